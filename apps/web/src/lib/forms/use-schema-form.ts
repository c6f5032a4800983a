import type { FieldErrors as SharedFieldErrors } from '@admit/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from '@admit/shared';
import { apiFieldErrors } from '../api-errors.ts';
import { errorMessage } from '../error-message.ts';

/** Where a failure that names no input of the form goes: the form's alert (FormError). */
const ALERT = 'root.alert';

type Options<TDraft extends FieldValues, TValue> = {
  /**
   * The shared zod rules, checked in the browser before anything is sent, as the server checks them after. A form
   * whose inputs hold text for numbers (a price) passes the rules piped after a transform, under the same field
   * names, so every message lands beside the input it is about.
   */
  schema: z.ZodType<TValue, TDraft>;
  defaultValues: DefaultValues<TDraft>;
  /**
   * The inputs the form shows. An API refusal naming one of them is shown beside it; anything else goes to the
   * form's alert. By default, the fields of `defaultValues` (with their nested parts: "faq.0.question").
   */
  showsField?: (field: string) => boolean;
  /** Words for a failure; by default the API's or Firebase's message for people. */
  toMessage?: (error: unknown) => string;
  /** The fields a failure names; by default those of the API's BAD_USER_INPUT. */
  fieldErrorsOf?: (error: unknown) => SharedFieldErrors | null;
};

export type SchemaForm<TDraft extends FieldValues, TValue> = UseFormReturn<TDraft, unknown, TValue> & {
  /** The submit handler for `<Form onSubmit>`: the rules, then `send`, then its refusals beside their inputs. */
  onSubmit: (send: (value: TValue) => Promise<unknown>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** True while `send` runs: the submit button says so and cannot be pressed again. */
  busy: boolean;
  /** The form's alert: a failure that names none of its inputs. */
  alert: string | null;
  /** Shows a failure of an action that sent on the form's behalf (a "send the code again" button). */
  showFailure: (error: unknown) => void;
};

/**
 * The one way a form with fields works: react-hook-form holding the inputs, the shared zod rules as its resolver
 * (first error of each field beside it, focus on the first), and a small adapter that puts the API's refusals
 * (BAD_USER_INPUT naming fields) beside the inputs they name, and anything else in the form's alert.
 */
export function useSchemaForm<TDraft extends FieldValues, TValue>({
  schema,
  defaultValues,
  showsField,
  toMessage = errorMessage,
  fieldErrorsOf = apiFieldErrors,
}: Options<TDraft, TValue>): SchemaForm<TDraft, TValue> {
  const form = useForm<TDraft, unknown, TValue>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    // Once a field has been refused, its message follows what is typed: a fixed field loses it at once.
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { setError, clearErrors, formState } = form;
  const [shows] = useState(() => showsField ?? ((field: string) => (field.split('.')[0] ?? '') in defaultValues));

  const showFailure = useCallback(
    (error: unknown) => {
      const fields = Object.entries(fieldErrorsOf(error) ?? {});
      const beside = fields.filter(([field]) => shows(field));
      const elsewhere = fields.filter(([field]) => !shows(field));
      beside.forEach(([field, message], i) =>
        setError(field as FieldPath<TDraft>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      // What is already beside its input is not repeated in the alert; what has no input on this form is.
      const unplaced = beside.length === 0 ? toMessage(error) : elsewhere.map(([, message]) => message).join(' ');
      // The person sees a friendly message; the console keeps the cause for support.
      if (unplaced) {
        console.warn(error);
        setError(ALERT, { type: 'server', message: unplaced });
      }
    },
    [fieldErrorsOf, setError, shows, toMessage],
  );

  const onSubmit = useCallback(
    (send: (value: TValue) => Promise<unknown>) =>
      form.handleSubmit(async (value) => {
        // A second try starts clean: what the last one refused may be fixed now.
        clearErrors(ALERT);
        try {
          await send(value);
        } catch (error) {
          showFailure(error);
        }
      }),
    [clearErrors, form, showFailure],
  );

  const alert = formState.errors.root?.['alert']?.message ?? null;
  return { ...form, onSubmit, busy: formState.isSubmitting, alert, showFailure };
}
