import { graphql } from '../gql/index.ts';
import { useSseSubscription, type LiveStatus } from '../../../lib/use-sse-subscription.ts';
import type { LiveOrganizationDashboardSubscription } from '../gql/graphql.ts';

// The per-event figures (events) are left out: the Events tab's list below already shows each event's sales.
export const LiveOrganizationDashboardSubscriptionDocument = graphql(`
  subscription LiveOrganizationDashboard($organizationId: ID!) {
    organizationDashboardChanged(organizationId: $organizationId) {
      organizationId
      ticketsSold
      capacity
      orders
      revenue {
        currency
        grossMinor
        refundedMinor
        netMinor
      }
      days {
        day
        orders
        tickets
      }
    }
  }
`);

export type LiveOrganizationDashboard = LiveOrganizationDashboardSubscription['organizationDashboardChanged'];

export type { LiveStatus };

/**
 * An organization's dashboard, kept current by the API's subscription over Server-Sent Events while the tab is
 * visible (useSseSubscription): the first message is the dashboard now, each next one follows a sale or refund of
 * one of its events, on whichever instance. Nothing polls.
 */
export function useOrganizationDashboard(organizationId: string): {
  dashboard: LiveOrganizationDashboard | null;
  status: LiveStatus;
} {
  const { data, status } = useSseSubscription(LiveOrganizationDashboardSubscriptionDocument, { organizationId });
  return { dashboard: data?.organizationDashboardChanged ?? null, status };
}
