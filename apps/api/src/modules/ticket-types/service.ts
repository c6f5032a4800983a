import { ticketTypeInputSchema, zonedToInstant, type TicketTypeInput } from '@admit/shared';
import { badUserInput, conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { assertEditable, eventForManagement } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import { viewerCan } from '../organizations/access.ts';
import { presentTicketType, type TicketTypeView } from './presenter.ts';
import * as repo from './repo.ts';
import type { TicketTypeRow } from './tables.ts';

function toWrite(input: TicketTypeInput, event: EventRow): repo.TicketTypeWrite {
  return {
    ...input,
    salesStartAt: input.salesStartAt ? zonedToInstant(input.salesStartAt, event.timeZone) : null,
    salesEndAt: input.salesEndAt ? zonedToInstant(input.salesEndAt, event.timeZone) : null,
    // A code only means something on a hidden type.
    unlockCode: input.hidden ? (input.unlockCode ?? null) : null,
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
 * The ticket types of an event the viewer may see: the team sees all; others
 * the listed ones, and the hidden ones whose code they typed (in any letter case).
 */
export async function visibleTicketTypes(
  scope: RequestScope,
  event: EventRow,
  rows: TicketTypeRow[],
  unlockCode?: string | null,
): Promise<TicketTypeView[]> {
  const manages = await viewerCan(scope, event.organizationId, 'events.manage');
  const code = unlockCode?.trim().toLowerCase();
  return rows
    .filter((t) => manages || !t.hidden || (!!code && t.unlockCode?.toLowerCase() === code))
    .map((t) => presentTicketType(t, event, manages));
}

/** The "from" price: the cheapest listed type still to be sold (sold out included, ended sales not); null if none. */
export function lowestPriceMinor(event: EventRow, rows: TicketTypeRow[], now = new Date()): number | null {
  const prices = rows
    .filter((t) => !t.hidden && presentTicketType(t, event, false, now).availability !== 'SALES_ENDED')
    .map((t) => t.priceMinor);
  return prices.length ? Math.min(...prices) : null;
}

export async function createTicketType(scope: RequestScope, eventId: string, input: unknown): Promise<TicketTypeView> {
  const event = await eventForManagement(scope, eventId);
  assertEditable(event);
  const row = await repo.insertTicketType(scope.db, event.id, parse(input, event));
  return presentTicketType(row, event, true);
}

async function ticketTypeForManagement(scope: RequestScope, id: string) {
  const row = await repo.findTicketTypeById(scope.db, id);
  if (!row) throw notFound('Ticket type');
  const event = await eventForManagement(scope, row.eventId);
  assertEditable(event);
  return { row, event };
}

export async function updateTicketType(scope: RequestScope, id: string, input: unknown): Promise<TicketTypeView> {
  const { row, event } = await ticketTypeForManagement(scope, id);
  const updated = await repo.updateTicketTypeRow(scope.db, row.id, parse(input, event));
  if (!updated) throw badUserInput({ capacity: 'Tickets already sold exceed that capacity; raise it.' });
  return presentTicketType(updated, event, true);
}

export async function deleteTicketType(scope: RequestScope, id: string): Promise<boolean> {
  const { row } = await ticketTypeForManagement(scope, id);
  if (!(await repo.deleteUnsoldTicketType(scope.db, row.id))) {
    throw conflict('Tickets of this type have been sold; hide it or end its sales instead of deleting it.');
  }
  return true;
}
