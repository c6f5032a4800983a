import { validate, type FieldErrors } from '@admit/shared';
import { useCallback, useState } from 'react';
import { apiFieldErrors } from './api-errors.ts';
import { errorMessage } from './error-message.ts';

type Submission<T> = {
  /** The form submitted (the submit event's currentTarget): its first field in error takes focus. */
  form?: HTMLFormElement | null;
  /** The shared zod rules the browser checks before sending, as the server does after. */
  schema: Parameters<typeof validate<T>>[0];
  input: unknown;
  send: (value: T) => Promise<void>;
  /** Problems the form found itself, such as a price that is not a number. */
  extraErrors?: FieldErrors;
};

type Options = {
  /**
   * The inputs the form shows. An API refusal naming one of them is shown beside it; anything else goes to
   * the form's alert. Every field by default.
   */
  showsField?: (field: string) => boolean;
  /** Words for a failure; by default the API's or Firebase's message for people. */
  toMessage?: (error: unknown) => string;
  /** The fields a failure names; by default those of the API's BAD_USER_INPUT. */
  fieldErrorsOf?: (error: unknown) => FieldErrors | null;
};

const everyField = () => true;

/**
 * The one way a form (or a button acting like one) submits: busy while it
 * runs; the shared rules first, beside each field; then the call, whose
 * refusals land beside the fields they name, or in the form's alert.
 *
 * `submit` is for forms with rules; `run` for actions with none (a button
 * that revokes, a code that is sent). Both resolve to whether it worked.
 */
export function useFormSubmit({
  showsField = everyField,
  toMessage = errorMessage,
  fieldErrorsOf = apiFieldErrors,
}: Options = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const run = useCallback(
    async (action: () => Promise<void>, form?: HTMLFormElement | null): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (e) {
        const fields = fieldErrorsOf(e);
        const shown = fields ? Object.fromEntries(Object.entries(fields).filter(([field]) => showsField(field))) : {};
        if (Object.keys(shown).length > 0) {
          setFieldErrors(shown);
          focusFirstInvalid(form);
        }
        // Already beside the inputs: repeating it in an alert would only add noise.
        const allShown = fields !== null && Object.keys(fields).every(showsField);
        // The person sees a friendly message; the console keeps the cause for support.
        if (!allShown) console.error(e);
        setError(allShown ? null : toMessage(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [showsField, toMessage, fieldErrorsOf],
  );

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
      return run(() => send(result.value), form);
    },
    [run],
  );

  return { busy, error, setError, fieldErrors, setFieldErrors, submit, run };
}

/** After React has marked the fields, move to the first one: a phone's small screen may not show it. */
function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  if (form) requestAnimationFrame(() => form.querySelector<HTMLElement>('.is-invalid')?.focus());
}
