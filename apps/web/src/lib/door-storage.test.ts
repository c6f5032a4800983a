import { describe, expect, it, vi } from 'vitest';
import { z } from '@admit/shared';
import { doorStore } from './door-storage.ts';

/*
 * What the door reads back from IndexedDB is checked against its caller's schema: a broken or older-shaped entry
 * counts as none. happy-dom has no IndexedDB, so idb's database stands in, holding what a test puts there.
 */

const held = new Map<string, unknown>();
vi.mock('idb', () => ({
  openDB: () =>
    Promise.resolve({
      get: (_store: string, key: string) => Promise.resolve(held.get(key)),
      put: (_store: string, value: { eventSlug: string }) => {
        held.set(value.eventSlug, value);
        return Promise.resolve(value.eventSlug);
      },
    }),
}));

const store = doorStore(z.object({ eventSlug: z.string(), queue: z.array(z.string()) }));

describe('the door store', () => {
  it('reads back what it stored, and nothing for an event it has not seen', async () => {
    await store.put({ eventSlug: 'door-night', queue: ['n1'] });
    expect(await store.get('door-night')).toEqual({ eventSlug: 'door-night', queue: ['n1'] });
    expect(await store.get('other')).toBeUndefined();
  });

  it('treats a broken or older-shaped entry as none, and lets the next put replace it', async () => {
    for (const broken of [null, 'door-night', { eventSlug: 'door-night' }, { eventSlug: 'door-night', queue: 3 }]) {
      held.set('door-night', broken);
      expect(await store.get('door-night')).toBeUndefined();
    }
    await store.put({ eventSlug: 'door-night', queue: [] });
    expect(await store.get('door-night')).toEqual({ eventSlug: 'door-night', queue: [] });
  });
});
