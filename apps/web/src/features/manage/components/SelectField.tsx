import { useId, type ComponentProps, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

type Props = Omit<ComponentProps<typeof Form.Select>, 'id' | 'isInvalid' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

/** TextField's twin for a select: labelled, with its error beside it. */
export function SelectField({ label, value, onChange, error, hint, className, children, ...select }: Props) {
  const id = useId();
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      {hint && !error && <Form.Text muted>{hint}</Form.Text>}
    </Form.Group>
  );
}
