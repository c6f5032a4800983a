import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldGroup } from './FieldGroup.tsx';

type Props<TDraft extends FieldValues, TValue> = Omit<
  ComponentProps<typeof Form.Select>,
  'id' | 'isInvalid' | 'onChange' | 'value' | 'name' | 'defaultValue'
> & {
  control: Control<TDraft, unknown, TValue>;
  name: FieldPathByValue<TDraft, string>;
  label: string;
  hint?: ReactNode;
  onValueChange?: (value: string) => void;
  children: ReactNode;
};

/** TextField's twin for a select: labelled, with its error beside it. */
export function SelectField<TDraft extends FieldValues, TValue>({
  control,
  name,
  label,
  hint,
  onValueChange,
  className,
  children,
  ...select
}: Props<TDraft, TValue>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldGroup label={label} error={fieldState.error?.message} hint={hint} className={className}>
      {(props) => (
        <Form.Select
          {...select}
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.value);
            onValueChange?.(e.target.value);
          }}
        >
          {children}
        </Form.Select>
      )}
    </FieldGroup>
  );
}
