import { CombinedGraphQLErrors } from '@apollo/client';
import type { FieldErrors } from '@admit/shared';

/** The API's expected errors carry messages written for people; anything else gets a generic one. */
export function apiErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}

export function apiErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && apiErrorCode(error) !== 'INTERNAL_SERVER_ERROR') {
    return error.errors[0]?.message ?? GENERIC_API_ERROR;
  }
  return GENERIC_API_ERROR;
}

export const GENERIC_API_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * The API names the fields a BAD_USER_INPUT broke in `extensions.fields` (all
 * of them) and `extensions.field` (the first), with the same keys the shared
 * zod rules use, so a form can put the server's words beside its own inputs.
 */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (!first) return null;
  const extensions = first.extensions ?? {};
  const out: FieldErrors = {};
  const fields = extensions['fields'];
  if (fields && typeof fields === 'object') {
    for (const [field, message] of Object.entries(fields)) {
      if (typeof message === 'string') out[field] = message;
    }
  }
  const field = extensions['field'];
  if (typeof field === 'string') out[field] ??= first.message;
  return Object.keys(out).length > 0 ? out : null;
}
