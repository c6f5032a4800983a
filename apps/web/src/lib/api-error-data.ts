import { CombinedGraphQLErrors } from '@apollo/client';
import { errorDataOf, type ErrorData, type ErrorDataCode } from '@admit/shared';

// Apart from api-errors.ts: reading a refusal's data brings the shared schemas (zod), which a public page loads only
// when it meets such a refusal.

/**
 * What an API refusal with this code carries (SOLD_OUT's remaining places), parsed with the shared contract's
 * schema; null when the error is not that refusal or carries nothing of its shape.
 */
export function apiErrorData<C extends ErrorDataCode>(error: unknown, code: C): ErrorData<C> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.['code'] === code);
  return refusal ? errorDataOf(code, refusal.extensions) : null;
}
