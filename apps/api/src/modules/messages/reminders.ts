import type { Backends } from '../../common/scope.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reminderMail } from './mails.ts';
import * as repo from './repo.ts';

/** Reminders claimed per transaction, so one tick never holds many orders locked at once. */
const REMINDER_BATCH = 500;

/**
 * The reminders due now (the messages.send-reminders cron, each minute): each order claimed once
 * (order_reminders) and its mail written in the same transaction, so two instances, or a tick run twice, remind
 * each holder once. Returns how many were written.
 */
export async function sendDueReminders(b: Pick<Backends, 'db' | 'queue' | 'config'>): Promise<number> {
  let total = 0;
  for (;;) {
    const written = await b.db.transaction(async (tx) => {
      const due = await repo.claimDueReminders(tx, REMINDER_BATCH);
      const events = new Map<string, EventRow | null>();
      for (const order of due) {
        if (!events.has(order.event_id)) events.set(order.event_id, await findEventById(tx, order.event_id));
        const event = events.get(order.event_id);
        if (!event) continue;
        const holder = { email: order.email, orderId: order.id, orderCode: order.code };
        const mail = reminderMail(event, holder, event.reminderHours, b.config.publicOrigins);
        await enqueueMail(b.queue, tx, mail, { organizationId: event.organizationId });
      }
      return due.length;
    });
    total += written;
    if (written < REMINDER_BATCH) return total;
  }
}
