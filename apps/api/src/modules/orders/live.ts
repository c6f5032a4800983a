import { mayStillBePaid } from '@admit/shared';
import type { RequestScope } from '../../common/scope.ts';
import type { OrderKeys } from './access.ts';
import type { OrderView } from './presenter.ts';
import { getOrder } from './service.ts';

/**
 * An order as its viewer sees it now, then again at each change while a payment may still settle it (its hold
 * paid, let go or run out; a hold that ran out before a late webhook, paid or refunded then), and then the stream
 * ends: a buyer waiting for their tickets costs one open stream and a read per change instead of a poll a second.
 * Asked under the same keys as the order query, and asked again at each change, so a viewer who loses access
 * meanwhile gets the refusal.
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
    while (mayStillBePaid(view.status, view.latePayment) && !(await ping).done) {
      view = await getOrder(scope, id, keys);
      yield view;
      ping = pings.next();
    }
  })();
}
