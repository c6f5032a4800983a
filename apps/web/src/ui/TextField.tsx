import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldGroup } from './FieldGroup.tsx';

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
  return (
    <FieldGroup label={label} error={error} hint={hint} className={className}>
      {(control) => <Form.Control {...input} {...control} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FieldGroup>
  );
}
