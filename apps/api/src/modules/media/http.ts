import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import { SERVED_WIDTHS, resizeToWidth } from './processing.ts';
import { findImageWithData } from './repo.ts';

/** Resized copies kept in memory; a CDN in front does the real caching. */
const CACHE_ENTRIES = 200;

/**
 * GET /media/:id/:width.webp: an uploaded image, resized. Ids are never
 * reused and images never change, so responses are cacheable forever.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Db): void {
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { id: string; file: string } }>('/media/:id/:file', async (req, reply) => {
    const match = /^(\d+)\.webp$/.exec(req.params.file);
    const width = Number(match?.[1]);
    if (!isUuid(req.params.id) || !(SERVED_WIDTHS as readonly number[]).includes(width)) {
      return reply.status(404).send({ error: 'Not found' });
    }
    const key = `${req.params.id}/${width}`;
    let body = cache.get(key);
    if (!body) {
      const image = await findImageWithData(db, req.params.id);
      if (!image) return reply.status(404).send({ error: 'Not found' });
      body = await resizeToWidth(image.data, width);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, body);
    }
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
