import { z } from './zod.ts';

// Apart from the phone rules: the code step (sign-in's second factor among them) must not pull in every
// country's numbering plan.

/** Seconds before "resend code" is offered again. */
export const SMS_RESEND_SECONDS = 30;

export const smsCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.'),
});
