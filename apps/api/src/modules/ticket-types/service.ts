import { ticketTypeInputSchema, validate, zonedToInstant, type TicketTypeInput } from '@admit/shared';
import type { Context } from '../../graphql/context.ts';
import { badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { assertEditable, eventForManagement } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import * as repo from './repo.ts';
import type { TicketTypeRow } from './tables.ts';

/** A ticket type with its event: availability needs the event's end, prices its currency. */
export type TicketTypeView = TicketTypeRow & { event: EventRow };

function toWrite(input: TicketTypeInput, event: EventRow): repo.TicketTypeWrite {
  return {
    name: input.name,
    description: input.description,
    priceMinor: input.priceMinor,
    capacity: input.capacity,
    salesStartAt: input.salesStartAt ? zonedToInstant(input.salesStartAt, event.timeZone) : null,
    salesEndAt: input.salesEndAt ? zonedToInstant(input.salesEndAt, event.timeZone) : null,
    minPerOrder: input.minPerOrder,
    maxPerOrder: input.maxPerOrder,
    hidden: input.hidden,
    // A code only means something on a hidden type.
    unlockCode: input.hidden ? (input.unlockCode ?? null) : null,
    sortOrder: input.sortOrder,
  };
}

function parse(input: unknown, event: EventRow): repo.TicketTypeWrite {
  const parsed = validate(ticketTypeInputSchema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  const write = toWrite(parsed.value, event);
  if (write.salesStartAt && write.salesStartAt >= event.endsAt) {
    throw badUserInput({ salesStartAt: 'Sales must open before the event ends.' });
  }
  return write;
}

export async function createTicketType(ctx: Context, eventId: string, input: unknown): Promise<TicketTypeView> {
  const event = await eventForManagement(ctx, eventId);
  assertEditable(event);
  const row = await repo.insertTicketType(ctx.db, event.id, parse(input, event));
  ctx.loaders.ticketTypes.clear(event.id);
  return { ...row, event };
}

async function ticketTypeForManagement(ctx: Context, id: string): Promise<{ row: TicketTypeRow; event: EventRow }> {
  const row = await repo.findTicketTypeById(ctx.db, id);
  if (!row) throw notFound('Ticket type');
  const event = await eventForManagement(ctx, row.eventId);
  assertEditable(event);
  return { row, event };
}

export async function updateTicketType(ctx: Context, id: string, input: unknown): Promise<TicketTypeView> {
  const { row, event } = await ticketTypeForManagement(ctx, id);
  const write = parse(input, event);
  const updated = await repo.updateTicketTypeRow(ctx.db, row.id, write);
  if (!updated) {
    throw badUserInput({ capacity: 'Tickets already sold exceed that capacity; raise it.' });
  }
  ctx.loaders.ticketTypes.clear(event.id);
  return { ...updated, event };
}

export async function deleteTicketType(ctx: Context, id: string): Promise<boolean> {
  const { row } = await ticketTypeForManagement(ctx, id);
  if (!(await repo.deleteUnsoldTicketType(ctx.db, row.id))) {
    throw conflict('Tickets of this type have been sold; hide it or end its sales instead of deleting it.');
  }
  ctx.loaders.ticketTypes.clear(row.eventId);
  return true;
}
