import { apiErrorMessage } from '../../lib/api-errors.ts';
import { authErrorCode, authErrorMessage } from '../auth/auth-errors.ts';

/** Account actions fail in Firebase (an auth/ code) or in the API (a GraphQL error); word either for people. */
export const accountErrorMessage = (error: unknown): string =>
  authErrorCode(error) ? authErrorMessage(error) : apiErrorMessage(error);
