/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a waiting list's entry stands. */
export type WaitingListStatus =
  /** It bought the places it was offered. */
  | 'BOUGHT'
  /** Its offer ended unbought, or was let go: the places went to the next in line. */
  | 'LAPSED'
  /** Places are held for it until its offer ends. */
  | 'OFFERED'
  /** Taken off the list by the organizer. */
  | 'REMOVED'
  /** A guest's address has not opened its confirmation link yet: not in line. */
  | 'UNCONFIRMED'
  /** In line for places. */
  | 'WAITING';

export type WaitingListEventSummaryFragment = { id: string, slug: string, title: string, startsAt: string, endsAt: string, timeZone: string, venueName: string } & { ' $fragmentName'?: 'WaitingListEventSummaryFragment' };

export type JoinWaitingListEventQueryVariables = Exact<{
  slug: string;
}>;


export type JoinWaitingListEventQuery = { event: (
    { ticketTypes: Array<{ id: string, name: string, minPerOrder: number, maxPerOrder: number, waitingListOpen: boolean }> }
    & { ' $fragmentRefs'?: { 'WaitingListEventSummaryFragment': WaitingListEventSummaryFragment } }
  ) };

export type JoinWaitingListFromFormMutationVariables = Exact<{
  ticketTypeId: string | number;
  quantity: number;
  email?: string | null | undefined;
}>;


export type JoinWaitingListFromFormMutation = { joinWaitingList: { status: WaitingListStatus, quantity: number, email: string, confirmationSent: boolean, ticketTypeName: string } };

export type ConfirmWaitingListFromLinkMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmWaitingListFromLinkMutation = { confirmWaitingListEntry: { status: WaitingListStatus, quantity: number, ticketTypeName: string, event: { ' $fragmentRefs'?: { 'WaitingListEventSummaryFragment': WaitingListEventSummaryFragment } } } };

export type WaitingListOfferPageQueryVariables = Exact<{
  token: string;
}>;


export type WaitingListOfferPageQuery = { waitingListOffer: { status: WaitingListStatus, quantity: number, ticketTypeName: string, expiresAt: string | null, orderId: string | null, totalMinor: number, currency: string, closedReason: string | null, event: { ' $fragmentRefs'?: { 'WaitingListEventSummaryFragment': WaitingListEventSummaryFragment } } } };

export const WaitingListEventSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingListEventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}}]}}]} as unknown as DocumentNode<WaitingListEventSummaryFragment, unknown>;
export const JoinWaitingListEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinWaitingListEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitingListEventSummary"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minPerOrder"}},{"kind":"Field","name":{"kind":"Name","value":"maxPerOrder"}},{"kind":"Field","name":{"kind":"Name","value":"waitingListOpen"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingListEventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}}]}}]} as unknown as DocumentNode<JoinWaitingListEventQuery, JoinWaitingListEventQueryVariables>;
export const JoinWaitingListFromFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitingListFromForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationSent"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}}]}}]}}]} as unknown as DocumentNode<JoinWaitingListFromFormMutation, JoinWaitingListFromFormMutationVariables>;
export const ConfirmWaitingListFromLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmWaitingListFromLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmWaitingListEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitingListEventSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingListEventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}}]}}]} as unknown as DocumentNode<ConfirmWaitingListFromLinkMutation, ConfirmWaitingListFromLinkMutationVariables>;
export const WaitingListOfferPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingListOfferPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingListOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"closedReason"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitingListEventSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingListEventSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}}]}}]} as unknown as DocumentNode<WaitingListOfferPageQuery, WaitingListOfferPageQueryVariables>;