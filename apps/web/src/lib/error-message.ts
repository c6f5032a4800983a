import { apiErrorMessage } from './api-errors.ts';
import { AccountExistsWithOtherMethod } from './session/account-exists.ts';
import { authErrorCode, authErrorMessage } from './session/auth-errors.ts';

/** Words for a failure in Firebase (an auth/ code) or in the API (a GraphQL error), for people. */
export function errorMessage(error: unknown): string {
  return authErrorCode(error) || error instanceof AccountExistsWithOtherMethod
    ? authErrorMessage(error)
    : apiErrorMessage(error);
}
