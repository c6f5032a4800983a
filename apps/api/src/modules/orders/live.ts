import type { RequestScope } from '../../common/scope.ts';
import type { OrderKeys } from './access.ts';
import type { OrderView } from './presenter.ts';
import { getOrder } from './service.ts';

/**
 * An order as its viewer sees it now, then again when it leaves its hold (the PAID the checkout page waits for, or
 * let go, expired, cancelled), and then the stream ends: a buyer waiting for their tickets costs one open stream
 * and two reads instead of a poll a second. Asked under the same keys as the order query, and asked again at the
 * change, so a viewer who loses access meanwhile gets the refusal.
 */
export async function orderChanges(
  scope: RequestScope,
  id: string,
  keys: OrderKeys,
  signal: AbortSignal,
): Promise<AsyncIterable<OrderView>> {
  const live = scope.live;
  if (!live) throw new Error('A subscription needs the live feed; only a server has one.');
  // Listening starts before the first read: a payment committed between the two is still heard.
  const pings = live.changesOfOrder(id, signal)[Symbol.asyncIterator]();
  const firstPing = pings.next();
  let first: OrderView;
  try {
    first = await getOrder(scope, id, keys);
  } catch (error) {
    await pings.return?.();
    throw error;
  }
  return (async function* () {
    let view = first;
    let ping = firstPing;
    yield view;
    while (view.status === 'RESERVED' && !(await ping).done) {
      view = await getOrder(scope, id, keys);
      yield view;
      ping = pings.next();
    }
  })();
}
