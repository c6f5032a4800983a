import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rateLimitedMessage } from '../../common/errors.ts';
import { addressKey, WHAT } from '../../rate-limits/attempts.ts';
import type { RateLimiter } from '../../rate-limits/limiter.ts';
import { isUuid } from '../../db/uuid.ts';
import { ImageQueueFull, SERVED_WIDTHS, resizeToWidth } from './processing.ts';
import { findImageWithData } from './repo.ts';
import { resizedCopies } from './resized-copies.ts';

/**
 * GET /media/:id/:width.webp: an uploaded image, resized. Ids are never
 * reused and images never change, so responses are cacheable forever.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Db, limits: RateLimiter): void {
  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (req, reply) => {
    const match = /^(\d+)\.webp$/.exec(req.params.file);
    const width = Number(match?.[1]);
    if (!isUuid(req.params.id) || !(SERVED_WIDTHS as readonly number[]).includes(width)) {
      return reply.status(404).send({ error: 'Not found' });
    }
    let body = resizedCopies.get(req.params.id, width);
    if (!body) {
      // Resizing costs real CPU; a copy already made costs nothing and is not counted.
      const wait = await limits.consume('imageResize', addressKey(req.ip));
      if (wait !== null) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({ error: rateLimitedMessage(wait, WHAT.imageResize) });
      }
      const image = await findImageWithData(db, req.params.id);
      if (!image) return reply.status(404).send({ error: 'Not found' });
      try {
        body = await resizeToWidth(image.data, width);
      } catch (error) {
        if (!(error instanceof ImageQueueFull)) throw error;
        const retry = String(error.retryAfterSeconds);
        return reply.status(503).header('retry-after', retry).send({ error: 'Busy resizing images; try again.' });
      }
      resizedCopies.set(req.params.id, width, body);
    }
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
