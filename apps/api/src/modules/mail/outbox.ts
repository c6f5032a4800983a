import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outbox } from './tables.ts';

export type Mail = { to: string; subject: string; text: string; meta: Record<string, string> };

/** Writes a mail in the caller's transaction: it exists exactly when what it announces was committed. */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
}

export type MailLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Sends what the outbox holds: over SMTP (SMTP_URL) with nodemailer, or, with no SMTP server (`npm start`),
 * printed as `MAIL …, open <link>` like the sign-in emails. `kick()` sends soon after a commit; `drain()` is the
 * periodic pass that also retries failures with backoff (1, 2, 4 … minutes, at most an hour).
 */
export type MailOutbox = { kick(): void; drain(): Promise<{ sent: number; failed: number }> };

const LEASE_SECONDS = 120;
const BATCH = 20;

export function createMailOutbox(db: Db, config: Config['mail'], log: MailLog): MailOutbox {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  let running: Promise<{ sent: number; failed: number }> | null = null;

  async function send(mail: typeof outbox.$inferSelect): Promise<void> {
    if (transport) {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
      return;
    }
    // `npm start` shows mail in its output, as it does the emulator's: the link as the mail has it (a guest's
    // access link carries a token that the meta, which logs may show, leaves out).
    const link = mail.meta['link'] ?? '';
    const inText = link ? mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(link)) : undefined;
    console.log(`MAIL ${mail.subject} to ${mail.to}, open ${inText ?? link}`);
  }

  async function drainOnce(): Promise<{ sent: number; failed: number }> {
    // Lease a batch: several instances drain side by side without sending a mail twice.
    const due = await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    let sent = 0;
    let failed = 0;
    for (const mail of due) {
      try {
        await send(mail);
        await db
          .update(outbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(eq(outbox.id, mail.id));
        sent++;
      } catch (error) {
        failed++;
        const backoff = Math.min(3600, 60 * 2 ** Math.max(0, mail.attempts - 1));
        await db
          .update(outbox)
          .set({ lastError: (error as Error).message, nextAttemptAt: sql`now() + make_interval(secs => ${backoff})` })
          .where(eq(outbox.id, mail.id));
        log.warn({ mail: mail.meta, attempts: mail.attempts, err: error }, 'mail not sent; will retry');
      }
    }
    return { sent, failed };
  }

  const drain = () => {
    running ??= drainOnce().finally(() => (running = null));
    return running;
  };

  return {
    kick() {
      void drain().catch((error: unknown) => log.warn({ err: error }, 'mail outbox drain failed'));
    },
    drain,
  };
}
