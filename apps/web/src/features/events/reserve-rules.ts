// Loaded when the buyer chooses a ticket or presses "Get tickets": the shared rules bring zod, which reading the
// page never needs; so do the waiting room's pass and the reading of its refusal.
import { ErrorCode, reserveInputSchema, validate, type ReserveInput } from '@admit/shared';
import { apiErrorData } from '../../lib/api-error-data.ts';
export { browserKeyHeaders, passFor } from '../../lib/waiting-room-pass.ts';

export type ReserveCheck = { ok: true; value: ReserveInput } | { ok: false; problem: string };

/** The shared rules on a choice of tickets: what to send, or their words ("Choose at least one ticket."). */
export function checkReservation(input: ReserveInput): ReserveCheck {
  const result = validate(reserveInputSchema, input);
  // Nothing here is a field of its own: the rules' messages are read as one.
  return result.ok ? result : { ok: false, problem: Object.values(result.errors).join(' ') };
}

/** Where a refusal sends the buyer: the event's waiting room, when it sells through one; else nowhere. */
export function waitingRoomUrlOf(error: unknown): string | null {
  return apiErrorData(error, ErrorCode.WAITING_ROOM)?.joinUrl ?? null;
}
