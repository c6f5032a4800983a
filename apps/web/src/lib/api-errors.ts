import { CombinedGraphQLErrors } from '@apollo/client';

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
