import { ErrorCode, formatPrice, lineTotalMinor, sumMinor } from '@admit/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { useReserveTickets } from '../use-reserve-tickets.ts';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { loadApolloClient } from '../../../lib/apollo-client.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TicketList } from './TicketList.tsx';

export const TicketSelection_TicketTypeFragment = graphql(`
  fragment TicketSelection_ticketType on TicketType {
    id
    priceMinor
    availability
    ...TicketList_ticketType
  }
`);

/** Nothing here is a field of its own: every refusal (sold out, not open, a quantity) goes to the alert. */
const noFields = () => false;

/**
 * Choosing tickets: a quantity for each type on sale, the running total, and "Get tickets", which holds them
 * (with the access code in use, for hidden types) and opens checkout.
 */
export function TicketSelection({
  eventId,
  ticketTypes: ticketTypeRefs,
  currency,
  timeZone,
  unlockCode,
  onSoldOut,
}: {
  eventId: string;
  ticketTypes: readonly FragmentType<typeof TicketSelection_TicketTypeFragment>[];
  currency: string;
  timeZone: string;
  unlockCode: string | null;
  /** What remains changed under the buyer: show the list as it stands now. */
  onSoldOut: () => void;
}) {
  const ticketTypes = getFragmentData(TicketSelection_TicketTypeFragment, ticketTypeRefs);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const reserve = useReserveTickets();
  const locale = useLocale();
  const form = useFormSubmit({ showsField: noFields });
  const onSale = ticketTypes.filter((t) => t.availability === 'ON_SALE');
  const chosen = onSale.map((t) => ({ ticketTypeId: t.id, quantity: quantities[t.id] ?? 0, priceMinor: t.priceMinor }));
  const count = chosen.reduce((n, l) => n + l.quantity, 0);
  const total = sumMinor(chosen.map((l) => lineTotalMinor(l.priceMinor, l.quantity)));
  const choosing = count > 0;
  // The first ticket chosen says a purchase may follow: fetch what "Get tickets" needs (the shared rules, the API
  // client) now, not when it is pressed.
  useEffect(() => {
    if (!choosing) return;
    void import('../reserve-rules.ts');
    void loadApolloClient().catch(() => undefined);
  }, [choosing]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { reserveInputSchema } = await import('../reserve-rules.ts');
    await form.submit({
      form: formElement,
      schema: reserveInputSchema,
      input: { lines: chosen.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })), unlockCode },
      send: async (input) => {
        try {
          await reserve(eventId, input);
        } catch (error) {
          // Beside the API's words, the list as it stands now.
          if (apiErrorCode(error) === ErrorCode.SOLD_OUT) onSoldOut();
          throw error;
        }
      },
    });
  }

  const list = (
    <TicketList
      ticketTypes={ticketTypes}
      currency={currency}
      timeZone={timeZone}
      selection={{ quantities, onChange: (id, quantity) => setQuantities((q) => ({ ...q, [id]: quantity })) }}
    />
  );
  if (onSale.length === 0) return list;
  // The shared rules' own words ("Choose at least one ticket.") join the API's in the one alert.
  const problem = form.error ?? Object.values(form.fieldErrors)[0] ?? null;
  return (
    <Form noValidate onSubmit={submit} aria-label="Choose tickets">
      {list}
      <div className="d-flex justify-content-between align-items-center mt-3 mb-2">
        <span className="text-body-secondary">
          {count === 0 ? 'Choose your tickets' : `${count} ${count === 1 ? 'ticket' : 'tickets'}`}
        </span>
        <span className="fw-semibold" data-testid="selection-total" aria-live="polite">
          {count > 0 && (total === 0 ? 'Free' : `Total ${formatPrice(total, currency, locale)}`)}
        </span>
      </div>
      <FormError message={problem} />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Holding your tickets…">
        Get tickets
      </SubmitButton>
    </Form>
  );
}
