import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode, TICKET_AVAILABILITY, type TicketAvailability } from '@admit/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearHolds, noteHold, saveHold } from '../../../lib/hold-store.ts';
import { TicketSelection } from './TicketSelection.tsx';

/** The API client "Get tickets" loads: its one call here, the hold, refused as sold out. */
const mutate = vi.fn<() => Promise<unknown>>();
vi.mock('../../../lib/apollo-client.ts', () => ({ loadApolloClient: () => Promise.resolve({ mutate }) }));

const soldOut = new CombinedGraphQLErrors({
  errors: [{ message: 'Not enough tickets: only 1 Deckchair left.', extensions: { code: ErrorCode.SOLD_OUT } }],
});

/** A ticket type as the event page's query returns it. */
const deckchairRow = {
  id: 'tt1',
  name: 'Deckchair',
  description: null,
  priceMinor: 1200,
  offerPriceMinor: null as number | null,
  availability: 'ON_SALE' as TicketAvailability,
  salesStartAt: null,
  salesEndAt: null,
  minPerOrder: 1,
  maxPerOrder: 4,
  hidden: false,
  waitingListOpen: false,
};
// Masking is types only: the reference a parent passes is the row itself.
const deckchair = { ...deckchairRow, ' $fragmentRefs': { TicketSelection_TicketTypeFragment: deckchairRow } };

function renderSelection(onSoldOut: () => void = () => undefined, type = deckchair) {
  render(
    <TicketSelection
      eventId="e1"
      eventSlug="harbour-nights"
      ticketTypes={[type]}
      currency="GBP"
      timeZone="Europe/London"
      unlockCode={null}
      onSoldOut={onSoldOut}
    />,
  );
}

const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

afterEach(() => {
  vi.restoreAllMocks();
  clearHolds();
});

describe('TicketSelection', () => {
  it('refuses nothing chosen with the shared rules, until a ticket is chosen', async () => {
    renderSelection();
    await press('Get tickets');
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one ticket.');
    expect(mutate).not.toHaveBeenCalled();

    await press('Add a Deckchair ticket');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('selection-total').textContent).toMatch(/Total £12\.00/);
  });

  // Guards: under a promo code the type shows its own price struck through beside the code's, and the running
  // total is the code's (the server prices the hold by the same rule).
  it('shows a promo code’s price beside the type’s own, and totals at the code’s price', async () => {
    const discounted = { ...deckchairRow, offerPriceMinor: 960 };
    renderSelection(undefined, { ...discounted, ' $fragmentRefs': { TicketSelection_TicketTypeFragment: discounted } });
    expect(screen.getByTestId('offer-price').textContent).toBe('was £12.00now £9.60');
    await press('Add a Deckchair ticket');
    await press('Add a Deckchair ticket');
    expect(screen.getByTestId('selection-total').textContent).toMatch(/Total £19\.20/);
  });

  it('offers a sold-out type’s waiting list, and no quantity to choose', () => {
    // SOLD_OUT, named through the shared list (the lint keeps codes out of strings).
    const full = { ...deckchairRow, availability: TICKET_AVAILABILITY[1], waitingListOpen: true };
    renderSelection(undefined, { ...full, ' $fragmentRefs': { TicketSelection_TicketTypeFragment: full } });
    const link = screen.getByRole('link', { name: 'Join the waiting list' });
    expect(link.getAttribute('href')).toBe('/e/harbour-nights/waiting-list/tt1');
    expect(screen.queryByRole('button', { name: 'Add a Deckchair ticket' })).toBeNull();
  });

  it('shows the API’s refusal in the alert, and asks for the list as it stands after a sell-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mutate.mockRejectedValueOnce(soldOut);
    const onSoldOut = vi.fn();
    renderSelection(onSoldOut);
    await press('Add a Deckchair ticket');
    await press('Add a Deckchair ticket');
    await press('Get tickets');
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough tickets: only 1 Deckchair left.');
    expect(onSoldOut).toHaveBeenCalledOnce();
    expect(mutate).toHaveBeenCalledOnce();
  });
});

describe('TicketSelection with tickets already held here', () => {
  it('offers to continue that hold with its countdown, or to let it go and choose again', async () => {
    saveHold({ orderId: 'o1', claimToken: 't1' });
    noteHold('o1', { eventId: 'e1', secondsLeft: 300 });
    mutate.mockResolvedValueOnce({ data: { cancelReservation: { id: 'o1', status: 'CANCELLED' } } });
    const onSoldOut = vi.fn();
    renderSelection(onSoldOut);
    const notice = screen.getByRole('region', { name: 'You have tickets held for this event' });
    expect(screen.getByRole('timer').textContent).toMatch(/^(5:00|4:59)$/);
    expect(screen.getByRole('link', { name: 'Continue checkout' }).getAttribute('href')).toBe('/checkout/o1');

    await press('Start again');
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { id: 'o1', claimToken: 't1' } }));
    // Gone, and the list asked for again: the places let go are on sale once more.
    expect(notice.isConnected).toBe(false);
    expect(onSoldOut).toHaveBeenCalledOnce();
  });

  it('offers nothing for a hold of another event, or one that has ended', () => {
    saveHold({ orderId: 'o2', claimToken: 't2' });
    noteHold('o2', { eventId: 'another', secondsLeft: 300 });
    saveHold({ orderId: 'o3', claimToken: 't3' });
    noteHold('o3', { eventId: 'e1', secondsLeft: 0 });
    renderSelection();
    expect(screen.queryByRole('region', { name: 'You have tickets held for this event' })).toBeNull();
  });
});
