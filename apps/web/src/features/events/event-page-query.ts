import { gql, type TypedDocumentNode } from '@apollo/client';
import { EventPage_EventFragment, type EventPageEvent } from './components/EventPage.tsx';

// Apart from the home page's operations, so the home page's chunk does not carry the event page.
export const EventPageQuery: TypedDocumentNode<
  { event: EventPageEvent },
  { slug: string; unlockCode?: string | null }
> = gql`
  query EventPage($slug: String!, $unlockCode: String) {
    event(slug: $slug) {
      ...EventPage_event
    }
  }
  ${EventPage_EventFragment}
`;
