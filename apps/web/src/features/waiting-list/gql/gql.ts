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
    "\n  fragment WaitingListEventSummary on Event {\n    id\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    venueName\n  }\n": typeof types.WaitingListEventSummaryFragmentDoc,
    "\n  query JoinWaitingListEvent($slug: String!) {\n    event(slug: $slug) {\n      ...WaitingListEventSummary\n      ticketTypes {\n        id\n        name\n        minPerOrder\n        maxPerOrder\n        waitingListOpen\n      }\n    }\n  }\n": typeof types.JoinWaitingListEventDocument,
    "\n  mutation JoinWaitingListFromForm($ticketTypeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $ticketTypeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n": typeof types.JoinWaitingListFromFormDocument,
    "\n  mutation ConfirmWaitingListFromLink($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n": typeof types.ConfirmWaitingListFromLinkDocument,
    "\n  query WaitingListOfferPage($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      expiresAt\n      orderId\n      totalMinor\n      currency\n      closedReason\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n": typeof types.WaitingListOfferPageDocument,
};
const documents: Documents = {
    "\n  fragment WaitingListEventSummary on Event {\n    id\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    venueName\n  }\n": types.WaitingListEventSummaryFragmentDoc,
    "\n  query JoinWaitingListEvent($slug: String!) {\n    event(slug: $slug) {\n      ...WaitingListEventSummary\n      ticketTypes {\n        id\n        name\n        minPerOrder\n        maxPerOrder\n        waitingListOpen\n      }\n    }\n  }\n": types.JoinWaitingListEventDocument,
    "\n  mutation JoinWaitingListFromForm($ticketTypeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $ticketTypeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n": types.JoinWaitingListFromFormDocument,
    "\n  mutation ConfirmWaitingListFromLink($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n": types.ConfirmWaitingListFromLinkDocument,
    "\n  query WaitingListOfferPage($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      expiresAt\n      orderId\n      totalMinor\n      currency\n      closedReason\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n": types.WaitingListOfferPageDocument,
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
export function graphql(source: "\n  fragment WaitingListEventSummary on Event {\n    id\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    venueName\n  }\n"): (typeof documents)["\n  fragment WaitingListEventSummary on Event {\n    id\n    slug\n    title\n    startsAt\n    endsAt\n    timeZone\n    venueName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JoinWaitingListEvent($slug: String!) {\n    event(slug: $slug) {\n      ...WaitingListEventSummary\n      ticketTypes {\n        id\n        name\n        minPerOrder\n        maxPerOrder\n        waitingListOpen\n      }\n    }\n  }\n"): (typeof documents)["\n  query JoinWaitingListEvent($slug: String!) {\n    event(slug: $slug) {\n      ...WaitingListEventSummary\n      ticketTypes {\n        id\n        name\n        minPerOrder\n        maxPerOrder\n        waitingListOpen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitingListFromForm($ticketTypeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $ticketTypeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitingListFromForm($ticketTypeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $ticketTypeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmWaitingListFromLink($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmWaitingListFromLink($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingListOfferPage($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      expiresAt\n      orderId\n      totalMinor\n      currency\n      closedReason\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitingListOfferPage($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      ticketTypeName\n      expiresAt\n      orderId\n      totalMinor\n      currency\n      closedReason\n      event {\n        ...WaitingListEventSummary\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;