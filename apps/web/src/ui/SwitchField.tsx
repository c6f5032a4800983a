import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

type Props<TDraft extends FieldValues, TValue> = {
  control: Control<TDraft, unknown, TValue>;
  name: FieldPathByValue<TDraft, boolean>;
  /** Unique on the page: it ties the label to the switch. */
  id: string;
  label: ReactNode;
  className?: string;
};

/** A yes/no field of a form, as a switch; its error (rare: a switch has no words to get wrong) below it. */
export function SwitchField<TDraft extends FieldValues, TValue>({
  control,
  name,
  id,
  label,
  className = 'mb-3',
}: Props<TDraft, TValue>) {
  // The rest of `field` is its ref, name, onBlur and disabled, which the input takes as they are.
  const {
    field: { value, onChange, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <Form.Check
      type="switch"
      id={id}
      className={className}
      label={label}
      {...field}
      checked={value}
      onChange={(e) => onChange(e.target.checked)}
      isInvalid={!!fieldState.error}
      feedback={fieldState.error?.message}
      feedbackType="invalid"
    />
  );
}
