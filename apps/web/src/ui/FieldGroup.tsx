import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** What the control inside a field needs to be tied to its label and its error. */
export type FieldControlProps = { isInvalid: boolean; 'aria-describedby': string | undefined };

type Props = {
  label: string;
  /** The message shown beside the field, and announced by screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, error and hint: the frame every form field shares (TextField, SelectField). */
export function FieldGroup({ label, error, hint, className, children }: Props) {
  const id = useId();
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children({ isInvalid: !!error, 'aria-describedby': error ? `${id}-error` : undefined })}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      {hint && !error && <Form.Text muted>{hint}</Form.Text>}
    </Form.Group>
  );
}
