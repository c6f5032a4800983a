import { formatPhoneAsTyped, isPhoneRegion, phoneCountries, type PhoneRegion } from '@admit/shared';
import { useMemo, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FieldGroup } from '../../../ui/FieldGroup.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';

/** The visitor's own country first, from the browser's language (en-GB → GB); the US when it names none. */
export function guessRegion(): PhoneRegion {
  const region = new Intl.Locale(navigator.language).maximize().region ?? '';
  return isPhoneRegion(region) ? region : 'US';
}

/** What the phone inputs hold, as the shared phoneFormSchema reads it. */
export type PhoneDraft = { region: string; nationalNumber: string };

/** Country and number, validated together by the shared phoneFormSchema; the number is formatted as it is typed. */
export function PhoneNumberFields<TValue>({ control }: { control: Control<PhoneDraft, unknown, TValue> }) {
  const countries = useMemo(() => phoneCountries(navigator.language), []);
  return (
    <>
      <SelectField control={control} name="region" label="Country">
        {countries.map((c) => (
          <option key={c.region} value={c.region}>
            {c.name} ({c.dial})
          </option>
        ))}
      </SelectField>
      <NationalNumberField control={control} />
    </>
  );
}

/** The number, formatted for the chosen country while it is typed at the end. */
function NationalNumberField<TValue>({ control }: { control: Control<PhoneDraft, unknown, TValue> }) {
  const region = useWatch({ control, name: 'region' });
  const { field, fieldState } = useController({ control, name: 'nationalNumber' });

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const { value, selectionStart } = event.target;
    // Formatting moves the caret to the end, so only while typing at the end.
    const atEnd = selectionStart === value.length && isPhoneRegion(region);
    field.onChange(atEnd ? formatPhoneAsTyped(field.value, value, region) : value);
  }

  return (
    <FieldGroup label="Phone number" error={fieldState.error?.message}>
      {(props) => (
        <Form.Control
          {...props}
          ref={field.ref}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={field.value}
          onBlur={field.onBlur}
          onChange={typed}
        />
      )}
    </FieldGroup>
  );
}
