import { formatPrice } from '@admit/shared';

/*
 * What each action will do, in words, for its confirmation: the person reads the effect before pressing, so the
 * sentence names the places, the money and the people it touches.
 */

const places = (n: number) => `${n} ${n === 1 ? 'place goes' : 'places go'}`;

/** How the order was paid, as the refund words need it: the card's digits, or paid outside Admit (staff-orders). */
export const paidWith = (payments: readonly { provider: string; cardLast4?: string | null }[]) => ({
  cardLast4: payments[0]?.cardLast4 ?? null,
  paidOutside: payments[0]?.provider === 'OFFLINE',
});

type Refundable = { refundableMinor: number; currency: string; cardLast4: string | null; paidOutside?: boolean };

/**
 * Where the money goes back: the card (its last digits when they are known), or, for an order paid outside Admit
 * (bank transfer, cash), by the organizer's own means: Admit records it and asks no provider.
 */
function backToCard({ refundableMinor, currency, cardLast4, paidOutside }: Refundable): string {
  const amount = formatPrice(refundableMinor, currency);
  if (paidOutside) return `${amount} is recorded as given back outside Admit (you pay it back yourself)`;
  const card = cardLast4 ? `the card ending ${cardLast4}` : 'the card it was paid with';
  return `${amount} goes back to ${card}`;
}

/** "The tickets are voided and 2 places go back on sale; £40.00 goes back to the card ending 4242." */
export function cancelEffect(
  order: { status: string; placesHeld: number } & Refundable,
  choice: { refund: boolean; notifyBuyer: boolean },
): string {
  const held = order.status === 'RESERVED';
  const what = held
    ? `The hold ends now and ${places(order.placesHeld)} back on sale`
    : `The tickets are voided and ${places(order.placesHeld)} back on sale`;
  const money =
    held || order.refundableMinor === 0
      ? ''
      : choice.refund
        ? `; ${backToCard(order)}`
        : `; no money goes back (${formatPrice(order.refundableMinor, order.currency)} stays paid)`;
  const told = choice.notifyBuyer ? ' The buyer is emailed.' : ' The buyer is not told.';
  return `${what}${money}.${told}`;
}

/** "The hold lasts 30 minutes longer: its 2 places stay reserved until 18:40." */
export function extendEffect(minutes: number, placesHeld: number, until: string): string {
  const them = placesHeld === 1 ? 'its place stays' : `its ${placesHeld} places stay`;
  return `The hold lasts ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} longer: ${them} reserved until ${until}.`;
}

/** Whom the tickets go to, and what a guest's earlier link becomes. */
export function resendEffect(email: string | null, ticket: { attendeeName: string; ticketTypeName: string } | null) {
  const what = ticket ? `${ticket.attendeeName}’s ${ticket.ticketTypeName} ticket is` : 'The order’s tickets are';
  return `${what} emailed again to ${email ?? 'the buyer'}. An address that has not confirmed itself yet is first asked to.`;
}

/** What renaming changes: the name at the door, not the code. */
export function renameEffect(from: string): string {
  return `The ticket now held by ${from} changes name. The door’s scanners show the new name at their next sync; the ticket’s QR code stays the same.`;
}

/**
 * What moving a ticket to another type does: "VIP costs £25.00 more; the buyer is asked to pay it, and the ticket
 * changes once they have." / "Balcony costs £5.00 less; £5.00 goes back to the card ending 4242."
 */
export function typeChangeEffect(
  from: { priceMinor: number },
  to: { name: string; priceMinor: number },
  money: { currency: string; cardLast4: string | null; paidOutside?: boolean },
): string {
  const difference = to.priceMinor - from.priceMinor;
  const newCode =
    'The ticket gets a new QR code (the old one stops working); the door’s scanners have it at their next sync.';
  if (difference > 0) {
    const more = formatPrice(difference, money.currency);
    return `${to.name} costs ${more} more; the buyer is emailed a link to pay it, and the ticket changes once they have. Its place is held meanwhile.`;
  }
  if (difference < 0) {
    const back = backToCard({ ...money, refundableMinor: -difference });
    return `${to.name} costs ${formatPrice(-difference, money.currency)} less; ${back}. ${newCode}`;
  }
  return `${to.name} costs the same; nothing is paid or refunded. ${newCode}`;
}

/**
 * What a refund from the order page does: "£25.00 goes back to the card ending 4242 for Oskar Lind’s ticket (1
 * ticket); it stops admitting anyone and its place goes back on sale. The buyer is emailed."
 */
export function refundEffect(
  money: { amountMinor: number; currency: string; cardLast4: string | null; paidOutside?: boolean },
  tickets: { label: string; count: number } | null,
  notifyBuyer: boolean,
): string {
  const back = backToCard({ ...money, refundableMinor: money.amountMinor });
  const told = notifyBuyer ? ' The buyer is emailed.' : ' The buyer is not told.';
  if (!tickets) return `${back}; the tickets stay good.${told}`;
  const one = tickets.count === 1;
  const n = `${tickets.count} ${one ? 'ticket' : 'tickets'}`;
  const stop = one ? 'it stops admitting anyone and its place goes' : 'they stop admitting anyone and their places go';
  return `${back} for ${tickets.label} (${n}); ${stop} back on sale.${told}`;
}
