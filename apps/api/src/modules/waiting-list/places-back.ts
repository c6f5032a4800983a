import type { ChannelListener, Database } from '../../db/client.ts';
import type { JobEnqueuer } from '../../queue/queue.ts';

/** Migration 0040's trigger: a type people wait for had places come back (its id), sent as the change commits. */
export const PLACES_BACK_CHANNEL = 'admit_waiting_list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Log = { warn(obj: object, msg: string): void };

/**
 * Hears places come back on types with a waiting list, whoever gave them back (a refund, a hold that ended, a
 * cancel, capacity raised: each writes ticket_types, and the trigger speaks for all of them), and queues that
 * type's round of offers. Every instance hears it and queues one; a round run twice offers nothing twice. After a
 * lost connection a sweep catches up.
 */
export async function followPlacesBack(
  database: Pick<Database, 'listen'>,
  queue: JobEnqueuer,
  log: Log,
): Promise<ChannelListener> {
  return database.listen(PLACES_BACK_CHANNEL, {
    onMessage: (ticketTypeId) => {
      if (!UUID.test(ticketTypeId)) return;
      queue.enqueueNow('waiting-list.offer', { ticketTypeId }).catch((err: unknown) => {
        log.warn({ err, ticketTypeId }, 'waiting list: the round of offers was not queued (the sweep will run it)');
      });
    },
    // Places may have come back while nobody listened: the sweep looks at every type now, not in a minute.
    onReconnect: () => {
      queue.enqueueNow('waiting-list.sweep', {}).catch((err: unknown) => {
        log.warn({ err }, 'waiting list: the sweep was not queued');
      });
    },
  });
}
