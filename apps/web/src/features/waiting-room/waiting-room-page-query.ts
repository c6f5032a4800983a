import { graphql } from './gql/index.ts';

/** What the waiting page is rendered from: the event, and its room (null when it sells without one). */
export const WaitingRoomPageQuery = graphql(`
  query WaitingRoomPage($slug: String!) {
    event(slug: $slug) {
      id
      slug
      title
      timeZone
      waitingRoom {
        opensAt
        joiningOpensAt
      }
    }
  }
`);
