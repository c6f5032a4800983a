import { z } from './zod.ts';

/**
 * Account rules shared by the sign-up form and the API. The password rules
 * mirror what Firebase enforces at minimum (6 characters) and add our own
 * floor, so the form rejects a password before the identity service does.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), {
    message: 'Use at least one letter and one number.',
  });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(DISPLAY_NAME_MAX_LENGTH, `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`);

export const updateProfileSchema = z.object({
  displayName: displayNameSchema,
});

/** One email address: sign-in links, password resets, a new address. */
export const emailFormSchema = z.object({ email: emailSchema });
export const changeEmailSchema = emailFormSchema;

/** A new password, as a reset link asks for it. */
export const newPasswordSchema = z.object({ password: passwordSchema });

export const changePasswordSchema = z.object({
  currentPassword: z.string(),
  newPassword: passwordSchema,
});

/**
 * The password asked for to confirm it is you before a sensitive change. Required only when the account is known
 * to have one: while that is unknown, the field shows but may stay empty.
 */
export function currentPasswordSchema(required: boolean, message = 'Enter your current password.') {
  return z.string().refine((value) => !required || value !== '', message);
}

/** The account tab's new address: a different one from today's, and the password when the account has one. */
export function changeEmailFormSchema(currentEmail: string | null, passwordRequired: boolean) {
  return z.object({
    email: emailSchema.refine(
      (email) => email.toLowerCase() !== currentEmail?.toLowerCase(),
      'That is already your email.',
    ),
    password: currentPasswordSchema(passwordRequired),
  });
}

/** changePasswordSchema, with the current password required when the account has one. */
export function changePasswordFormSchema(passwordRequired: boolean) {
  return changePasswordSchema.extend({ currentPassword: currentPasswordSchema(passwordRequired) });
}

/** Deleting the account: the password confirms it, when the account has one. */
export function deleteAccountFormSchema(passwordRequired: boolean) {
  return z.object({ password: currentPasswordSchema(passwordRequired, 'Enter your password to confirm.') });
}

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
