/** What Admit's e2e server mailed, read from the SMTP sink (smtp-sink.ts) the suite starts. */
import { expect } from '@playwright/test';
import { E2E_SMTP_SINK_HTTP_PORT } from '../playwright.config.ts';
import type { ReceivedMail } from './smtp-sink.ts';

export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${E2E_SMTP_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

/** Every mail the sink received, to whoever, oldest first. */
export async function allMail(): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${E2E_SMTP_SINK_HTTP_PORT}/messages`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits for the first mail to this address whose subject matches (the outbox sends just after commit). */
export async function waitForMail(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => (found = (await mailTo(address)).find((m) => subject.test(m.subject))), {
      message: `a mail to ${address} with a subject like ${subject}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  return found as ReceivedMail;
}
