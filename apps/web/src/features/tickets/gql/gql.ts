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
    "\n  query MyTickets {\n    myTickets {\n      id\n      state\n      attendeeName\n      ticketTypeName\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n": typeof types.MyTicketsDocument,
    "\n  query TicketPage($id: ID!) {\n    ticket(id: $id) {\n      id\n      state\n      shortCode\n      attendeeName\n      ticketTypeName\n      orderId\n      checkedInAt\n      qrSvg\n      calendar\n      passedTo\n      receivedFrom\n      passingOn {\n        allowed\n        reason\n        policy\n        deadline\n      }\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n        venueAddress\n      }\n    }\n  }\n": typeof types.TicketPageDocument,
    "\n  query TicketOffer($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      deadline\n      ticketTypeName\n      event {\n        id\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n": typeof types.TicketOfferDocument,
    "\n  mutation AcceptTicketTransfer($token: String!, $attendeeName: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $attendeeName) {\n      id\n    }\n  }\n": typeof types.AcceptTicketTransferDocument,
    "\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n": typeof types.PassTicketOnDocument,
    "\n  mutation CancelTicketTransfer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n": typeof types.CancelTicketTransferDocument,
};
const documents: Documents = {
    "\n  query MyTickets {\n    myTickets {\n      id\n      state\n      attendeeName\n      ticketTypeName\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n": types.MyTicketsDocument,
    "\n  query TicketPage($id: ID!) {\n    ticket(id: $id) {\n      id\n      state\n      shortCode\n      attendeeName\n      ticketTypeName\n      orderId\n      checkedInAt\n      qrSvg\n      calendar\n      passedTo\n      receivedFrom\n      passingOn {\n        allowed\n        reason\n        policy\n        deadline\n      }\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n        venueAddress\n      }\n    }\n  }\n": types.TicketPageDocument,
    "\n  query TicketOffer($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      deadline\n      ticketTypeName\n      event {\n        id\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n": types.TicketOfferDocument,
    "\n  mutation AcceptTicketTransfer($token: String!, $attendeeName: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $attendeeName) {\n      id\n    }\n  }\n": types.AcceptTicketTransferDocument,
    "\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n": types.PassTicketOnDocument,
    "\n  mutation CancelTicketTransfer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n": types.CancelTicketTransferDocument,
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
export function graphql(source: "\n  query MyTickets {\n    myTickets {\n      id\n      state\n      attendeeName\n      ticketTypeName\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTickets {\n    myTickets {\n      id\n      state\n      attendeeName\n      ticketTypeName\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketPage($id: ID!) {\n    ticket(id: $id) {\n      id\n      state\n      shortCode\n      attendeeName\n      ticketTypeName\n      orderId\n      checkedInAt\n      qrSvg\n      calendar\n      passedTo\n      receivedFrom\n      passingOn {\n        allowed\n        reason\n        policy\n        deadline\n      }\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n        venueAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketPage($id: ID!) {\n    ticket(id: $id) {\n      id\n      state\n      shortCode\n      attendeeName\n      ticketTypeName\n      orderId\n      checkedInAt\n      qrSvg\n      calendar\n      passedTo\n      receivedFrom\n      passingOn {\n        allowed\n        reason\n        policy\n        deadline\n      }\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n      event {\n        id\n        slug\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n        venueAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketOffer($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      deadline\n      ticketTypeName\n      event {\n        id\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketOffer($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      deadline\n      ticketTypeName\n      event {\n        id\n        title\n        startsAt\n        endsAt\n        timeZone\n        venueName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTicketTransfer($token: String!, $attendeeName: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $attendeeName) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTicketTransfer($token: String!, $attendeeName: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $attendeeName) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTicketTransfer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTicketTransfer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      id\n      pendingTransfer {\n        id\n        toEmail\n        createdAt\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;