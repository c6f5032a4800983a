/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * A ticket's state in the one vocabulary every screen uses (ticket-state.ts in @admit/shared): CANCELLED when its
 * event or order was cancelled; TRANSFERRED, to whoever passed it on, while it admits its new holder.
 */
export type TicketState =
  | 'CANCELLED'
  | 'CHECKED_IN'
  | 'REFUNDED'
  | 'TRANSFERRED'
  | 'VALID';

export type MyTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTicketsQuery = { myTickets: Array<{ id: string, state: TicketState, attendeeName: string, ticketTypeName: string, event: { id: string, slug: string, title: string, startsAt: string, endsAt: string, timeZone: string, venueName: string } }> };

export type TicketPageQueryVariables = Exact<{
  id: string | number;
}>;


export type TicketPageQuery = { ticket: { id: string, state: TicketState, shortCode: string | null, attendeeName: string, ticketTypeName: string, orderId: string, checkedInAt: string | null, qrSvg: string | null, calendar: string, event: { id: string, slug: string, title: string, startsAt: string, endsAt: string, timeZone: string, venueName: string, venueAddress: string } } };


export const MyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}}]}}]}}]}}]} as unknown as DocumentNode<MyTicketsQuery, MyTicketsQueryVariables>;
export const TicketPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"calendar"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}},{"kind":"Field","name":{"kind":"Name","value":"venueAddress"}}]}}]}}]}}]} as unknown as DocumentNode<TicketPageQuery, TicketPageQueryVariables>;