import { badUserInput, conflict } from '../../common/errors.ts';
import { onDomainEvent } from '../../common/domain-events.ts';
import { countTicketTypes, rezoneSaleWindows } from './repo.ts';

/** What the ticket-types module does when the events module announces a change (common/domain-events.ts). */
export function listenToDomainEvents(): void {
  // An event goes public only with a way in.
  onDomainEvent('event.publishing', async ({ tx, eventId }) => {
    if ((await countTicketTypes(tx, eventId)) === 0) {
      throw conflict('Add at least one ticket type before publishing, so visitors can get in.');
    }
  });
  onDomainEvent('event.changing', async ({ tx, eventId, currency, timeZone }) => {
    // Prices are in the event's currency: it cannot change under them.
    if (currency.to !== currency.from && (await countTicketTypes(tx, eventId)) > 0) {
      throw badUserInput({
        currency: `Ticket prices are set in ${currency.from}. Remove the ticket types before changing the currency.`,
      });
    }
    // Sale windows keep their wall-clock times where the event now is.
    if (timeZone.to !== timeZone.from) await rezoneSaleWindows(tx, eventId, timeZone.from, timeZone.to);
  });
}
