import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import { inject } from 'vitest';
import { withRequestLimitsLifted } from '../rate-limits/limits.ts';
import { freePort } from './free-port.ts';
import { TEST_PROJECT_ID } from './global-setup.ts';
import { authEmulatorRest } from '../../../../scripts/lib/auth-emulator-rest.ts';
import {
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  PUBLISH_EVENT,
  type GraphQLClient,
} from './org-fixtures.ts';
import { insertPaidOrders, type RunSql } from './paid-orders.ts';
import { operationBody } from './test-api.ts';

/*
 * The real entry point (`node src/main.ts`) as a child process, for tests that kill it (SIGKILL: no shutdown, no
 * "finally") and start it again on the same PostgreSQL database, as a crash in production would.
 */

const apiRoot = path.resolve(import.meta.dirname, '../..');

export type ApiProcess = { url: string; kill(signal: NodeJS.Signals): Promise<void>; output(): string };

/** Resolves once the process says it is ready; rejects with its output if it exits or takes over 30 s. */
function ready(child: ReturnType<typeof spawn>, output: () => string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output()}`)), 30_000);
    const check = () => {
      if (output().includes('Admit API ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before it was ready:\n${output()}`));
    });
  });
}

/** Starts API processes on the suite's Auth Emulator (env: DATABASE_URL and any other setting), and kills them all. */
export function apiProcesses() {
  const running = new Set<ApiProcess>();
  return {
    async start(env: Record<string, string>): Promise<ApiProcess> {
      const port = await freePort();
      const child = spawn(process.execPath, ['src/main.ts'], {
        cwd: apiRoot,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
          FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
          SEED_ON_FIRST_RUN: 'false',
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: '/nonexistent',
          RATE_LIMITS: withRequestLimitsLifted(undefined),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await ready(child, () => output);
      const api: ApiProcess = {
        url: `http://127.0.0.1:${port}`,
        async kill(signal) {
          running.delete(api);
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
        output: () => output,
      };
      running.add(api);
      return api;
    },
    async killAll() {
      for (const api of [...running]) await api.kill('SIGKILL');
    },
  };
}

/** The operations fixtures, over HTTP to a child process. */
export function client(api: ApiProcess): GraphQLClient {
  return {
    async graphql(query: string | DocumentNode, options: Parameters<typeof operationBody>[1] = {}) {
      const res = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify(operationBody(query, options)),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}

/**
 * On a running API process: a verified owner's organization with one published event of one £10 type, and `count`
 * paid orders written straight to its database (paid-orders.ts), for the crash tests.
 */
export async function eventWithPaidOrdersOn(
  api: GraphQLClient,
  run: RunSql,
  o: { count: number; tag: string },
): Promise<{ owner: string; event: { id: string; slug: string } }> {
  const emulator = authEmulatorRest(`http://${inject('authEmulatorHost')}`, TEST_PROJECT_ID);
  const owner = (await emulator.signUpVerified(`owner-${Date.now()}@example.test`, 'secret-pass-1')).idToken;
  const org = await createOrganization(api, owner);
  const event = await createEvent(api, owner, org.id);
  const type = await createTicketType(api, owner, event.id, { priceMinor: 1000, capacity: 50_000 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  await insertPaidOrders(run, { eventId: event.id, ticketTypeId: type.id, priceMinor: 1000, ...o });
  return { owner, event };
}
