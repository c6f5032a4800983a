import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** A ticket code typed in, for when the camera cannot read it: usually the short code printed under the QR. */
export function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <Form
      className="mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (typed.trim()) onCode(typed.trim());
        setTyped('');
      }}
    >
      <Form.Group controlId="ticket-code">
        <Form.Label>Ticket code</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button type="submit" variant="outline-primary" className="text-nowrap">
            Check code
          </Button>
        </div>
        <Form.Text>The 8 characters under the ticket’s QR code, such as K7QX 2MPA.</Form.Text>
      </Form.Group>
    </Form>
  );
}
