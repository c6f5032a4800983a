import { listenToDomainEvents as orderDetail } from './modules/order-detail/listeners.ts';
import { listenToDomainEvents as bulkActions } from './modules/bulk-actions/listeners.ts';
import { listenToDomainEvents as messages } from './modules/messages/listeners.ts';
import { listenToDomainEvents as media } from './modules/media/listeners.ts';
import { listenToDomainEvents as organizations } from './modules/organizations/listeners.ts';
import { listenToDomainEvents as refunds } from './modules/refunds/listeners.ts';
import { listenToDomainEvents as tickets } from './modules/tickets/listeners.ts';
import { listenToDomainEvents as ticketTypes } from './modules/ticket-types/listeners.ts';
import { listenToDomainEvents as waitingList } from './modules/waiting-list/listeners.ts';

/**
 * Every module's listeners to the domain events of the modules below it (common/domain-events.ts), registered once
 * per process. The one place that knows them all, like server.ts and jobs.ts; called before anything is served.
 */
let listening = false;

export function listenToDomainEvents(): void {
  // Once per process: the demo seed registers them before the server does, and a module's listener registered
  // twice would act twice (tickets issued twice for one payment).
  if (listening) return;
  listening = true;
  organizations();
  media();
  ticketTypes();
  tickets();
  refunds();
  waitingList();
  orderDetail();
  bulkActions();
  messages();
}
