import { PLACE_STREAM_PATH } from '@admit/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { addressKey } from '../rate-limits/attempts.ts';
import type { RateLimiter } from '../rate-limits/limiter.ts';
import { refuseFlood } from './graphql-route.ts';
import { placeFeedFor } from '../modules/waiting-room/place-feed.ts';
import type { PlaceViewing } from '../modules/waiting-room/place-view.ts';
import { roomSecret } from '../modules/waiting-room/secrets.ts';
import { overNodeHttp } from '../waiting-stream/node-http-reply.ts';
import { servePlaceStream } from '../waiting-stream/place-stream.ts';

/**
 * The waiting page's stream of its place, served by the API itself (the embedded database allows no other
 * process; on PostgreSQL a deployment may route this path to lean stream processes instead: docs/deployment.md).
 * The reply is taken over (hijacked) so a crowd's sockets carry no Fastify reply, compression or hooks after this.
 */
export function registerPlaceStream(
  app: FastifyInstance,
  config: Config,
  { db, line }: Omit<PlaceViewing, 'passKey'>,
  limits: RateLimiter,
): void {
  const logError = (error: unknown) => app.log.error({ err: error }, 'waiting place stream failed');
  const viewing = { db, line, passKey: roomSecret(config, 'pass') };
  const feed = placeFeedFor(viewing, logError);
  // Before the server stops listening: taken-over streams never go idle, so the server would wait on them for ever.
  app.addHook('preClose', async () => feed.close());
  app.post(
    PLACE_STREAM_PATH,
    {
      // Counted before anything is read, as /graphql's requests are.
      onRequest: async (req, reply) => {
        const wait = await limits.consume('request', addressKey(req.ip));
        if (wait !== null) return refuseFlood(req, reply, wait, 'request');
      },
    },
    (req, reply) => {
      reply.hijack();
      const stream = overNodeHttp(req.raw, reply.raw, req.body);
      servePlaceStream({ ...viewing, feed }, stream.request, stream.reply, logError);
    },
  );
}
