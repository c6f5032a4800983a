import type { Backends } from '../../common/scope.ts';
import { notifyLiveChange } from '../../common/live-changes.ts';
import { findEventById } from '../events/repo.ts';
import { renderMarkdown } from '../events/markdown.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { messageMailsOf } from './mails.ts';
import * as repo from './repo.ts';

/** A message's mails are written in batches of this many seconds' worth of its rate. */
export const BATCH_SECONDS = 10;

/**
 * One batch of a message (the messages.send job): the next recipients' mails written to the outbox, each marked
 * written in the same transaction, and the next batch's job queued for BATCH_SECONDS later. Killed anywhere, the
 * transaction is undone whole and the job runs again: each recipient's mail is written exactly once. Each mail is
 * sent at most once (mail/outbox.ts): a delivery cut off by a crash is reported, never repeated.
 */
export async function sendMessageBatch(
  b: Pick<Backends, 'db' | 'queue' | 'config'>,
  messageId: string,
): Promise<number> {
  return b.db.transaction(async (tx) => {
    // Locked: one batch of a message at a time, whatever instance runs it.
    const message = await repo.lockMessage(tx, messageId);
    if (!message || message.status !== 'SENDING') return 0;
    const event = await findEventById(tx, message.eventId);
    if (!event) return 0;
    const size = Math.max(1, Math.round((message.ratePerMinute * BATCH_SECONDS) / 60));
    const claimed = await repo.claimWaiting(tx, message.id, size + 1);
    const batch = claimed.slice(0, size);
    const bodyHtml = renderMarkdown(message.body);
    const mailFor = await messageMailsOf(
      event,
      { id: message.id, subject: message.subject, bodyHtml },
      b.config.publicOrigins,
    );
    const about = { organizationId: message.organizationId };
    for (const holder of batch) {
      const mailId = await enqueueMail(b.queue, tx, mailFor(holder), { ...about, atMostOnce: true });
      if (mailId) await repo.markWritten(tx, message.id, holder.email, mailId);
    }
    const more = claimed.length > size;
    await repo.recordWritten(tx, message.id, batch.length, !more);
    if (more) {
      const startAfter = new Date(Date.now() + BATCH_SECONDS * 1000);
      await b.queue.enqueue(tx, 'messages.send', { messageId }, { ...about, startAfter });
    }
    await notifyLiveChange(tx, event.id);
    return batch.length;
  });
}
