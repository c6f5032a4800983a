import { answerText, QUESTION_KINDS, z } from '@admit/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

const noteRow = z.object({
  ticket_id: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  values: z.array(z.string()),
});

/**
 * What the door shows after a scan, from the answers to questions the organizer marked "show at the door"
 * ("T-shirt: M"): a ticket's own answers and its order's, in the questions' order. Deleted questions show nothing.
 * Either the event's tickets (the door's offline copy) or some tickets (a scan's result).
 */
export async function doorNotesOf(
  db: Db,
  which: { eventId: string } | { ticketIds: readonly string[] },
): Promise<Map<string, string[]>> {
  if ('ticketIds' in which && which.ticketIds.length === 0) return new Map();
  const scope =
    'eventId' in which
      ? sql`t.event_id = ${which.eventId}::uuid`
      : sql`t.id in (${sql.join(
          which.ticketIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const rows = await rowsOf(
    db,
    sql`
    select t.id as ticket_id, q.label, q.kind, a.values
    from tickets t
    join order_answers a on a.order_id = t.order_id and a.place in (0, t.place)
    join questions q on q.id = a.question_id
    where ${scope} and q.show_at_door and q.deleted_at is null
    order by t.id, q.position, a.place`,
    noteRow,
  );
  const notes = new Map<string, string[]>();
  for (const row of rows) {
    const list = notes.get(row.ticket_id) ?? [];
    list.push(`${row.label}: ${answerText(row.kind, row.values)}`);
    notes.set(row.ticket_id, list);
  }
  return notes;
}
