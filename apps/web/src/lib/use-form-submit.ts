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
      // A second try starts clean: what the last one refused may be fixed now.
      setFieldErrors({});
      try {
        await action();
        return true;
      } catch (e) {
        const fields = fieldErrorsOf(e) ?? {};
        const beside = Object.entries(fields).filter(([field]) => showsField(field));
        const elsewhere = Object.entries(fields).filter(([field]) => !showsField(field));
        if (beside.length > 0) {
          setFieldErrors(Object.fromEntries(beside));
          focusFirstInvalid(form);
        }
        // What is already beside its input is not repeated in the alert; what has no input on this form is.
        const unplaced = beside.length === 0 ? toMessage(e) : elsewhere.map(([, message]) => message).join(' ');
        // The person sees a friendly message; the console keeps the cause for support.
        if (unplaced) console.error(e);
        setError(unplaced || null);
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

/** A form's submission state and its `submit` and `run`, for a part of the form that sends on its behalf. */
export type FormSubmission = ReturnType<typeof useFormSubmit>;
