import type { SimulatedCardInput } from '@admit/shared';
import type { SchemaForm } from '../../../../lib/forms/use-schema-form.ts';
import { TextField } from '../../../../ui/TextField.tsx';
import { digitsOnly, formatExpiry, groupDigits } from './card-format.ts';

type CardForm = SchemaForm<SimulatedCardInput, SimulatedCardInput>;

/** Number, expiry and CVC, each put in its usual shape as it is typed. */
export function CardFields({ form }: { form: CardForm }) {
  // Once the form has been refused, a message follows the shaped value, not the keystroke before it.
  const reshape = (name: keyof SimulatedCardInput, shape: (value: string) => string) => (value: string) =>
    form.setValue(name, shape(value), { shouldValidate: form.formState.isSubmitted });
  return (
    <>
      <TextField
        control={form.control}
        name="number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        onValueChange={reshape('number', groupDigits)}
      />
      <div className="d-flex gap-3">
        <TextField
          control={form.control}
          name="expiry"
          className="mb-3 flex-grow-1"
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          onValueChange={reshape('expiry', formatExpiry)}
        />
        <TextField
          control={form.control}
          name="cvc"
          className="mb-3 flex-grow-1"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          onValueChange={reshape('cvc', digitsOnly)}
        />
      </div>
    </>
  );
}
