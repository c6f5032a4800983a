import { ErrorCode, type FieldErrors } from '@admit/shared';
import { GraphQLError } from 'graphql';

/**
 * Expected failures, thrown by services and turned into GraphQL errors with a
 * stable `extensions.code`. Anything else thrown is a bug and gets masked.
 */
function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const unauthenticated = (message = 'Sign in to continue.') => appError(ErrorCode.UNAUTHENTICATED, message);

export const forbidden = (message = 'You do not have permission to do that.') => appError(ErrorCode.FORBIDDEN, message);

export const reauthenticationRequired = () =>
  appError(ErrorCode.REAUTHENTICATION_REQUIRED, 'For your security, sign in again before doing this.');

export const notFound = (what: string) => appError(ErrorCode.NOT_FOUND, `${what} was not found.`);

/** One error per request, naming the first bad field and listing all of them. */
export function badUserInput(errors: FieldErrors): GraphQLError {
  const [field, message] = Object.entries(errors)[0] ?? ['_', 'Invalid input.'];
  return appError(ErrorCode.BAD_USER_INPUT, message, { field, fields: errors });
}

export const conflict = (message: string) => appError(ErrorCode.CONFLICT, message);
