/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AnswerInput = {
  /** 0: the order's answer; 1, 2, …: the ticket's at that place. */
  place: number;
  questionId: string | number;
  /** One value, none for blank, several for MANY_CHOICES; yes or no for YES_NO and CONSENT. */
  values: Array<string>;
};

/** What became of a payment that arrived after its hold ended. */
export type LatePayment =
  | 'KEPT'
  | 'REFUNDED';

export type OrderDetailsInput = {
  /** Answers to the event's questions; question ids are those of Order.questions. */
  answers?: Array<AnswerInput> | null | undefined;
  /** One per place, in the order of the order's lines. */
  attendeeNames: Array<string>;
  buyerEmail: string;
};

export type OrderStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PAID'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED'
  | 'RESERVED';

export type PaymentProviderKind =
  | 'SIMULATED'
  | 'STRIPE';

/** What a checkout question asks for. */
export type QuestionKind =
  /** A box the buyer must tick, beside a link to what they agree to. */
  | 'CONSENT'
  /** An ISO 3166 region code (GB). */
  | 'COUNTRY'
  /** YYYY-MM-DD. */
  | 'DATE'
  | 'EMAIL'
  | 'LONG_TEXT'
  | 'MANY_CHOICES'
  | 'NUMBER'
  | 'ONE_CHOICE'
  /** Stored in E.164 (+447700900123), by libphonenumber's rules. */
  | 'PHONE'
  | 'SHORT_TEXT'
  | 'YES_NO';

/** Asked once for the order, or once for each ticket. */
export type QuestionScope =
  | 'ORDER'
  | 'TICKET';

export type RefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

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

export type TicketStatus =
  | 'VALID'
  | 'VOID';

/** Where a change of a ticket's type stands. */
export type TicketTypeChangeStatus =
  /** A dearer type: its place is held while the buyer is asked to pay the difference. */
  | 'AWAITING_PAYMENT'
  /** Withdrawn, or its payment could not apply (and was given back). */
  | 'CANCELLED'
  | 'DONE'
  /** The buyer did not pay in time; the held place went back on sale. */
  | 'EXPIRED';

export type RevokeOrderAccessLinkMutationVariables = Exact<{
  id: string | number;
  accessToken?: string | null | undefined;
}>;


export type RevokeOrderAccessLinkMutation = { revokeOrderAccessLink: boolean };

export type CheckoutOrderQueryVariables = Exact<{
  id: string | number;
  claimToken?: string | null | undefined;
}>;


export type CheckoutOrderQuery = { order: (
    { id: string, status: OrderStatus, holdSecondsLeft: number, claimed: boolean, detailsComplete: boolean, buyerEmail: string | null, currency: string, totalMinor: number, event: { id: string, slug: string, title: string } }
    & { ' $fragmentRefs'?: { 'OrderLines_OrderFragment': OrderLines_OrderFragment;'DetailsForm_OrderFragment': DetailsForm_OrderFragment } }
  ) };

export type ClaimOrderMutationVariables = Exact<{
  id: string | number;
  claimToken: string;
}>;


export type ClaimOrderMutation = { claimOrder: { id: string, status: OrderStatus, holdSecondsLeft: number, claimed: boolean, buyerEmail: string | null } };

export type CancelReservationMutationVariables = Exact<{
  id: string | number;
  claimToken?: string | null | undefined;
}>;


export type CancelReservationMutation = { cancelReservation: { id: string, status: OrderStatus, holdSecondsLeft: number } };

export type ConfirmEmailAddressMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailAddressMutation = { confirmEmailAddress: number };

export type DetailsForm_OrderFragment = { id: string, buyerEmail: string | null, lines: Array<{ id: string, ticketTypeId: string, ticketTypeName: string, quantity: number, attendeeNames: Array<string> }>, questions: Array<{ id: string, label: string, kind: QuestionKind, helpText: string, required: boolean, scope: QuestionScope, ticketTypeIds: Array<string>, options: Array<string>, linkUrl: string }>, answers: Array<{ questionId: string, place: number, values: Array<string> }> } & { ' $fragmentName'?: 'DetailsForm_OrderFragment' };

export type SetOrderDetailsMutationVariables = Exact<{
  id: string | number;
  claimToken?: string | null | undefined;
  input: OrderDetailsInput;
}>;


export type SetOrderDetailsMutation = { setOrderDetails: (
    { id: string, status: OrderStatus, holdSecondsLeft: number, detailsComplete: boolean }
    & { ' $fragmentRefs'?: { 'DetailsForm_OrderFragment': DetailsForm_OrderFragment } }
  ) };

export type CancelMyOrderMutationVariables = Exact<{
  id: string | number;
  accessToken?: string | null | undefined;
  expectedAmountMinor: number;
}>;


export type CancelMyOrderMutation = { cancelMyOrder: { id: string } };

export type OrderConfirmationQueryVariables = Exact<{
  id: string | number;
  claimToken?: string | null | undefined;
}>;


export type OrderConfirmationQuery = { order: { id: string, code: string, status: OrderStatus, buyerEmail: string | null, ticketsMailed: boolean, claimed: boolean, latePayment: LatePayment | null, event: { id: string, slug: string, title: string, venueName: string, startsAt: string, endsAt: string, timeZone: string }, tickets: Array<(
      { id: string, status: TicketStatus, state: TicketState, attendeeName: string, ticketTypeName: string, calendar: string }
      & { ' $fragmentRefs'?: { 'TicketCodes_TicketFragment': TicketCodes_TicketFragment } }
    )> } };

export type OrderLines_OrderFragment = { currency: string, totalMinor: number, refundedMinor: number, promoCode: string | null, discountMinor: number, lines: Array<{ id: string, ticketTypeName: string, quantity: number, unitPriceMinor: number, listUnitPriceMinor: number | null, totalMinor: number }> } & { ' $fragmentName'?: 'OrderLines_OrderFragment' };

export type OrderPageQueryVariables = Exact<{
  id: string | number;
  claimToken?: string | null | undefined;
  accessToken?: string | null | undefined;
}>;


export type OrderPageQuery = { order: (
    { id: string, code: string, status: OrderStatus, claimed: boolean, openedWithAccessLink: boolean, currency: string, buyerEmail: string | null, paidAt: string | null, paymentProvider: PaymentProviderKind | null, latePayment: LatePayment | null, createdAt: string, event: { id: string, slug: string, title: string, venueName: string, startsAt: string, endsAt: string, timeZone: string }, tickets: Array<(
      { id: string, status: TicketStatus, state: TicketState, attendeeName: string, ticketTypeName: string, passedTo: string | null }
      & { ' $fragmentRefs'?: { 'TicketCodes_TicketFragment': TicketCodes_TicketFragment } }
    )>, refunds: Array<{ id: string, amountMinor: number, status: RefundStatus, ticketCount: number, createdAt: string }>, cancellation: { allowed: boolean, amountMinor: number, deadline: string | null, reason: string | null, policy: string } | null }
    & { ' $fragmentRefs'?: { 'OrderLines_OrderFragment': OrderLines_OrderFragment } }
  ) };

export type OrderPaymentStatusSubscriptionVariables = Exact<{
  id: string | number;
  claimToken?: string | null | undefined;
}>;


export type OrderPaymentStatusSubscription = { orderChanged: { __typename: 'Order', id: string, status: OrderStatus, latePayment: LatePayment | null } };

export type StartPaymentMutationVariables = Exact<{
  id: string | number;
  claimToken?: string | null | undefined;
}>;


export type StartPaymentMutation = { startPayment: { provider: PaymentProviderKind | null, clientSecret: string | null, publishableKey: string | null, order: { id: string, status: OrderStatus, holdSecondsLeft: number, paymentProvider: PaymentProviderKind | null } } };

export type TicketCodes_TicketFragment = { id: string, state: TicketState, attendeeName: string, ticketTypeName: string, qrSvg: string | null, shortCode: string | null } & { ' $fragmentName'?: 'TicketCodes_TicketFragment' };

export type TicketChangePaymentPageQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type TicketChangePaymentPageQuery = { ticketChangePayment: { id: string, status: TicketTypeChangeStatus, eventTitle: string, orderCode: string, attendeeName: string, fromTypeName: string, toTypeName: string, differenceMinor: number, currency: string, expiresAt: string | null } };

export type PayTicketChangeDifferenceMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type PayTicketChangeDifferenceMutation = { payTicketChange: { provider: PaymentProviderKind | null, clientSecret: string | null, publishableKey: string | null, change: { id: string, status: TicketTypeChangeStatus } } };

export const DetailsForm_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailsForm_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<DetailsForm_OrderFragment, unknown>;
export const OrderLines_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLines_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"promoCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"listUnitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]} as unknown as DocumentNode<OrderLines_OrderFragment, unknown>;
export const TicketCodes_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCodes_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}}]}}]} as unknown as DocumentNode<TicketCodes_TicketFragment, unknown>;
export const RevokeOrderAccessLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOrderAccessLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOrderAccessLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}]}]}}]} as unknown as DocumentNode<RevokeOrderAccessLinkMutation, RevokeOrderAccessLinkMutationVariables>;
export const CheckoutOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdSecondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"detailsComplete"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLines_order"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DetailsForm_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLines_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"promoCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"listUnitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailsForm_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<CheckoutOrderQuery, CheckoutOrderQueryVariables>;
export const ClaimOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdSecondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}}]}}]}}]} as unknown as DocumentNode<ClaimOrderMutation, ClaimOrderMutationVariables>;
export const CancelReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdSecondsLeft"}}]}}]}}]} as unknown as DocumentNode<CancelReservationMutation, CancelReservationMutationVariables>;
export const ConfirmEmailAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ConfirmEmailAddressMutation, ConfirmEmailAddressMutationVariables>;
export const SetOrderDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdSecondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"detailsComplete"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DetailsForm_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailsForm_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<SetOrderDetailsMutation, SetOrderDetailsMutationVariables>;
export const CancelMyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedAmountMinor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedAmountMinor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedAmountMinor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CancelMyOrderMutation, CancelMyOrderMutationVariables>;
export const OrderConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsMailed"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"latePayment"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"calendar"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCodes_ticket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCodes_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}}]}}]} as unknown as DocumentNode<OrderConfirmationQuery, OrderConfirmationQueryVariables>;
export const OrderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"openedWithAccessLink"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"latePayment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderLines_order"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"passedTo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketCodes_ticket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderLines_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"promoCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"listUnitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketCodes_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}}]}}]} as unknown as DocumentNode<OrderPageQuery, OrderPageQueryVariables>;
export const OrderPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latePayment"}}]}}]}}]} as unknown as DocumentNode<OrderPaymentStatusSubscription, OrderPaymentStatusSubscriptionVariables>;
export const StartPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdSecondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}}]}}]}}]}}]} as unknown as DocumentNode<StartPaymentMutation, StartPaymentMutationVariables>;
export const TicketChangePaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketChangePaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketChangePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"fromTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"toTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"differenceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TicketChangePaymentPageQuery, TicketChangePaymentPageQueryVariables>;
export const PayTicketChangeDifferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayTicketChangeDifference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payTicketChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PayTicketChangeDifferenceMutation, PayTicketChangeDifferenceMutationVariables>;