import { priceInputOf, type TicketTypeDraft } from '@admit/shared';
import type { TicketTypeForm_TicketTypeFragment as TicketTypeFormData } from '../gql/graphql.ts';

/** What the ticket type form starts with: the saved type as text, or a new type's usual limits. */
export function ticketTypeDraftOf(
  ticketType: TicketTypeFormData | null,
  currency: string,
  nextSortOrder: number,
): TicketTypeDraft {
  if (!ticketType) {
    return {
      name: '',
      description: '',
      priceMinor: '',
      capacity: '',
      salesStartAt: '',
      salesEndAt: '',
      minPerOrder: '1',
      maxPerOrder: '10',
      hidden: false,
      sortOrder: String(nextSortOrder),
    };
  }
  return {
    name: ticketType.name,
    description: ticketType.description,
    priceMinor: priceInputOf(ticketType.priceMinor, currency),
    capacity: ticketType.capacity === null ? '' : String(ticketType.capacity),
    salesStartAt: ticketType.salesStartAtLocal ?? '',
    salesEndAt: ticketType.salesEndAtLocal ?? '',
    minPerOrder: String(ticketType.minPerOrder),
    maxPerOrder: String(ticketType.maxPerOrder),
    hidden: ticketType.hidden,
    sortOrder: String(ticketType.sortOrder),
  };
}
