import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserve } from '../../test/checkout-fixtures.ts';
import { dataOf, errorOf, publishedEvent } from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { configureRoom, onSaleSecondsAgo, roomInput } from '../../test/waiting-room-fixtures.ts';
import { CONTROL_WINDOW_MS, createAdmissionControl, nextRate } from './admission-control.ts';
import { admittedThrough } from './queue-order.ts';
import { findRoom } from './repo.ts';
import { postgresLine } from './postgres-line.ts';

/*
 * The room slows when checkout slows: what an organizer notices is a line that keeps moving while reserves stay
 * fast, instead of a flood of admitted buyers waiting on a struggling database.
 */

describe('the next rate', () => {
  it('slows in proportion over the target, recovers under half of it, and keeps within floor and ceiling', () => {
    expect(nextRate(1000, 1000, 300, 250)).toBe(750);
    expect(nextRate(1000, 1000, 400, 250)).toBe(625);
    expect(nextRate(1000, 1000, 5000, 250)).toBe(500);
    expect(nextRate(100, 1000, 400, 250)).toBe(100);
    expect(nextRate(750, 1000, 100, 250)).toBe(937.5);
    expect(nextRate(900, 1000, 100, 250)).toBe(1000);
    expect(nextRate(750, 1000, 200, 250)).toBe(750);
  });
});

describe('steering a room', () => {
  let api: TestApi;
  let owner: string;
  beforeAll(async () => {
    api = await createTestApi();
    owner = (await api.newAccount('control-owner')).idToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  // Guards: slow reserves lower the shared row's rate, and what was let through before the change stays through.
  it('lowers the rate after a window of slow reserves, keeping everyone already let through', async () => {
    const { event } = await publishedEvent(api, owner);
    await configureRoom(api, owner, event.id, roomInput({ admitPerMinute: 600 }));
    await onSaleSecondsAgo(api.database.db, event.id, 30);
    let clock = Date.now();
    const control = createAdmissionControl(api.database.db, postgresLine(), 250, () => clock);
    const before = admittedThrough(await roomOf(event.id), new Date(clock));
    for (let i = 0; i < 20; i++) expect(await control.noteReserve(event.id, 900)).toBeNull();
    clock += CONTROL_WINDOW_MS;
    expect(await control.noteReserve(event.id, 900)).toBe(300);
    const room = await roomOf(event.id);
    expect(room.ratePerMinute).toBe(300);
    expect(room.admitPerMinute).toBe(600);
    expect(admittedThrough(room, new Date(clock))).toBe(before + Math.floor((600 * CONTROL_WINDOW_MS) / 60_000));
  });

  // Guards: a room left off but set to turn itself on does so when holds come faster than its threshold, and from
  // then every reserve needs a pass.
  it('turns an off room on when holds come faster than its threshold', async () => {
    const { event, ticketType } = await publishedEvent(api, owner);
    await configureRoom(api, owner, event.id, roomInput({ enabled: false, autoArrivalsPerMinute: 3 }));
    const lines = [{ ticketTypeId: ticketType.id, quantity: 1 }];
    for (let i = 0; i < 4; i++) dataOf(await reserve(api, event.id, lines));
    const room = await roomOf(event.id);
    expect(room.enabled).toBe(true);
    expect(room.opensAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(errorOf(await reserve(api, event.id, lines)).code).toBe('WAITING_ROOM');
  });

  async function roomOf(eventId: string) {
    const room = await findRoom(api.database.db, eventId);
    if (!room) throw new Error('no room');
    return room;
  }
});
