import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldGroup } from './FieldGroup.tsx';

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
  return (
    <FieldGroup label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Form.Select {...select} {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </Form.Select>
      )}
    </FieldGroup>
  );
}
