// Loaded when the buyer chooses a ticket or presses "Get tickets": the shared rules bring zod, which reading the
// page never needs.
import { reserveInputSchema, validate, type ReserveInput } from '@admit/shared';

export type ReserveCheck = { ok: true; value: ReserveInput } | { ok: false; problem: string };

/** The shared rules on a choice of tickets: what to send, or their words ("Choose at least one ticket."). */
export function checkReservation(input: ReserveInput): ReserveCheck {
  const result = validate(reserveInputSchema, input);
  // Nothing here is a field of its own: the rules' messages are read as one.
  return result.ok ? result : { ok: false, problem: Object.values(result.errors).join(' ') };
}
