import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldGroup } from './FieldGroup.tsx';

type Props<TDraft extends FieldValues, TValue> = {
  /** The form's control (useSchemaForm), and the field holding the chosen file (null until one is chosen). */
  control: Control<TDraft, unknown, TValue>;
  name: FieldPathByValue<TDraft, File | null>;
  label: string;
  /** The types the picker offers (the form's rules check again). */
  accept: readonly string[];
  hint?: ReactNode;
};

/**
 * A labelled file input with its error beside it. The form holds the chosen file, since a file input cannot be
 * given a value; give the field a new key to empty it after an upload.
 */
export function FileField<TDraft extends FieldValues, TValue>({
  control,
  name,
  label,
  accept,
  hint,
}: Props<TDraft, TValue>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldGroup label={label} error={fieldState.error?.message} hint={hint} className="mb-2">
      {(props) => (
        <Form.Control
          {...props}
          ref={field.ref}
          name={field.name}
          type="file"
          accept={accept.join(',')}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange((e.target instanceof HTMLInputElement && e.target.files?.[0]) || null)}
        />
      )}
    </FieldGroup>
  );
}
