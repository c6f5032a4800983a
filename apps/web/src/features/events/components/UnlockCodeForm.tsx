import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/**
 * Hidden ticket types (crew, presale) appear when the visitor enters the organizer's code. One field on the public
 * event page, kept off the form library (react-hook-form alone is 12.5 KiB gzipped, a third of the page), with
 * its one rule here: an empty code is refused beside the field.
 */
export function UnlockCodeForm({
  onUnlock,
  error,
}: {
  onUnlock: (code: string) => void;
  /** Why the last code revealed nothing, for the field; null when it worked or none was tried. */
  error: string | null;
}) {
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const shown = empty ? 'Enter the access code the organizer gave you.' : error;
  const failed = shown !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    setEmpty(!trimmed);
    if (trimmed) onUnlock(trimmed);
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
          onChange={(e) => {
            setCode(e.target.value);
            setEmpty(false);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          isInvalid={failed}
          aria-describedby={failed ? 'unlock-code-error' : undefined}
        />
        <Button type="submit" variant="outline-success">
          Unlock
        </Button>
        <Form.Control.Feedback type="invalid" id="unlock-code-error">
          {shown}
        </Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
