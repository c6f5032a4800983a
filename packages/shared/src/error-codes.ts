/**
 * Every `extensions.code` the API may put on a GraphQL error. Clients switch on
 * these strings, so they are a public contract: add new ones, never rename.
 */
export const ErrorCode = {
  /** No valid ID token was sent, or it expired, was revoked or is malformed. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The viewer is known but their role does not allow the operation. */
  FORBIDDEN: 'FORBIDDEN',
  /** The thing asked for does not exist, or the viewer may not know it exists. */
  NOT_FOUND: 'NOT_FOUND',
  /** An argument broke a validation rule; `extensions.field` names the field. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The operation needs a fresh sign-in (deleting an account, for example); sign in again and retry. */
  REAUTHENTICATION_REQUIRED: 'REAUTHENTICATION_REQUIRED',
  /** The request conflicts with current state (a taken slug, a stale version). */
  CONFLICT: 'CONFLICT',
  /** The query does not parse. */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** The query parses but does not match the schema. */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** The operation is too large or too costly (depth, aliases, directives, tokens or cost); nothing ran. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  /** Too many attempts of this kind from this person or address; `extensions.retryAfter` says how many seconds to wait. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** Not enough tickets remain for the order; `extensions.remaining` lists what remains of each type asked for. */
  SOLD_OUT: 'SOLD_OUT',
  /** A ticket type's sales have not opened yet. */
  SALE_NOT_OPEN: 'SALE_NOT_OPEN',
  /** Sales have closed: the type's window passed, or the event ended or was cancelled. */
  SALE_CLOSED: 'SALE_CLOSED',
  /**
   * The event sells through its waiting room, and the request carried no valid admission (none, forged, expired, or
   * for another browser); `extensions.joinUrl` is the room's page.
   */
  WAITING_ROOM: 'WAITING_ROOM',
  /** The reservation's hold ended and its tickets went back on sale; start again. */
  HOLD_EXPIRED: 'HOLD_EXPIRED',
  /**
   * The payment provider could not be reached (a network fault, or its own outage) after the SDK's retries. Nothing
   * was charged and the hold stands: asking again later is safe, and returns the same payment.
   */
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** The action needs a verified email address first (an organization's owner, before its events go public). */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** A mutation was sent over GET, or another method the endpoint refuses. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** A bug on our side. The message is masked; details stay in the server log. */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

/** How recent a sign-in must be for sensitive operations such as deleting an account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
