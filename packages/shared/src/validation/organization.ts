import { z } from './zod.ts';
import { ORGANIZATION_ROLES } from '../roles.ts';
import { emailSchema } from './account.ts';
import { slugSchema } from './slug.ts';

export const ORGANIZATION_NAME_MIN = 2;
export const ORGANIZATION_NAME_MAX = 80;

export const organizationNameSchema = z
  .string()
  .trim()
  .min(ORGANIZATION_NAME_MIN, `Use at least ${ORGANIZATION_NAME_MIN} characters.`)
  .max(ORGANIZATION_NAME_MAX, `Use at most ${ORGANIZATION_NAME_MAX} characters.`);

export const createOrganizationSchema = z.object({
  name: organizationNameSchema,
  slug: slugSchema,
});

export const updateOrganizationSchema = z.object({ name: organizationNameSchema });

export const roleSchema = z.enum(ORGANIZATION_ROLES, 'Choose owner, manager or door staff.');

export const inviteMemberSchema = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
  role: roleSchema,
});
