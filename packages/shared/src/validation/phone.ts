import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';
import { z } from './zod.ts';

// libphonenumber-js carries Google's libphonenumber metadata for every
// country. The "max" set is the one that knows each number's type, so a
// landline or a toll-free number is refused for what it is: the sign-in code
// goes by text.

export type PhoneRegion = CountryCode;

export type PhoneCountry = { region: PhoneRegion; name: string; dial: string };

/** Every country with a calling code, named in `locale` and sorted by that name. */
export function phoneCountries(locale?: string): PhoneCountry[] {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'code' });
  return getCountries()
    .map((region) => ({ region, name: names.of(region) ?? region, dial: `+${getCountryCallingCode(region)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function isPhoneRegion(value: string): value is PhoneRegion {
  return isSupportedCountry(value);
}

/** Types a text message reaches. Many countries (the US among them) do not tell mobiles from landlines. */
const TEXTABLE: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

const TYPE_NAMES: Partial<Record<NonNullable<NumberType>, string>> = {
  FIXED_LINE: 'a landline',
  TOLL_FREE: 'a toll-free number',
  PREMIUM_RATE: 'a premium-rate number',
  SHARED_COST: 'a shared-cost number',
  VOIP: 'an internet (VoIP) number',
  PERSONAL_NUMBER: 'a personal forwarding number',
  PAGER: 'a pager number',
  UAN: 'a company switchboard number',
  VOICEMAIL: 'a voicemail number',
};

/**
 * A number typed any way people type them (spaces, dashes, brackets, the
 * national trunk 0, or a full +44… international form), for the chosen
 * country, in E.164 form, and only if a text message can reach it.
 */
export const phoneFormSchema = z
  .object({
    region: z.string().refine(isPhoneRegion, 'Choose a country.'),
    nationalNumber: z.string().trim().min(1, 'Enter your phone number.'),
  })
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value.nationalNumber, value.region as PhoneRegion);
    if (!parsed?.isValid()) {
      ctx.addIssue({
        code: 'custom',
        path: ['nationalNumber'],
        message: 'Enter a valid phone number for that country.',
      });
      return z.NEVER;
    }
    const type = parsed.getType();
    if (type && !TEXTABLE.has(type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['nationalNumber'],
        message: `That is ${TYPE_NAMES[type] ?? 'not a mobile number'}, which cannot receive the texted code. Enter a mobile number.`,
      });
      return z.NEVER;
    }
    return { phoneNumber: parsed.number };
  });

/**
 * The number as the person types it, formatted for their country as they go
 * ("07400123456" → "07400 123456"). Only applied while typing forwards, so
 * deleting a space or a bracket is never undone under the cursor.
 */
export function formatPhoneAsTyped(previous: string, next: string, region: PhoneRegion): string {
  if (next.length <= previous.length) return next;
  return new AsYouType(region).input(next);
}

/** An E.164 number as people read it ("+44 7400 123456"); anything unparsable is shown as it is. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
