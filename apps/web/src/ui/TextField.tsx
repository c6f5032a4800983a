import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldGroup } from './FieldGroup.tsx';

type Props<TDraft extends FieldValues, TValue> = Omit<
  ComponentProps<typeof Form.Control>,
  'id' | 'isInvalid' | 'onChange' | 'value' | 'name' | 'defaultValue'
> & {
  /** The form's control (useSchemaForm), and the text field this input holds. */
  control: Control<TDraft, unknown, TValue>;
  name: FieldPathByValue<TDraft, string>;
  label: string;
  hint?: ReactNode;
  /** Called with what was typed, after the form has it (a slug that follows a title). */
  onValueChange?: (value: string) => void;
};

/** A labelled input of a form, with its error beside it: the one way forms show a text field. */
export function TextField<TDraft extends FieldValues, TValue>({
  control,
  name,
  label,
  hint,
  onValueChange,
  className,
  ...input
}: Props<TDraft, TValue>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldGroup label={label} error={fieldState.error?.message} hint={hint} className={className}>
      {(props) => (
        <Form.Control
          {...input}
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.value);
            onValueChange?.(e.target.value);
          }}
        />
      )}
    </FieldGroup>
  );
}
