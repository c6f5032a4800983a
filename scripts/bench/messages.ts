/**
 * `npm run bench:messages`: a message to MESSAGE_RECIPIENTS holders (default 20,000), on PostgreSQL, through a real
 * API instance and a real SMTP server (smtp-server, in this process, on loopback: it counts what arrives and keeps
 * nothing). The holders are written straight to a fresh database (paid-event.ts); the owner sends the message over
 * HTTP at MESSAGE_RATE a minute (default 6,000, the most a message allows), and the bench measures the mutation's
 * answer, the time until the SMTP server has every copy, copies that arrived twice, and the API's peak memory.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { preparePaidEvent } from './paid-event.ts';
import { benchInstanceEnv, memoryOf, startInstance, type Instance } from './rush-stack.ts';

const RECIPIENTS = Number(process.env['MESSAGE_RECIPIENTS'] ?? 20_000);
const RATE = Number(process.env['MESSAGE_RATE'] ?? 6000);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'admit_bench_messages';
const PORT = Number(process.env['MESSAGE_PORT'] ?? 3491);
const EMULATOR_PORT = Number(process.env['MESSAGE_AUTH_EMULATOR_PORT'] ?? 9791);
const PROJECT_ID = 'demo-admit-messages';

/** An SMTP server that counts each recipient's copies; it reads each message through and keeps none. */
async function countingSmtp(): Promise<{ port: number; copies: Map<string, number>; close(): Promise<void> }> {
  const copies = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) copies.set(to.address, (copies.get(to.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  // A connection reset by a client is the client's end, not the bench's.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;
  return { port, copies, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function send(instance: Instance, token: string, eventId: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation($e: ID!, $i: MessageInput!, $r: Int) {
        sendMessage(eventId: $e, input: $i, ratePerMinute: $r) { recipientCount } }`,
      variables: {
        e: eventId,
        r: RATE,
        i: {
          subject: 'Gates open at six',
          body: 'See you at the **north gate**. Bring your ticket on your phone or printed.',
          recipients: { audience: 'EVERYONE' },
        },
      },
    }),
  });
  const body: unknown = await res.json();
  if (!JSON.stringify(body).includes(`"recipientCount":${RECIPIENTS}`)) {
    throw new Error(`sendMessage failed: ${JSON.stringify(body)}`);
  }
  return performance.now() - started;
}

async function measure(
  instance: Instance,
  smtp: Awaited<ReturnType<typeof countingSmtp>>,
  token: string,
  eventId: string,
) {
  const idle = memoryOf(instance.pid).rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(instance.pid).rss)), 100);
  try {
    const started = performance.now();
    const answerMs = await send(instance, token, eventId);
    while (smtp.copies.size < RECIPIENTS) await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const twice = [...smtp.copies.values()].filter((n) => n > 1).length;
    console.log(`sendMessage answered in ${answerMs.toFixed(0)} ms`);
    console.log(
      `all ${RECIPIENTS.toLocaleString('en')} received in ${seconds.toFixed(1)} s (${(RECIPIENTS / seconds).toFixed(0)}/s at a rate of ${RATE}/min)`,
    );
    console.log(`addresses that got two copies: ${twice}`);
    console.log(
      `API RSS idle ${idle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (VmHWM ${memoryOf(instance.pid).peak.toFixed(0)} MiB)`,
    );
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
  const smtp = await countingSmtp();
  let instance: Instance | null = null;
  try {
    const rest = authEmulatorRest(`http://${emulator.host}`, PROJECT_ID);
    const owner = await rest.signUpVerified(`owner-${Date.now()}@bench.example`, 'bench-pass-1');
    const { url, eventId } = await preparePaidEvent(SERVER, DATABASE, owner.localId, RECIPIENTS);
    const env = { port: PORT, publicPort: PORT, databaseUrl: url, projectId: PROJECT_ID, emulatorHost: emulator.host };
    const instanceEnv = { ...benchInstanceEnv({ ...env, rateLimits: '' }), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    instance = await startInstance('api', instanceEnv);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await measure(instance, smtp, owner.idToken, eventId);
  } finally {
    await instance?.stop();
    await smtp.close();
    await emulator.stop();
  }
}

await main();
