import { listenToDomainEvents as organizations } from './modules/organizations/listeners.ts';
import { listenToDomainEvents as refunds } from './modules/refunds/listeners.ts';
import { listenToDomainEvents as tickets } from './modules/tickets/listeners.ts';
import { listenToDomainEvents as ticketTypes } from './modules/ticket-types/listeners.ts';

/**
 * Every module's listeners to the domain events of the modules below it (common/domain-events.ts), registered once
 * per process. The one place that knows them all, like server.ts and jobs.ts; called before anything is served.
 */
export function listenToDomainEvents(): void {
  organizations();
  ticketTypes();
  tickets();
  refunds();
}
