import { CombinedGraphQLErrors } from '@apollo/client';
import type { FieldErrors } from '@admit/shared';

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
      if (typeof message === 'string') out[withoutInputPrefix(field)] = message;
    }
  }
  const field = extensions['field'];
  if (typeof field === 'string') out[withoutInputPrefix(field)] ??= first.message;
  return Object.keys(out).length > 0 ? out : null;
}

// Rules run on the mutation's `input` argument; a path may or may not say so.
const withoutInputPrefix = (field: string) => field.replace(/^input\./, '');
