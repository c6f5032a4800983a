import {
  availabilityChangesAt,
  promoUnitPriceMinor,
  ticketTypeInputSchema,
  zonedToInstant,
  type TicketAvailability,
  type TicketTypeInput,
} from '@admit/shared';
import { actorOf, changedFields, recordAudit, type AuditActor } from '../audit/record.ts';
import { badUserInput, conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../common/validation.ts';
import { eventForManagement, lockEditableEvent } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import { viewerCan } from '../organizations/access.ts';
import { covers } from '../promo-codes/standing.ts';
import type { PromoCodeRow } from '../promo-codes/tables.ts';
import { judgeTypedCode } from './typed-code.ts';
import { presentTicketType, type TicketTypeView } from './presenter.ts';
import * as repo from './repo.ts';
import type { TicketTypeRow } from './tables.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';

function toWrite(input: TicketTypeInput, event: EventRow): repo.TicketTypeWrite {
  return {
    ...input,
    salesStartAt: input.salesStartAt ? zonedToInstant(input.salesStartAt, event.timeZone) : null,
    salesEndAt: input.salesEndAt ? zonedToInstant(input.salesEndAt, event.timeZone) : null,
    // A code only means something on a hidden type.
  };
}

function parse(input: unknown, event: EventRow): repo.TicketTypeWrite {
  const write = toWrite(parseInput(ticketTypeInputSchema, input), event);
  if (write.salesStartAt && write.salesStartAt >= event.endsAt) {
    throw badUserInput({ salesStartAt: 'Sales must open before the event ends.' });
  }
  return write;
}

/**
 * The ticket types of an event the viewer may see: the team sees all; others the listed ones, and the hidden ones
 * a typed code reveals (a hidden type's unlock code, or a promo code that reveals it, in any letter case). A usable
 * promo code prices the types it covers (offerPriceMinor). Wrong codes are counted: typed-code.ts.
 */
export async function visibleTicketTypes(
  scope: RequestScope,
  event: EventRow,
  rows: TicketTypeRow[],
  unlockCode?: string | null,
): Promise<TicketTypeView[]> {
  const manages = await viewerCan(scope, event.organizationId, 'events.manage');
  const team = manages || (await viewerCan(scope, event.organizationId, 'organization.view'));
  const audience = manages ? 'MANAGERS' : team ? 'TEAM' : 'PUBLIC';
  const { usable, unlocked } = await judgeTypedCode(scope, event, rows, unlockCode);
  const now = new Date();
  const visible = rows.filter((t) => manages || !t.hidden || unlocked.has(t.id));
  for (const t of visible) scope.freshness.changesAt(availabilityChangesAt(t, event.endsAt, now));
  return visible.map((t) => {
    const view = presentTicketType(asSeenWith(usable, t), event, audience, now);
    if (!usable || !covers(usable, t.id)) return view;
    return { ...view, offerPriceMinor: promoUnitPriceMinor(t.priceMinor, usable) };
  });
}

/**
 * A type as a buyer with a quota code sees it: what the code still keeps is theirs to buy (sold out to everyone
 * else, or not), ahead of a waiting list.
 */
function asSeenWith(usable: PromoCodeRow | null, t: TicketTypeRow): TicketTypeRow {
  if (!usable?.reservesPlaces || !covers(usable, t.id)) return t;
  const keptForThem = Math.max(0, (usable.maxUses ?? 0) - usable.uses);
  if (keptForThem === 0) return t;
  return { ...t, reservedPlaces: Math.max(0, t.reservedPlaces - keptForThem), waitingPlaces: 0 };
}

const NOTHING_TO_SELL: ReadonlySet<TicketAvailability> = new Set(['SALES_ENDED', 'CANCELLED']);

/**
 * The "from" price: the cheapest listed type still to be sold (sold out included; ended sales and a cancelled
 * event's types not); null if none.
 * It changes by itself as sales close.
 */
export function lowestPriceMinor(
  scope: Pick<RequestScope, 'freshness'>,
  event: EventRow,
  rows: TicketTypeRow[],
  now = new Date(),
): number | null {
  const listed = rows.filter((t) => !t.hidden);
  for (const t of listed) scope.freshness.changesAt(availabilityChangesAt(t, event.endsAt, now));
  const prices = listed
    .filter((t) => !NOTHING_TO_SELL.has(presentTicketType(t, event, 'PUBLIC', now).availability))
    .map((t) => t.priceMinor);
  return prices.length ? Math.min(...prices) : null;
}

/*
 * Every write locks its event first (lockEditableEvent) and re-checks it there:
 * a publish counting ticket types, or a cancel, racing the write is seen, and
 * a type is never added to a cancelled event nor the last one removed under a
 * publish. The role is checked before, on its own read (see lockEditableEvent).
 */

/** What the audit log records of a type's change: what a buyer pays and may buy; never its unlock code. */
const AUDITED_FIELDS = [
  'name',
  'priceMinor',
  'capacity',
  'salesStartAt',
  'salesEndAt',
  'minPerOrder',
  'maxPerOrder',
  'hidden',
] as const satisfies readonly (keyof TicketTypeRow)[];

const audited = (row: TicketTypeRow) => Object.fromEntries(AUDITED_FIELDS.map((f) => [f, row[f]]));

function auditTicketType(
  tx: Db,
  actor: AuditActor,
  event: EventRow,
  action: 'ticket_type.created' | 'ticket_type.updated' | 'ticket_type.deleted',
  id: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) {
  return recordAudit(tx, {
    ...actor,
    organizationId: event.organizationId,
    eventId: event.id,
    action,
    entityType: 'ticket_type',
    entityId: id,
    ...change,
  });
}

export async function createTicketType(scope: RequestScope, eventId: string, input: unknown): Promise<TicketTypeView> {
  await eventForManagement(scope, eventId);
  await countAttempt(scope, 'createTicketType');
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, eventId);
    const row = await repo.insertTicketType(tx, event.id, parse(input, event));
    await auditTicketType(tx, actor, event, 'ticket_type.created', row.id, { after: audited(row) });
    return presentTicketType(row, event, 'MANAGERS');
  });
}

/** The ticket type's id and event, once the viewer is known to manage that event. */
async function ticketTypeForManagement(scope: RequestScope, id: string): Promise<TicketTypeRow> {
  const row = await repo.findTicketTypeById(scope.db, id);
  if (!row) throw notFound('Ticket type');
  await eventForManagement(scope, row.eventId);
  return row;
}

export async function updateTicketType(scope: RequestScope, id: string, input: unknown): Promise<TicketTypeView> {
  const { eventId } = await ticketTypeForManagement(scope, id);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, eventId);
    const before = await repo.findTicketTypeById(tx, id);
    const updated = await repo.updateTicketTypeRow(tx, id, parse(input, event));
    if (!updated || !before) {
      if (!(await repo.findTicketTypeById(tx, id))) throw notFound('Ticket type');
      throw badUserInput({
        capacity: 'Tickets already sold (and places promo codes keep) exceed that capacity; raise it.',
      });
    }
    const change = changedFields(before, updated, AUDITED_FIELDS);
    if (change) await auditTicketType(tx, actor, event, 'ticket_type.updated', id, change);
    return presentTicketType(updated, event, 'MANAGERS');
  });
}

/** Only a type nothing was sold of; and a published event keeps at least one, so it stays sellable. */
export async function deleteTicketType(scope: RequestScope, id: string): Promise<boolean> {
  const { eventId } = await ticketTypeForManagement(scope, id);
  const actor = await actorOf(scope);
  await scope.db.transaction(async (tx) => {
    const event = await lockEditableEvent(tx, eventId);
    const before = await repo.findTicketTypeById(tx, id);
    if (!before || !(await repo.deleteUnsoldTicketType(tx, id))) {
      const now = await repo.findTicketTypeById(tx, id);
      if (!now) throw notFound('Ticket type');
      if (now.quantitySold === 0) throw conflict('A promo code keeps places of this type: delete that code first.');
      throw conflict('Tickets of this type have been sold; hide it or end its sales instead of deleting it.');
    }
    if (event.status === 'PUBLISHED' && (await repo.countTicketTypes(tx, eventId)) === 0) {
      throw conflict('A published event needs at least one ticket type: add another before deleting this one.');
    }
    await auditTicketType(tx, actor, event, 'ticket_type.deleted', id, { before: audited(before) });
  });
  return true;
}
