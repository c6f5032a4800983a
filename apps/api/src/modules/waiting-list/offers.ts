import { randomBytes } from 'node:crypto';
import { entriesToOffer, eventTicketAvailability } from '@admit/shared';
import { conflict } from '../../common/errors.ts';
import type { Backends } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../events/tables.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { hashClaimToken } from '../orders/access.ts';
import { lockEventForSale } from '../orders/repo.ts';
import { holdInTransaction } from '../orders/service.ts';
import { findTicketTypeById } from '../ticket-types/repo.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import { offerMail } from './mails.ts';
import * as repo from './repo.ts';
import type { WaitingListEntryRow } from './tables.ts';

type OfferBackends = Pick<Backends, 'queue' | 'waitingLine' | 'config'>;

/** The event and type, locked in the order every hold takes them (the event shared, then the type's row). */
export async function lockTypeForOffers(
  tx: Db,
  ticketTypeId: string,
): Promise<{ event: EventRow; type: TicketTypeRow } | null> {
  const unlocked = await findTicketTypeById(tx, ticketTypeId);
  if (!unlocked) return null;
  const event = await lockEventForSale(tx, unlocked.eventId);
  const type = await repo.lockTicketType(tx, ticketTypeId);
  return event && type ? { event, type } : null;
}

/** Places free to offer: neither sold nor held, nor kept by quota codes. */
export const freePlaces = (type: TicketTypeRow) => type.capacity - type.quantitySold - type.reservedPlaces;

/** Whether offers can be made now: the event is on and the type's sale window open (sold out or not). */
export function offersPossible(event: EventRow, type: TicketTypeRow, now: Date): boolean {
  const availability = eventTicketAvailability({ ...type, waitingPlaces: 0 }, event, now);
  return event.status === 'PUBLISHED' && (availability === 'ON_SALE' || availability === 'SOLD_OUT');
}

/**
 * One entry's offer, in the caller's transaction (the type locked): its places held by checkout's own hold, for
 * the policy's hours, the hold's claim token being the mailed link's; the entry OFFERED; the places it waited for
 * no longer waited for; and the mail. A hold like any other: counted against capacity, back on sale when it ends.
 */
export async function offerInTransaction(
  tx: Db,
  b: OfferBackends,
  { event, type, entry }: { event: EventRow; type: TicketTypeRow; entry: WaitingListEntryRow },
): Promise<WaitingListEntryRow> {
  const token = randomBytes(24).toString('base64url');
  const tokenHash = hashClaimToken(token);
  const { order } = await holdInTransaction(tx, b, {
    eventId: event.id,
    lines: [{ ticketTypeId: type.id, quantity: entry.quantity }],
    code: null,
    buyer: { userId: null, email: entry.email },
    claimTokenHash: tokenHash,
    holdMinutes: event.waitingListOfferHours * 60,
    forWaitingList: true,
  });
  const offered = await repo.updateEntry(
    tx,
    entry.id,
    {
      status: 'OFFERED',
      offerOrderId: order.id,
      offerTokenHash: tokenHash,
      offeredAt: new Date(),
      offerExpiresAt: order.holdExpiresAt,
    },
    ['WAITING'],
  );
  if (!offered) throw conflict('That entry is no longer waiting.');
  await repo.addWaitingPlaces(tx, type.id, -entry.quantity);
  const about = { event, ticketTypeName: type.name, quantity: entry.quantity, origins: b.config.publicOrigins };
  const mail = offerMail({
    ...about,
    to: entry.email,
    token,
    until: order.holdExpiresAt,
    totalMinor: order.totalMinor,
    currency: order.currency,
  });
  await enqueueMail(b.queue, tx, mail, { organizationId: event.organizationId });
  return offered;
}

/**
 * Places that came back go down the type's line: offers that ended unpaid lapse first (their places are among
 * those back), then each entry that fits what is free is offered its places, in line order; a group that does not
 * fit stops the round unless the event lets smaller entries go first. The type's row lock makes rounds one at a
 * time, and each offer is a guarded hold, so no place is offered twice. Safe to run again (the places-back feed,
 * the minute sweep and a hold's end may all ask); returns how many entries were offered places.
 */
export async function offerFreePlaces(b: OfferBackends & Pick<Backends, 'db'>, ticketTypeId: string): Promise<number> {
  await repo.lapseEndedOffers(b.db, ticketTypeId);
  return b.db.transaction(async (tx) => {
    const locked = await lockTypeForOffers(tx, ticketTypeId);
    if (!locked) return 0;
    const { event, type } = locked;
    if (!event.waitingListAutoOffer || !offersPossible(event, type, new Date())) return 0;
    const free = freePlaces(type);
    if (free <= 0 || type.waitingPlaces === 0) return 0;
    // An entry larger than the whole type (its capacity lowered since it joined) never fits: it holds no one up.
    const line = (await repo.lockLine(tx, type.id)).filter((entry) => entry.quantity <= type.capacity);
    const chosen = entriesToOffer(line, free, event.waitingListSkipGroups);
    for (const entry of chosen) await offerInTransaction(tx, b, { event, type, entry });
    return chosen.length;
  });
}

/** The minute's safety net: every type with people waiting and places free gets its round. */
export async function sweepWaitingLists(b: OfferBackends & Pick<Backends, 'db'>): Promise<number> {
  await repo.lapseEndedOffers(b.db);
  let offered = 0;
  for (const id of await repo.typesWithPlacesForTheLine(b.db)) offered += await offerFreePlaces(b, id);
  return offered;
}
