import { z } from 'zod';

/** Countries offered in the phone form, with their calling codes. Region codes are ISO 3166-1. */
export const PHONE_COUNTRIES = [
  { region: 'US', name: 'United States', dial: '+1' },
  { region: 'CA', name: 'Canada', dial: '+1' },
  { region: 'GB', name: 'United Kingdom', dial: '+44' },
  { region: 'IE', name: 'Ireland', dial: '+353' },
  { region: 'DE', name: 'Germany', dial: '+49' },
  { region: 'FR', name: 'France', dial: '+33' },
  { region: 'NL', name: 'Netherlands', dial: '+31' },
  { region: 'BE', name: 'Belgium', dial: '+32' },
  { region: 'ES', name: 'Spain', dial: '+34' },
  { region: 'PT', name: 'Portugal', dial: '+351' },
  { region: 'IT', name: 'Italy', dial: '+39' },
  { region: 'CH', name: 'Switzerland', dial: '+41' },
  { region: 'AT', name: 'Austria', dial: '+43' },
  { region: 'SE', name: 'Sweden', dial: '+46' },
  { region: 'NO', name: 'Norway', dial: '+47' },
  { region: 'DK', name: 'Denmark', dial: '+45' },
  { region: 'FI', name: 'Finland', dial: '+358' },
  { region: 'PL', name: 'Poland', dial: '+48' },
  { region: 'AU', name: 'Australia', dial: '+61' },
  { region: 'NZ', name: 'New Zealand', dial: '+64' },
  { region: 'IN', name: 'India', dial: '+91' },
  { region: 'JP', name: 'Japan', dial: '+81' },
  { region: 'BR', name: 'Brazil', dial: '+55' },
  { region: 'MX', name: 'Mexico', dial: '+52' },
  { region: 'ZA', name: 'South Africa', dial: '+27' },
  { region: 'NG', name: 'Nigeria', dial: '+234' },
  { region: 'KE', name: 'Kenya', dial: '+254' },
] as const;

export type PhoneRegion = (typeof PHONE_COUNTRIES)[number]['region'];

/** Seconds before "resend code" is offered again. */
export const SMS_RESEND_SECONDS = 30;

/**
 * A national number typed any way people type them (spaces, dashes,
 * brackets, a leading 0), joined to the country's code in E.164 form.
 */
export const phoneFormSchema = z
  .object({
    region: z.enum(PHONE_COUNTRIES.map((c) => c.region) as [PhoneRegion, ...PhoneRegion[]], {
      message: 'Choose a country.',
    }),
    nationalNumber: z.string().trim().min(1, 'Enter your phone number.'),
  })
  .transform((value, ctx) => {
    const country = PHONE_COUNTRIES.find((c) => c.region === value.region);
    const digits = value.nationalNumber.replace(/[\s().-]/g, '').replace(/^0+/, '');
    const e164 = `${country?.dial ?? ''}${digits}`;
    if (!/^\d+$/.test(digits) || !/^\+[1-9]\d{7,14}$/.test(e164)) {
      ctx.addIssue({
        code: 'custom',
        path: ['nationalNumber'],
        message: 'Enter a valid phone number for that country.',
      });
      return z.NEVER;
    }
    return { phoneNumber: e164 };
  });

export const smsCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.'),
});
