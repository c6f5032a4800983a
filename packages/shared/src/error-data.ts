import type { ErrorCode } from './error-codes.ts';
import { z } from './validation/zod.ts';

/**
 * What an expected failure carries beside its code and message, on the error's `extensions`, per code. Like the
 * codes themselves, a public contract: the API builds each from its type, and a client reads it through its
 * schema (never by casting), so a change on one side fails the other's compile or test. SOLD_OUT was the first;
 * the back office's CONFLICT answers follow the same pattern.
 */
export const ERROR_DATA = {
  /** What remains of each ticket type the refused order asked for. */
  SOLD_OUT: z.object({
    remaining: z.array(z.object({ ticketTypeId: z.string(), remaining: z.number().int().nonnegative() })),
  }),
  /** Where to join the event's waiting room (a path on Admit's own origin). */
  WAITING_ROOM: z.object({ joinUrl: z.string().startsWith('/') }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

export type ErrorDataCode = keyof typeof ERROR_DATA;
export type ErrorData<C extends ErrorDataCode> = z.infer<(typeof ERROR_DATA)[C]>;

// Each code's schema typed by its own code, so one code's data is never read as another's.
const SCHEMAS: { [C in ErrorDataCode]: z.ZodType<ErrorData<C>> } = ERROR_DATA;

/** The data a failure with this code carries, read from its `extensions`; null if it carries none of that shape. */
export function errorDataOf<C extends ErrorDataCode>(code: C, extensions: unknown): ErrorData<C> | null {
  const parsed = SCHEMAS[code].safeParse(extensions);
  return parsed.success ? parsed.data : null;
}
