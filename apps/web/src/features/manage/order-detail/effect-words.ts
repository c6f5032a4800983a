import { formatPrice } from '@admit/shared';

/*
 * What each action will do, in words, for its confirmation: the person reads the effect before pressing, so the
 * sentence names the places, the money and the people it touches.
 */

const places = (n: number) => `${n} ${n === 1 ? 'place goes' : 'places go'}`;

type Refundable = { refundableMinor: number; currency: string; cardLast4: string | null };

/** Where the money goes back: the card's last digits when they are known. */
function backToCard({ refundableMinor, currency, cardLast4 }: Refundable): string {
  const card = cardLast4 ? `the card ending ${cardLast4}` : 'the card it was paid with';
  return `${formatPrice(refundableMinor, currency)} goes back to ${card}`;
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
