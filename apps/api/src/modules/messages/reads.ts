import type { RequestScope } from '../../common/scope.ts';
import { notFound } from '../../common/errors.ts';
import { z } from '@admit/shared';
import { findUsersByIds } from '../identity/repo.ts';
import { presentMessage, presentRecipient, type MessageView, type RecipientView } from './presenter.ts';
import * as repo from './repo.ts';
import { managedEvent } from './service.ts';
import type { MessageRow } from './tables.ts';

const LIST_LIMIT = 50;
const RECIPIENTS_PAGE = 50;

async function viewsOf(scope: RequestScope, rows: MessageRow[]): Promise<MessageView[]> {
  const counts = await repo.countDelivered(
    scope.db,
    rows.map((r) => r.id),
  );
  const authors = await findUsersByIds(scope.db, [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))]);
  const names = new Map(authors.map((u) => [u.id, u.displayName || u.email || 'A member']));
  return rows.map((r) =>
    presentMessage(
      r,
      counts.get(r.id) ?? { sent: 0, failed: 0 },
      r.createdBy ? (names.get(r.createdBy) ?? null) : null,
    ),
  );
}

export async function eventMessages(scope: RequestScope, eventId: string): Promise<MessageView[]> {
  const event = await managedEvent(scope, eventId);
  return viewsOf(scope, await repo.findEventMessages(scope.db, event.id, LIST_LIMIT));
}

/** A message, for one who may manage its event; anyone else finds none. */
async function managedMessage(scope: RequestScope, id: string): Promise<MessageRow> {
  const row = z.uuid().safeParse(id).success ? await repo.findMessage(scope.db, id) : null;
  if (!row) throw notFound('Message');
  await managedEvent(scope, row.eventId);
  return row;
}

export async function message(scope: RequestScope, id: string): Promise<MessageView> {
  const [view] = await viewsOf(scope, [await managedMessage(scope, id)]);
  if (!view) throw notFound('Message');
  return view;
}

export async function messageRecipients(
  scope: RequestScope,
  messageId: string,
  page: { after: string | null; onlyProblems: boolean },
): Promise<{ items: RecipientView[]; nextCursor: string | null }> {
  const row = await managedMessage(scope, messageId);
  const rows = await repo.recipientsPage(scope.db, row.id, { ...page, limit: RECIPIENTS_PAGE + 1 });
  const items = rows.slice(0, RECIPIENTS_PAGE).map(presentRecipient);
  return { items, nextCursor: rows.length > RECIPIENTS_PAGE ? (items.at(-1)?.email ?? null) : null };
}

/** The message now, then again after each ping of its event's live feed (its mails written or sent). */
export async function messageChanges(
  scope: RequestScope,
  id: string,
  signal: AbortSignal,
): Promise<AsyncIterable<MessageView>> {
  const first = await managedMessage(scope, id);
  const live = scope.live;
  if (!live) throw new Error('A subscription needs the live feed; only a server has one.');
  return (async function* () {
    yield await message(scope, id);
    const pings = live.changesOf(first.eventId, signal)[Symbol.asyncIterator]();
    while (!(await pings.next()).done) {
      // The role is asked again each time: a member removed meanwhile stops getting it.
      scope.roles.clear();
      yield await message(scope, id);
    }
  })();
}
