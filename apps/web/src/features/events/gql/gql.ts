/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CoverImage_image on Image {\n    id\n    url(width: 640)\n    srcSet\n  }\n": typeof types.CoverImage_ImageFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    currency\n    venueName\n    lowestPriceMinor\n    organizer {\n      name\n    }\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment EventHead_event on Event {\n    slug\n    title\n    summary\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      url(width: 960)\n      srcSet\n      shareUrl: url(width: 1200)\n    }\n    # The page's own field and arguments (EventPage_event), so the API resolves the ticket types once.\n    ticketTypes(unlockCode: $unlockCode) {\n      name\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n    }\n  }\n": typeof types.EventHead_EventFragmentDoc,
    "\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    descriptionHtml\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    gallery {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    faq {\n      question\n      answer\n    }\n    refundPolicy {\n      summary\n    }\n    codeOffer(code: $unlockCode) {\n      code\n      status\n      summary\n      message\n    }\n    ticketTypes(unlockCode: $unlockCode) {\n      id\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n      ...TicketList_ticketType\n      ...TicketSelection_ticketType\n    }\n  }\n": typeof types.EventPage_EventFragmentDoc,
    "\n  fragment FeaturedSlide_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    venueName\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n": typeof types.FeaturedSlide_EventFragmentDoc,
    "\n  fragment TicketList_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    offerPriceMinor\n    availability\n    salesStartAt\n    salesEndAt\n    minPerOrder\n    maxPerOrder\n    hidden\n    waitingListOpen\n  }\n": typeof types.TicketList_TicketTypeFragmentDoc,
    "\n  fragment TicketSelection_ticketType on TicketType {\n    id\n    priceMinor\n    offerPriceMinor\n    availability\n    ...TicketList_ticketType\n  }\n": typeof types.TicketSelection_TicketTypeFragmentDoc,
    "\n  query DiscoverEvents($first: Int!, $after: String, $search: String, $when: DateFilter, $timeZone: String!) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: $timeZone) {\n      nodes {\n        id\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DiscoverEventsDocument,
    "\n  query EventPage($slug: String!, $unlockCode: String) {\n    event(slug: $slug) {\n      id\n      slug\n      ...EventPage_event\n      ...EventHead_event\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  query FeaturedEvents {\n    featuredEvents(first: 5) {\n      id\n      ...FeaturedSlide_event\n    }\n  }\n": typeof types.FeaturedEventsDocument,
    "\n  mutation ReserveTickets($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n": typeof types.ReserveTicketsDocument,
    "\n  mutation ReleaseHold($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n    }\n  }\n": typeof types.ReleaseHoldDocument,
};
const documents: Documents = {
    "\n  fragment CoverImage_image on Image {\n    id\n    url(width: 640)\n    srcSet\n  }\n": types.CoverImage_ImageFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    currency\n    venueName\n    lowestPriceMinor\n    organizer {\n      name\n    }\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment EventHead_event on Event {\n    slug\n    title\n    summary\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      url(width: 960)\n      srcSet\n      shareUrl: url(width: 1200)\n    }\n    # The page's own field and arguments (EventPage_event), so the API resolves the ticket types once.\n    ticketTypes(unlockCode: $unlockCode) {\n      name\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n    }\n  }\n": types.EventHead_EventFragmentDoc,
    "\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    descriptionHtml\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    gallery {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    faq {\n      question\n      answer\n    }\n    refundPolicy {\n      summary\n    }\n    codeOffer(code: $unlockCode) {\n      code\n      status\n      summary\n      message\n    }\n    ticketTypes(unlockCode: $unlockCode) {\n      id\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n      ...TicketList_ticketType\n      ...TicketSelection_ticketType\n    }\n  }\n": types.EventPage_EventFragmentDoc,
    "\n  fragment FeaturedSlide_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    venueName\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n": types.FeaturedSlide_EventFragmentDoc,
    "\n  fragment TicketList_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    offerPriceMinor\n    availability\n    salesStartAt\n    salesEndAt\n    minPerOrder\n    maxPerOrder\n    hidden\n    waitingListOpen\n  }\n": types.TicketList_TicketTypeFragmentDoc,
    "\n  fragment TicketSelection_ticketType on TicketType {\n    id\n    priceMinor\n    offerPriceMinor\n    availability\n    ...TicketList_ticketType\n  }\n": types.TicketSelection_TicketTypeFragmentDoc,
    "\n  query DiscoverEvents($first: Int!, $after: String, $search: String, $when: DateFilter, $timeZone: String!) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: $timeZone) {\n      nodes {\n        id\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DiscoverEventsDocument,
    "\n  query EventPage($slug: String!, $unlockCode: String) {\n    event(slug: $slug) {\n      id\n      slug\n      ...EventPage_event\n      ...EventHead_event\n    }\n  }\n": types.EventPageDocument,
    "\n  query FeaturedEvents {\n    featuredEvents(first: 5) {\n      id\n      ...FeaturedSlide_event\n    }\n  }\n": types.FeaturedEventsDocument,
    "\n  mutation ReserveTickets($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n": types.ReserveTicketsDocument,
    "\n  mutation ReleaseHold($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n    }\n  }\n": types.ReleaseHoldDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoverImage_image on Image {\n    id\n    url(width: 640)\n    srcSet\n  }\n"): (typeof documents)["\n  fragment CoverImage_image on Image {\n    id\n    url(width: 640)\n    srcSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    currency\n    venueName\n    lowestPriceMinor\n    organizer {\n      name\n    }\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    currency\n    venueName\n    lowestPriceMinor\n    organizer {\n      name\n    }\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventHead_event on Event {\n    slug\n    title\n    summary\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      url(width: 960)\n      srcSet\n      shareUrl: url(width: 1200)\n    }\n    # The page's own field and arguments (EventPage_event), so the API resolves the ticket types once.\n    ticketTypes(unlockCode: $unlockCode) {\n      name\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n    }\n  }\n"): (typeof documents)["\n  fragment EventHead_event on Event {\n    slug\n    title\n    summary\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      url(width: 960)\n      srcSet\n      shareUrl: url(width: 1200)\n    }\n    # The page's own field and arguments (EventPage_event), so the API resolves the ticket types once.\n    ticketTypes(unlockCode: $unlockCode) {\n      name\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    descriptionHtml\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    gallery {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    faq {\n      question\n      answer\n    }\n    refundPolicy {\n      summary\n    }\n    codeOffer(code: $unlockCode) {\n      code\n      status\n      summary\n      message\n    }\n    ticketTypes(unlockCode: $unlockCode) {\n      id\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n      ...TicketList_ticketType\n      ...TicketSelection_ticketType\n    }\n  }\n"): (typeof documents)["\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    descriptionHtml\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    status\n    organizer {\n      name\n    }\n    coverImage {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    gallery {\n      id\n      url(width: 960)\n      srcSet\n      alt\n    }\n    faq {\n      question\n      answer\n    }\n    refundPolicy {\n      summary\n    }\n    codeOffer(code: $unlockCode) {\n      code\n      status\n      summary\n      message\n    }\n    ticketTypes(unlockCode: $unlockCode) {\n      id\n      hidden\n      priceMinor\n      availability\n      salesStartAt\n      ...TicketList_ticketType\n      ...TicketSelection_ticketType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeaturedSlide_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    venueName\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment FeaturedSlide_event on Event {\n    slug\n    title\n    startsAt\n    timeZone\n    venueName\n    coverImage {\n      ...CoverImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketList_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    offerPriceMinor\n    availability\n    salesStartAt\n    salesEndAt\n    minPerOrder\n    maxPerOrder\n    hidden\n    waitingListOpen\n  }\n"): (typeof documents)["\n  fragment TicketList_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    offerPriceMinor\n    availability\n    salesStartAt\n    salesEndAt\n    minPerOrder\n    maxPerOrder\n    hidden\n    waitingListOpen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketSelection_ticketType on TicketType {\n    id\n    priceMinor\n    offerPriceMinor\n    availability\n    ...TicketList_ticketType\n  }\n"): (typeof documents)["\n  fragment TicketSelection_ticketType on TicketType {\n    id\n    priceMinor\n    offerPriceMinor\n    availability\n    ...TicketList_ticketType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverEvents($first: Int!, $after: String, $search: String, $when: DateFilter, $timeZone: String!) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: $timeZone) {\n      nodes {\n        id\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverEvents($first: Int!, $after: String, $search: String, $when: DateFilter, $timeZone: String!) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: $timeZone) {\n      nodes {\n        id\n        ...EventCard_event\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($slug: String!, $unlockCode: String) {\n    event(slug: $slug) {\n      id\n      slug\n      ...EventPage_event\n      ...EventHead_event\n    }\n  }\n"): (typeof documents)["\n  query EventPage($slug: String!, $unlockCode: String) {\n    event(slug: $slug) {\n      id\n      slug\n      ...EventPage_event\n      ...EventHead_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedEvents {\n    featuredEvents(first: 5) {\n      id\n      ...FeaturedSlide_event\n    }\n  }\n"): (typeof documents)["\n  query FeaturedEvents {\n    featuredEvents(first: 5) {\n      id\n      ...FeaturedSlide_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReserveTickets($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReserveTickets($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseHold($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReleaseHold($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;