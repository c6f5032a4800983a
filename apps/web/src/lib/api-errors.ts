import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { ErrorCode, isErrorCode, type FieldErrors } from '@admit/shared';

/** The codes, beside their reader, for pages that load both only when something failed (the public event page). */
export { ErrorCode };

/** The API's expected errors carry messages written for people; anything else gets a generic one. */
/** The stable codes of an API answer's errors (`extensions.code`), as @admit/shared names them. */
export function apiErrorCodes(error: unknown): ErrorCode[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => e.extensions?.['code']).filter(isErrorCode);
}

/** The first error's code; compare it with ErrorCode's members, never with a string. */
export function apiErrorCode(error: unknown): ErrorCode | null {
  return apiErrorCodes(error)[0] ?? null;
}

export function apiErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && apiErrorCode(error) !== ErrorCode.INTERNAL_SERVER_ERROR) {
    return error.errors[0]?.message ?? GENERIC_API_ERROR;
  }
  return GENERIC_API_ERROR;
}

export const GENERIC_API_ERROR = 'Something went wrong on our side. Please try again.';

/** The response header, and the errors' `extensions.requestId`, that name the request in the API's log. */
const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[0-9a-f]{6,32}$/;

/**
 * The id of the request that failed, for a person to quote ("Reference: …") and an operator to find in the log:
 * from the errors of a GraphQL answer, or from the header of an answer that was not GraphQL (a proxy's 502, a
 * crash). null when no answer came (offline) or it named no request.
 */
export function apiErrorReference(error: unknown): string | null {
  let id: unknown = null;
  if (CombinedGraphQLErrors.is(error))
    id = error.errors.find((e) => e.extensions?.['requestId'])?.extensions?.['requestId'];
  else if (ServerError.is(error) || ServerParseError.is(error)) id = error.response.headers.get(REQUEST_ID_HEADER);
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : null;
}

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
