import { lineTotalMinor, sumMinor } from '@admit/shared';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { loadApolloClient } from '../../lib/apollo-client.ts';
import { useApiAction } from '../../lib/forms/use-action.ts';
import { useReserveTickets } from './use-reserve-tickets.ts';

type OnSale = { id: string; priceMinor: number };

/**
 * The choice of tickets: a quantity per ticket type (a map, filled by the steppers), the count and total, and
 * "Get tickets" with the shared rules checked first.
 *
 * Not useSchemaForm: this runs on the server-rendered event page (Preact), where zod loads only once a ticket is
 * chosen (reserve-rules.ts). react-hook-form's resolver needs the rules when the form is made, which would put
 * zod and react-hook-form in every visitor's download, most of whom only read the page. The steppers are not
 * inputs to register, so local state and the shared rules, loaded on demand, do the same work.
 */
export function useTicketSelection({
  eventId,
  onSale,
  unlockCode,
  onSoldOut,
}: {
  eventId: string;
  onSale: readonly OnSale[];
  unlockCode: string | null;
  onSoldOut: () => void;
}) {
  const [quantities, setQuantities] = useState<Readonly<Record<string, number>>>({});
  // What the shared rules refused, until the choice changes (a ticket chosen answers "Choose at least one ticket.").
  const [refused, setRefused] = useState<string | null>(null);
  const reservation = useApiAction();
  const reserve = useReserveTickets();
  const chosen = onSale.map((t) => ({ ticketTypeId: t.id, quantity: quantities[t.id] ?? 0, priceMinor: t.priceMinor }));
  const count = chosen.reduce((n, l) => n + l.quantity, 0);
  const total = sumMinor(chosen.map((l) => lineTotalMinor(l.priceMinor, l.quantity)));
  const choosing = count > 0;
  // The first ticket chosen says a purchase may follow: fetch what "Get tickets" needs (the shared rules, the API
  // client) now, not when it is pressed.
  useEffect(() => {
    if (!choosing) return;
    void import('./reserve-rules.ts');
    void loadApolloClient().catch(() => undefined);
  }, [choosing]);

  const choose = useCallback((ticketTypeId: string, quantity: number) => {
    setQuantities((q) => ({ ...q, [ticketTypeId]: quantity }));
    setRefused(null);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { checkReservation } = await import('./reserve-rules.ts');
    const checked = checkReservation({
      lines: chosen.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })),
      unlockCode,
    });
    // One alert: the rules' words replace the API's last refusal, and the other way round.
    reservation.setError(null);
    setRefused(checked.ok ? null : checked.problem);
    if (!checked.ok) return;
    await reservation.run(async () => {
      try {
        await reserve(eventId, checked.value);
      } catch (error) {
        // Beside the API's words, the list as it stands now.
        const { apiErrorCode, ErrorCode } = await import('../../lib/api-errors.ts');
        if (apiErrorCode(error) === ErrorCode.SOLD_OUT) onSoldOut();
        throw error;
      }
    });
  }

  return { quantities, choose, count, total, problem: reservation.error ?? refused, busy: reservation.busy, submit };
}
