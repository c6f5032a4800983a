import { and, eq, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { ReactElement } from 'react';
import { notifyLiveChange } from '../../common/live-changes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobEnqueuer } from '../../queue/queue.ts';
import { outbox } from './tables.ts';
import { renderMail } from './template.ts';

/** A mail as its module writes it: one element (mail/template.ts) that becomes both its HTML and its text. */
export type Mail = { to: string; subject: string; content: ReactElement; meta: Record<string, string> };

/** A mail whose parts are made already (renderMail), for many copies of one mail rendered once. */
export type RenderedMail = Omit<Mail, 'content'> & { html: string; text: string };

export type OutboxMail = typeof outbox.$inferSelect;

/** A file sent with a mail; with a `cid`, an image its HTML shows inline (`<img src="cid:…">`). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };

/**
 * What goes with a mail besides its words, made when it is sent from what it is about (a confirmation's tickets
 * as QR images and a PDF): the module that knows tickets supplies it (server.ts), so the outbox stays below it.
 */
export type MailAttachments = (mail: OutboxMail) => Promise<MailAttachment[]>;

/**
 * Writes a mail and the job that sends it, in the caller's transaction: both exist exactly when what the mail
 * announces was committed. The row is the mail's record (the order's outbox history); the job (mail.send) sends
 * it, retried with backoff and dead-lettered after its last attempt (queue/job-list.ts).
 */
export async function enqueueMail(
  queue: JobEnqueuer,
  tx: Db,
  mail: Mail | RenderedMail,
  options: { organizationId?: string; atMostOnce?: boolean } = {},
): Promise<string | null> {
  const { html, text } = 'content' in mail ? await renderMail(mail.content) : mail;
  const [row] = await tx
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text,
      html,
      meta: mail.meta,
      atMostOnce: options.atMostOnce ?? false,
    })
    .returning({ id: outbox.id });
  if (!row) return null;
  const about = options.organizationId ? { organizationId: options.organizationId } : {};
  await queue.enqueue(tx, 'mail.send', { mailId: row.id }, about);
  return row.id;
}

export type MailLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * nodemailer over SMTP_URL, with timeouts well inside the mail.send job's expiry (queue/job-list.ts), so a hung server
 * fails the attempt before the queue takes the job for lost and runs it again beside it.
 */
const smtpTransport = (url: string) =>
  nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });

/**
 * Sends one outbox mail (the mail.send job): over SMTP (SMTP_URL) with nodemailer, or, with no SMTP server
 * (`npm start`), printed as `MAIL …, open <link>` like the sign-in emails. A mail already sent is not sent again
 * (a job run twice, after its instance was killed between sending and completing, sends once more at most, as
 * any outbox does); a failure is recorded on the row and thrown, so the queue retries it.
 */
export type MailSender = { send(mailId: string): Promise<'sent' | 'already sent' | 'gone' | 'unconfirmed'> };

export function createMailSender(
  db: Db,
  config: Config['mail'],
  log: MailLog,
  attachmentsFor: MailAttachments = async () => [],
): MailSender {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;

  async function deliver(mail: OutboxMail): Promise<void> {
    if (transport) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: await attachmentsFor(mail),
      });
      return;
    }
    // `npm start` shows mail in its output, as it does the emulator's: the link as the mail has it (a guest's
    // access link carries a token that the meta, which logs may show, leaves out).
    const link = mail.meta['link'] ?? '';
    const inText = link ? mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(link)) : undefined;
    console.log(`MAIL ${mail.subject} to ${mail.to}, open ${inText ?? link}`);
  }

  /**
   * A mail sent at most once is claimed before the mail server is asked; one found claimed and unsent was being
   * delivered when its instance stopped, and is marked UNCONFIRMED (shown to the organizer) rather than sent again.
   */
  async function claimOnce(mail: OutboxMail): Promise<boolean> {
    if (mail.sendingSince) {
      await db
        .update(outbox)
        .set({ outcome: 'UNCONFIRMED', lastError: 'Its delivery was interrupted; it is not sent twice.' })
        .where(eq(outbox.id, mail.id));
      return false;
    }
    const claimed = await db
      .update(outbox)
      .set({ sendingSince: sql`now()` })
      .where(and(eq(outbox.id, mail.id), isNull(outbox.sendingSince), isNull(outbox.sentAt)))
      .returning({ id: outbox.id });
    return claimed.length === 1;
  }

  return {
    async send(mailId) {
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, mailId));
      if (!mail) return 'gone';
      if (mail.sentAt) return 'already sent';
      if (mail.atMostOnce && !(await claimOnce(mail))) return 'unconfirmed';
      const attempts = sql`${outbox.attempts} + 1`;
      try {
        await deliver(mail);
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        // The mail server said no (or could not be reached): nothing was delivered, so the claim is let go.
        await db.update(outbox).set({ attempts, lastError, sendingSince: null }).where(eq(outbox.id, mail.id));
        log.warn({ mail: mail.meta, attempts: mail.attempts + 1, err: error }, 'mail not sent; will retry');
        throw error;
      }
      await db
        .update(outbox)
        .set({ attempts, sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, mail.id));
      const eventId = mail.meta['eventId'];
      if (eventId) await notifyLiveChange(db, eventId);
      return 'sent';
    },
  };
}
