import { LRUCache } from 'lru-cache';
import { SERVED_WIDTHS } from './processing.ts';

/**
 * Resized copies served by /media, kept in this process (about 32 MB at most); a CDN in front does the real
 * caching. A removed image is evicted here at once; other instances drop their copies as they age out.
 */
const copies = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => body.length });

const keyOf = (imageId: string, width: number) => `${imageId}/${width}`;

export const resizedCopies = {
  get: (imageId: string, width: number) => copies.get(keyOf(imageId, width)),
  set: (imageId: string, width: number, body: Buffer) => void copies.set(keyOf(imageId, width), body),
  /** Every width of a removed image, so it is no longer served from here. */
  evict(imageId: string): void {
    for (const width of SERVED_WIDTHS) copies.delete(keyOf(imageId, width));
  },
};
