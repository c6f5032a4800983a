import { validate, type FieldErrors } from '@admit/shared';
import { useCallback, useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-errors.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';

type Submission<T> = {
  /** The form submitted (the submit event's currentTarget): its first field in error takes focus. */
  form: HTMLFormElement;
  schema: Parameters<typeof validate<T>>[0];
  input: unknown;
  send: (value: T) => Promise<void>;
  /** Problems the form found itself, such as a price that is not a number. */
  extraErrors?: FieldErrors;
};

/**
 * What every organizer form does on submit: check the shared rules in the
 * browser, send, and show what the server refused beside the field it names.
 * `showsField` is the form's list of inputs (a stable, module-level function):
 * a refusal about a field the form does not show goes to the form's alert.
 */
export function useFormSubmit(showsField: (field: string) => boolean) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const toMessage = useCallback(
    (error: unknown) => {
      const fields = apiFieldErrors(error);
      // Already beside the inputs: repeating it in an alert would only add noise.
      if (fields && Object.keys(fields).every(showsField)) return '';
      return apiErrorMessage(error);
    },
    [showsField],
  );
  const action = useAsyncAction(toMessage);
  const { run, setError } = action;

  const submit = useCallback(
    async <T>({ form, schema, input, send, extraErrors = {} }: Submission<T>): Promise<boolean> => {
      const result = validate(schema, input);
      const errors = { ...(result.ok ? {} : result.errors), ...extraErrors };
      if (!result.ok || Object.keys(errors).length > 0) {
        setError(null);
        setFieldErrors(errors);
        focusFirstInvalid(form);
        return false;
      }
      setFieldErrors({});
      return run(async () => {
        try {
          await send(result.value);
        } catch (error) {
          const fields = apiFieldErrors(error);
          if (fields) {
            setFieldErrors(fields);
            focusFirstInvalid(form);
          }
          throw error;
        }
      });
    },
    [run, setError],
  );

  return { busy: action.busy, error: action.error, fieldErrors, submit };
}

/** After React has marked the fields, move to the first one: a phone's small screen may not show it. */
function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('.is-invalid')?.focus());
}
