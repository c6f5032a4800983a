import { PHONE_COUNTRIES, type FieldErrors, type PhoneRegion } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../ui/TextField.tsx';

/** The visitor's own country first, from the browser's language (en-GB → GB). */
export function guessRegion(): PhoneRegion {
  const region = navigator.language.split('-')[1]?.toUpperCase();
  return PHONE_COUNTRIES.find((c) => c.region === region)?.region ?? 'US';
}

type Props = {
  region: PhoneRegion;
  onRegionChange: (region: PhoneRegion) => void;
  nationalNumber: string;
  onNumberChange: (value: string) => void;
  errors: FieldErrors;
};

/** Country and number, validated together by the shared phoneFormSchema. */
export function PhoneNumberFields({ region, onRegionChange, nationalNumber, onNumberChange, errors }: Props) {
  return (
    <>
      <Form.Group className="mb-3" controlId="phone-region">
        <Form.Label>Country</Form.Label>
        <Form.Select
          value={region}
          onChange={(e) => onRegionChange(e.target.value as PhoneRegion)}
          isInvalid={!!errors['region']}
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.region} value={c.region}>
              {c.name} ({c.dial})
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors['region']}</Form.Control.Feedback>
      </Form.Group>
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={nationalNumber}
        onChange={onNumberChange}
        error={errors['nationalNumber']}
      />
    </>
  );
}
