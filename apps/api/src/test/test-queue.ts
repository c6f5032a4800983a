import { openDatabase, type Database } from '../db/client.ts';
import type { JobHandlers } from '../queue/job-list.ts';
import { createJobQueue, type JobQueue, type QueueRole } from '../queue/queue.ts';
import { createTestDatabaseConfig } from './test-database.ts';

/** A handler for every kind that does nothing: a test replaces the kinds it watches. */
export const idleJobHandlers: JobHandlers = {
  'mail.send': async () => undefined,
  'orders.expire-hold': async () => undefined,
  'orders.expire-ticket-change': async () => undefined,
  'orders.sweep-expired-holds': async () => undefined,
  'refunds.retry-pending': async () => undefined,
  'orders.bulk-action': async () => undefined,
  'payments.deliver-simulated-webhook': async () => undefined,
  'messages.send': async () => undefined,
  'messages.send-reminders': async () => undefined,
  'waiting-list.offer': async () => undefined,
  'waiting-list.sweep': async () => undefined,
};

/** The job queue alone on a database of its own (the suite's kind: PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function startTestQueue(
  handlers: JobHandlers,
  role: QueueRole,
): Promise<{ database: Database; queue: JobQueue; close(): Promise<void> }> {
  const testDatabase = await createTestDatabaseConfig();
  const database = await openDatabase(testDatabase.database);
  await database.migrate();
  const url = testDatabase.database.kind === 'postgres' ? testDatabase.database.url : null;
  const queue = createJobQueue(database, url, { warn: () => undefined, error: () => undefined });
  await queue.start(handlers, role);
  return {
    database,
    queue,
    async close() {
      await queue.stop();
      await database.close();
      await testDatabase.drop();
    },
  };
}
