import { gql, type TypedDocumentNode } from '@apollo/client';
import { EventCard_EventFragment, type EventCardEvent } from './components/EventCard.tsx';

export type DateFilter = 'TODAY' | 'THIS_WEEKEND' | 'LATER';

export type DiscoverEventsData = {
  discoverEvents: { nodes: EventCardEvent[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};
export type DiscoverEventsVars = {
  first: number;
  after?: string | null;
  search?: string | null;
  when?: DateFilter | null;
  timeZone: string;
};

export const DiscoverEventsQuery: TypedDocumentNode<DiscoverEventsData, DiscoverEventsVars> = gql`
  query DiscoverEvents($first: Int!, $after: String, $search: String, $when: DateFilter, $timeZone: String!) {
    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: $timeZone) {
      nodes {
        ...EventCard_event
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
  ${EventCard_EventFragment}
`;

export const FeaturedEventsQuery: TypedDocumentNode<{ featuredEvents: EventCardEvent[] }> = gql`
  query FeaturedEvents {
    featuredEvents(first: 5) {
      ...EventCard_event
    }
  }
  ${EventCard_EventFragment}
`;
