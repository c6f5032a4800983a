import { GraphQLError } from 'graphql';
import { DomainError } from '../common/errors.ts';

/** A domain error's `extensions`: its code, the fields a refused input broke, and when to retry. */
export function domainErrorExtensions(error: DomainError): Record<string, unknown> {
  return {
    code: error.code,
    ...(error.fields ? { field: error.field, fields: error.fields } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    ...error.details,
  };
}

/**
 * The one place domain errors become GraphQL errors: `extensions.code` is the
 * stable code clients switch on; a refused input also names its fields, with
 * the shared rules' keys, so forms can show the words beside each input.
 */
export function domainErrorToGraphQL(error: DomainError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    ...(located
      ? { nodes: located.nodes, source: located.source, positions: located.positions, path: located.path }
      : {}),
    extensions: {
      ...domainErrorExtensions(error),
      // Yoga answers with the status and headers an error's `http` extension asks for, and strips it from the body.
      ...(error.retryAfter !== undefined
        ? { http: { status: 429, headers: { 'Retry-After': String(error.retryAfter) } } }
        : {}),
    },
  });
}

/** The domain error behind an error graphql-js wrapped (it wraps whatever a resolver throws). */
export function domainErrorIn(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof DomainError ? original : null;
}
