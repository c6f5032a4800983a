import { formatPrice } from '@admit/shared';
import Form from 'react-bootstrap/Form';
import { graphql } from '../gql/index.ts';
import { useRunningHold } from '../use-running-hold.ts';
import { useTicketSelection } from '../use-ticket-selection.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useLocale } from '../../../lib/locale.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { HeldTicketsNotice } from './HeldTicketsNotice.tsx';
import { TicketList } from './TicketList.tsx';

export const TicketSelection_TicketTypeFragment = graphql(`
  fragment TicketSelection_ticketType on TicketType {
    id
    priceMinor
    offerPriceMinor
    availability
    ...TicketList_ticketType
  }
`);

/**
 * Choosing tickets: a quantity for each type on sale, the running total, and "Get tickets", which holds them
 * (with the access code in use, for hidden types) and opens checkout. Tickets this browser still holds for the
 * event are offered first: continue that checkout, or start again.
 */
export function TicketSelection({
  eventId,
  eventSlug,
  ticketTypes: ticketTypeRefs,
  currency,
  timeZone,
  unlockCode,
  onSoldOut,
}: {
  eventId: string;
  /** The event's address, for a sold-out type's waiting list. */
  eventSlug: string;
  ticketTypes: readonly FragmentType<typeof TicketSelection_TicketTypeFragment>[];
  currency: string;
  timeZone: string;
  unlockCode: string | null;
  /** What remains changed under the buyer: show the list as it stands now. */
  onSoldOut: () => void;
}) {
  const ticketTypes = getFragmentData(TicketSelection_TicketTypeFragment, ticketTypeRefs);
  // The running total is what the code would charge; the server prices the hold itself, by the same rule.
  const onSale = ticketTypes
    .filter((t) => t.availability === 'ON_SALE')
    .map((t) => ({ id: t.id, priceMinor: t.offerPriceMinor ?? t.priceMinor }));
  const selection = useTicketSelection({ eventId, onSale, unlockCode, onSoldOut });
  // Letting the old hold go puts its places back: the list is read again, as after a sell-out.
  const held = useRunningHold(eventId, onSoldOut);

  const list = (
    <TicketList
      ticketTypes={ticketTypes}
      currency={currency}
      timeZone={timeZone}
      selection={{ quantities: selection.quantities, onChange: selection.choose }}
      eventSlug={eventSlug}
    />
  );
  // Offered even when nothing is left on sale: this browser's own hold may be what took the last places.
  const notice = held.hold?.expiresAt ? (
    <HeldTicketsNotice
      orderId={held.hold.orderId}
      expiresAt={held.hold.expiresAt}
      releasing={held.releasing}
      releaseError={held.releaseError}
      onStartAgain={() => void held.startAgain()}
    />
  ) : null;
  if (onSale.length === 0) {
    return (
      <>
        {notice}
        {list}
      </>
    );
  }
  return (
    <Form noValidate onSubmit={(e) => void selection.submit(e)} aria-label="Choose tickets">
      {notice}
      {list}
      <SelectionTotal count={selection.count} total={selection.total} currency={currency} />
      {/* The shared rules' own words ("Choose at least one ticket.") and the API's share the one alert. */}
      <FormError message={selection.problem} />
      <SubmitButton className="w-100" busy={selection.busy} busyLabel="Holding your tickets…">
        Get tickets
      </SubmitButton>
    </Form>
  );
}

/** How many tickets are chosen, and what they cost together. */
function SelectionTotal({ count, total, currency }: { count: number; total: number; currency: string }) {
  const locale = useLocale();
  return (
    <div className="d-flex justify-content-between align-items-center mt-3 mb-2">
      <span className="text-body-secondary">
        {count === 0 ? 'Choose your tickets' : `${count} ${count === 1 ? 'ticket' : 'tickets'}`}
      </span>
      <span className="fw-semibold" data-testid="selection-total" aria-live="polite">
        {count > 0 && (total === 0 ? 'Free' : `Total ${formatPrice(total, currency, locale)}`)}
      </span>
    </div>
  );
}
