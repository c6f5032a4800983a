import { ErrorCode, type ErrorData, type ErrorDataCode, type FieldErrors } from '@admit/shared';

/**
 * An expected failure: the request broke a rule, and the person can be told
 * which. Services throw these and know nothing of GraphQL; graphql/errors.ts
 * is the one place that turns them into GraphQL errors with a stable
 * `extensions.code`. Anything else thrown is a bug and is masked.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: ErrorCode;
  /** For BAD_USER_INPUT: every field refused, with the shared rules' keys, and the first of them. */
  readonly fields: FieldErrors | undefined;
  readonly field: string | undefined;
  /** For RATE_LIMITED: seconds until the next attempt is allowed. */
  retryAfter: number | undefined;
  /**
   * Data a screen needs to explain the refusal, put on `extensions` as it is: of the shared contract's shape for
   * its code (ERROR_DATA in @admit/shared), such as SOLD_OUT's `remaining`.
   */
  details: ErrorData<ErrorDataCode> | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.field = fields ? Object.keys(fields)[0] : undefined;
  }
}

export const unauthenticated = (message = 'Sign in to continue.') =>
  new DomainError(ErrorCode.UNAUTHENTICATED, message);

export const forbidden = (message = 'You do not have permission to do that.') =>
  new DomainError(ErrorCode.FORBIDDEN, message);

export const reauthenticationRequired = () =>
  new DomainError(ErrorCode.REAUTHENTICATION_REQUIRED, 'For your security, sign in again before doing this.');

export const notFound = (what: string) => new DomainError(ErrorCode.NOT_FOUND, `${what} was not found.`);

/** One error per request, naming the first bad field and listing all of them. */
export function badUserInput(errors: FieldErrors): DomainError {
  const message = Object.values(errors)[0] ?? 'Invalid input.';
  return new DomainError(ErrorCode.BAD_USER_INPUT, message, Object.keys(errors).length ? errors : { _: message });
}

export const conflict = (message: string) => new DomainError(ErrorCode.CONFLICT, message);

export const emailNotVerified = (message: string) => new DomainError(ErrorCode.EMAIL_NOT_VERIFIED, message);

/** "Too many …. Try again in …": when to try again, in words. */
export function rateLimitedMessage(retryAfterSeconds: number, what = 'attempts'): string {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many ${what}. Try again in ${wait}.`;
}

/** Too many attempts: says when to try again, in words and in `retryAfter` (seconds). */
export function rateLimited(retryAfterSeconds: number, what = 'attempts'): DomainError {
  const error = new DomainError(ErrorCode.RATE_LIMITED, rateLimitedMessage(retryAfterSeconds, what));
  error.retryAfter = retryAfterSeconds;
  return error;
}

/** Not enough left: says what remains of each type asked for, in words and in `extensions.remaining`. */
export function soldOut(remaining: { ticketTypeId: string; name: string; remaining: number }[]): DomainError {
  const words = remaining.map((r) =>
    r.remaining === 0 ? `${r.name} is sold out` : `only ${r.remaining} ${r.name} left`,
  );
  const message = `Not enough tickets: ${words.join(', ')}.`;
  const error = new DomainError(ErrorCode.SOLD_OUT, message);
  const details: ErrorData<typeof ErrorCode.SOLD_OUT> = {
    remaining: remaining.map(({ ticketTypeId, remaining: n }) => ({ ticketTypeId, remaining: n })),
  };
  error.details = details;
  return error;
}

/** No valid admission from the event's waiting room: the visitor is sent to join it (`extensions.joinUrl`). */
export function waitingRoom(message: string, joinUrl: string): DomainError {
  const error = new DomainError(ErrorCode.WAITING_ROOM, message);
  const details: ErrorData<typeof ErrorCode.WAITING_ROOM> = { joinUrl };
  error.details = details;
  return error;
}

export const saleNotOpen = (message: string) => new DomainError(ErrorCode.SALE_NOT_OPEN, message);
export const saleClosed = (message: string) => new DomainError(ErrorCode.SALE_CLOSED, message);
export const holdExpired = () =>
  new DomainError(ErrorCode.HOLD_EXPIRED, 'Your hold on these tickets ended and they went back on sale. Start again.');

/**
 * The payment provider did not answer (after its SDK's own retries): nothing charged, the hold kept, safe to retry.
 * The provider's own error is kept as the cause, for the log.
 */
export function paymentProviderUnavailable(cause?: unknown): DomainError {
  const error = new DomainError(
    ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE,
    'The payment service could not be reached. Nothing was charged and your tickets are still held: try again in a moment.',
  );
  error.cause = cause;
  return error;
}
