import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** Hidden ticket types (crew, presale) appear when the visitor enters the organizer's code. */
export function UnlockCodeForm({
  onUnlock,
  failed,
}: {
  onUnlock: (code: string) => void;
  /** The last code revealed nothing. */
  failed: boolean;
}) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) onUnlock(code.trim());
  };
  return (
    <Form onSubmit={submit} className="mt-3" noValidate>
      <Form.Label htmlFor="unlock-code" className="small">
        Have an access code?
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id="unlock-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          isInvalid={failed}
          aria-describedby={failed ? 'unlock-code-error' : undefined}
        />
        <Button type="submit" variant="outline-success">
          Unlock
        </Button>
        <Form.Control.Feedback type="invalid" id="unlock-code-error">
          That code does not unlock any tickets for this event.
        </Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
