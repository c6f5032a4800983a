import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/**
 * A promo code (a discount) or an access code (hidden ticket types: crew, presale), as the organizer gave it; a
 * link with ?code= fills it in. One field on the public event page, kept off the form library (react-hook-form alone is 12.5 KiB gzipped, a third of the page), with
 * its one rule here: an empty code is refused beside the field.
 */
export function UnlockCodeForm({
  onUnlock,
  error,
  applied = null,
  onClear,
  initialCode = '',
}: {
  onUnlock: (code: string) => void;
  /** Why the last code revealed nothing or cannot be used, for the field; null when it worked or none was tried. */
  error: string | null;
  /** What the promo code in use gives, shown under the field. */
  applied?: string | null;
  /** Takes the code in use off (shown with what it gives). */
  onClear?: () => void;
  initialCode?: string;
}) {
  const [code, setCode] = useState(initialCode);
  // A code applied from the page's link shows in the field it would have been typed in.
  const [shownCode, setShownCode] = useState(initialCode);
  if (initialCode !== shownCode) {
    setShownCode(initialCode);
    if (initialCode) setCode(initialCode);
  }
  const [empty, setEmpty] = useState(false);
  const shown = empty ? 'Enter the code the organizer gave you.' : error;
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
        Have a promo or access code?
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
          Apply
        </Button>
        <Form.Control.Feedback type="invalid" id="unlock-code-error">
          {shown}
        </Form.Control.Feedback>
      </InputGroup>
      {applied && !failed && (
        <div className="d-flex align-items-center gap-2 mt-1">
          <p className="small text-success mb-0" role="status" data-testid="code-applied">
            {applied}
          </p>
          {onClear && (
            <Button
              variant="link"
              size="sm"
              className="p-0"
              onClick={() => {
                setCode('');
                onClear();
              }}
            >
              Remove code
            </Button>
          )}
        </div>
      )}
    </Form>
  );
}
