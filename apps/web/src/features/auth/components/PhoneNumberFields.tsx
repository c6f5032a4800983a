import { formatPhoneAsTyped, isPhoneRegion, phoneCountries, type FieldErrors, type PhoneRegion } from '@admit/shared';
import { useMemo, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldGroup } from '../../../ui/FieldGroup.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';

/** The visitor's own country first, from the browser's language (en-GB → GB); the US when it names none. */
export function guessRegion(): PhoneRegion {
  const region = new Intl.Locale(navigator.language).maximize().region ?? '';
  return isPhoneRegion(region) ? region : 'US';
}

type Props = {
  region: PhoneRegion;
  onRegionChange: (region: PhoneRegion) => void;
  nationalNumber: string;
  onNumberChange: (value: string) => void;
  errors: FieldErrors;
};

/** Country and number, validated together by the shared phoneFormSchema; the number is formatted as it is typed. */
export function PhoneNumberFields({ region, onRegionChange, nationalNumber, onNumberChange, errors }: Props) {
  const countries = useMemo(() => phoneCountries(navigator.language), []);

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const { value, selectionStart } = event.target;
    // Formatting moves the caret to the end, so only while typing at the end.
    onNumberChange(selectionStart === value.length ? formatPhoneAsTyped(nationalNumber, value, region) : value);
  }

  return (
    <>
      <SelectField
        label="Country"
        value={region}
        onChange={(value) => isPhoneRegion(value) && onRegionChange(value)}
        error={errors['region']}
      >
        {countries.map((c) => (
          <option key={c.region} value={c.region}>
            {c.name} ({c.dial})
          </option>
        ))}
      </SelectField>
      <FieldGroup label="Phone number" error={errors['nationalNumber']}>
        {(control) => (
          <Form.Control
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={nationalNumber}
            onChange={typed}
          />
        )}
      </FieldGroup>
    </>
  );
}
