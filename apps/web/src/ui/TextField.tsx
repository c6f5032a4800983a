import { useId, type ComponentProps, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

type Props = Omit<ComponentProps<typeof Form.Control>, 'id' | 'isInvalid' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown beside the field, and announced by screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input with its error beside it: the one way forms show a field. */
export function TextField({ label, value, onChange, error, hint, className, ...input }: Props) {
  const id = useId();
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      {hint && !error && <Form.Text muted>{hint}</Form.Text>}
    </Form.Group>
  );
}
