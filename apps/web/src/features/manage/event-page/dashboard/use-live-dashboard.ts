import { graphql } from '../../gql/index.ts';
import { useSseSubscription, type LiveStatus } from '../../../../lib/use-sse-subscription.ts';
import type { LiveDashboardSubscription } from '../../gql/graphql.ts';

export const LiveDashboardSubscriptionDocument = graphql(`
  subscription LiveDashboard($eventId: ID!) {
    eventDashboardChanged(eventId: $eventId) {
      eventId
      currency
      timeZone
      ticketsSold
      capacity
      orders
      grossMinor
      refundedMinor
      netMinor
      ticketTypes {
        ticketTypeId
        name
        ticketsSold
        capacity
      }
      hours {
        hour
        orders
        tickets
        netMinor
      }
      checkInLists {
        listId
        name
        checkedIn
        hours {
          hour
          arrivals
        }
      }
    }
  }
`);

export type LiveDashboard = LiveDashboardSubscription['eventDashboardChanged'];

export type { LiveStatus };

/**
 * An event's dashboard, kept current by the API's subscription over Server-Sent Events while the tab is visible:
 * the first message is the dashboard now, each next one follows a change (a sale, a refund, a check-in) on any
 * instance. Nothing polls. A hidden tab closes the stream; showing it again opens a new one, whose first message
 * catches up. A dropped stream is opened again after a growing wait; a refusal (FORBIDDEN) is final.
 */
export function useLiveDashboard(eventId: string): { dashboard: LiveDashboard | null; status: LiveStatus } {
  const { data, status } = useSseSubscription(LiveDashboardSubscriptionDocument, { eventId });
  return { dashboard: data?.eventDashboardChanged ?? null, status };
}
