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
    "\n  mutation RevokeOrderAccessLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n": typeof types.RevokeOrderAccessLinkDocument,
    "\n  query CheckoutOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      detailsComplete\n      buyerEmail\n      currency\n      totalMinor\n      event {\n        id\n        slug\n        title\n      }\n      ...OrderLines_order\n      ...DetailsForm_order\n    }\n  }\n": typeof types.CheckoutOrderDocument,
    "\n  mutation ClaimOrder($id: ID!, $claimToken: String!) {\n    claimOrder(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      buyerEmail\n    }\n  }\n": typeof types.ClaimOrderDocument,
    "\n  mutation CancelReservation($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n    }\n  }\n": typeof types.CancelReservationDocument,
    "\n  mutation ConfirmEmailAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n": typeof types.ConfirmEmailAddressDocument,
    "\n  fragment DetailsForm_order on Order {\n    id\n    buyerEmail\n    lines {\n      id\n      ticketTypeId\n      ticketTypeName\n      quantity\n      attendeeNames\n    }\n    questions {\n      id\n      label\n      kind\n      helpText\n      required\n      scope\n      ticketTypeIds\n      options\n      linkUrl\n    }\n    answers {\n      questionId\n      place\n      values\n    }\n  }\n": typeof types.DetailsForm_OrderFragmentDoc,
    "\n  mutation SetOrderDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      status\n      holdSecondsLeft\n      detailsComplete\n      ...DetailsForm_order\n    }\n  }\n": typeof types.SetOrderDetailsDocument,
    "\n  mutation CancelMyOrder($id: ID!, $accessToken: String, $expectedAmountMinor: Int!) {\n    cancelMyOrder(id: $id, accessToken: $accessToken, expectedAmountMinor: $expectedAmountMinor) {\n      id\n    }\n  }\n": typeof types.CancelMyOrderDocument,
    "\n  query OrderConfirmation($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      code\n      status\n      buyerEmail\n      ticketsMailed\n      claimed\n      latePayment\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        calendar\n        ...TicketCodes_ticket\n      }\n    }\n  }\n": typeof types.OrderConfirmationDocument,
    "\n  fragment OrderLines_order on Order {\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      listUnitPriceMinor\n      totalMinor\n    }\n  }\n": typeof types.OrderLines_OrderFragmentDoc,
    "\n  query OrderPage($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      code\n      status\n      claimed\n      openedWithAccessLink\n      currency\n      buyerEmail\n      paidAt\n      paymentProvider\n      latePayment\n      createdAt\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      ...OrderLines_order\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        passedTo\n        ...TicketCodes_ticket\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        createdAt\n      }\n      cancellation {\n        allowed\n        amountMinor\n        deadline\n        reason\n        policy\n      }\n    }\n  }\n": typeof types.OrderPageDocument,
    "\n  subscription OrderPaymentStatus($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      __typename\n      id\n      status\n      latePayment\n    }\n  }\n": typeof types.OrderPaymentStatusDocument,
    "\n  mutation StartPayment($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        id\n        status\n        holdSecondsLeft\n        paymentProvider\n      }\n    }\n  }\n": typeof types.StartPaymentDocument,
    "\n  fragment TicketCodes_ticket on Ticket {\n    id\n    state\n    attendeeName\n    ticketTypeName\n    qrSvg\n    shortCode\n  }\n": typeof types.TicketCodes_TicketFragmentDoc,
    "\n  query TicketChangePaymentPage($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      id\n      status\n      eventTitle\n      orderCode\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n      expiresAt\n    }\n  }\n": typeof types.TicketChangePaymentPageDocument,
    "\n  mutation PayTicketChangeDifference($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      publishableKey\n      change {\n        id\n        status\n      }\n    }\n  }\n": typeof types.PayTicketChangeDifferenceDocument,
};
const documents: Documents = {
    "\n  mutation RevokeOrderAccessLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n": types.RevokeOrderAccessLinkDocument,
    "\n  query CheckoutOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      detailsComplete\n      buyerEmail\n      currency\n      totalMinor\n      event {\n        id\n        slug\n        title\n      }\n      ...OrderLines_order\n      ...DetailsForm_order\n    }\n  }\n": types.CheckoutOrderDocument,
    "\n  mutation ClaimOrder($id: ID!, $claimToken: String!) {\n    claimOrder(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      buyerEmail\n    }\n  }\n": types.ClaimOrderDocument,
    "\n  mutation CancelReservation($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n    }\n  }\n": types.CancelReservationDocument,
    "\n  mutation ConfirmEmailAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n": types.ConfirmEmailAddressDocument,
    "\n  fragment DetailsForm_order on Order {\n    id\n    buyerEmail\n    lines {\n      id\n      ticketTypeId\n      ticketTypeName\n      quantity\n      attendeeNames\n    }\n    questions {\n      id\n      label\n      kind\n      helpText\n      required\n      scope\n      ticketTypeIds\n      options\n      linkUrl\n    }\n    answers {\n      questionId\n      place\n      values\n    }\n  }\n": types.DetailsForm_OrderFragmentDoc,
    "\n  mutation SetOrderDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      status\n      holdSecondsLeft\n      detailsComplete\n      ...DetailsForm_order\n    }\n  }\n": types.SetOrderDetailsDocument,
    "\n  mutation CancelMyOrder($id: ID!, $accessToken: String, $expectedAmountMinor: Int!) {\n    cancelMyOrder(id: $id, accessToken: $accessToken, expectedAmountMinor: $expectedAmountMinor) {\n      id\n    }\n  }\n": types.CancelMyOrderDocument,
    "\n  query OrderConfirmation($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      code\n      status\n      buyerEmail\n      ticketsMailed\n      claimed\n      latePayment\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        calendar\n        ...TicketCodes_ticket\n      }\n    }\n  }\n": types.OrderConfirmationDocument,
    "\n  fragment OrderLines_order on Order {\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      listUnitPriceMinor\n      totalMinor\n    }\n  }\n": types.OrderLines_OrderFragmentDoc,
    "\n  query OrderPage($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      code\n      status\n      claimed\n      openedWithAccessLink\n      currency\n      buyerEmail\n      paidAt\n      paymentProvider\n      latePayment\n      createdAt\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      ...OrderLines_order\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        passedTo\n        ...TicketCodes_ticket\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        createdAt\n      }\n      cancellation {\n        allowed\n        amountMinor\n        deadline\n        reason\n        policy\n      }\n    }\n  }\n": types.OrderPageDocument,
    "\n  subscription OrderPaymentStatus($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      __typename\n      id\n      status\n      latePayment\n    }\n  }\n": types.OrderPaymentStatusDocument,
    "\n  mutation StartPayment($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        id\n        status\n        holdSecondsLeft\n        paymentProvider\n      }\n    }\n  }\n": types.StartPaymentDocument,
    "\n  fragment TicketCodes_ticket on Ticket {\n    id\n    state\n    attendeeName\n    ticketTypeName\n    qrSvg\n    shortCode\n  }\n": types.TicketCodes_TicketFragmentDoc,
    "\n  query TicketChangePaymentPage($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      id\n      status\n      eventTitle\n      orderCode\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n      expiresAt\n    }\n  }\n": types.TicketChangePaymentPageDocument,
    "\n  mutation PayTicketChangeDifference($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      publishableKey\n      change {\n        id\n        status\n      }\n    }\n  }\n": types.PayTicketChangeDifferenceDocument,
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
export function graphql(source: "\n  mutation RevokeOrderAccessLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n"): (typeof documents)["\n  mutation RevokeOrderAccessLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      detailsComplete\n      buyerEmail\n      currency\n      totalMinor\n      event {\n        id\n        slug\n        title\n      }\n      ...OrderLines_order\n      ...DetailsForm_order\n    }\n  }\n"): (typeof documents)["\n  query CheckoutOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      detailsComplete\n      buyerEmail\n      currency\n      totalMinor\n      event {\n        id\n        slug\n        title\n      }\n      ...OrderLines_order\n      ...DetailsForm_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimOrder($id: ID!, $claimToken: String!) {\n    claimOrder(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      buyerEmail\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimOrder($id: ID!, $claimToken: String!) {\n    claimOrder(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n      claimed\n      buyerEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelReservation($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation CancelReservation($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      id\n      status\n      holdSecondsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetailsForm_order on Order {\n    id\n    buyerEmail\n    lines {\n      id\n      ticketTypeId\n      ticketTypeName\n      quantity\n      attendeeNames\n    }\n    questions {\n      id\n      label\n      kind\n      helpText\n      required\n      scope\n      ticketTypeIds\n      options\n      linkUrl\n    }\n    answers {\n      questionId\n      place\n      values\n    }\n  }\n"): (typeof documents)["\n  fragment DetailsForm_order on Order {\n    id\n    buyerEmail\n    lines {\n      id\n      ticketTypeId\n      ticketTypeName\n      quantity\n      attendeeNames\n    }\n    questions {\n      id\n      label\n      kind\n      helpText\n      required\n      scope\n      ticketTypeIds\n      options\n      linkUrl\n    }\n    answers {\n      questionId\n      place\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      status\n      holdSecondsLeft\n      detailsComplete\n      ...DetailsForm_order\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      status\n      holdSecondsLeft\n      detailsComplete\n      ...DetailsForm_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyOrder($id: ID!, $accessToken: String, $expectedAmountMinor: Int!) {\n    cancelMyOrder(id: $id, accessToken: $accessToken, expectedAmountMinor: $expectedAmountMinor) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyOrder($id: ID!, $accessToken: String, $expectedAmountMinor: Int!) {\n    cancelMyOrder(id: $id, accessToken: $accessToken, expectedAmountMinor: $expectedAmountMinor) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderConfirmation($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      code\n      status\n      buyerEmail\n      ticketsMailed\n      claimed\n      latePayment\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        calendar\n        ...TicketCodes_ticket\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderConfirmation($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      id\n      code\n      status\n      buyerEmail\n      ticketsMailed\n      claimed\n      latePayment\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        calendar\n        ...TicketCodes_ticket\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLines_order on Order {\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      listUnitPriceMinor\n      totalMinor\n    }\n  }\n"): (typeof documents)["\n  fragment OrderLines_order on Order {\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      listUnitPriceMinor\n      totalMinor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPage($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      code\n      status\n      claimed\n      openedWithAccessLink\n      currency\n      buyerEmail\n      paidAt\n      paymentProvider\n      latePayment\n      createdAt\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      ...OrderLines_order\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        passedTo\n        ...TicketCodes_ticket\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        createdAt\n      }\n      cancellation {\n        allowed\n        amountMinor\n        deadline\n        reason\n        policy\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPage($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      code\n      status\n      claimed\n      openedWithAccessLink\n      currency\n      buyerEmail\n      paidAt\n      paymentProvider\n      latePayment\n      createdAt\n      event {\n        id\n        slug\n        title\n        venueName\n        startsAt\n        endsAt\n        timeZone\n      }\n      ...OrderLines_order\n      tickets {\n        id\n        status\n        state\n        attendeeName\n        ticketTypeName\n        passedTo\n        ...TicketCodes_ticket\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        createdAt\n      }\n      cancellation {\n        allowed\n        amountMinor\n        deadline\n        reason\n        policy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderPaymentStatus($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      __typename\n      id\n      status\n      latePayment\n    }\n  }\n"): (typeof documents)["\n  subscription OrderPaymentStatus($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      __typename\n      id\n      status\n      latePayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayment($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        id\n        status\n        holdSecondsLeft\n        paymentProvider\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPayment($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        id\n        status\n        holdSecondsLeft\n        paymentProvider\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketCodes_ticket on Ticket {\n    id\n    state\n    attendeeName\n    ticketTypeName\n    qrSvg\n    shortCode\n  }\n"): (typeof documents)["\n  fragment TicketCodes_ticket on Ticket {\n    id\n    state\n    attendeeName\n    ticketTypeName\n    qrSvg\n    shortCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketChangePaymentPage($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      id\n      status\n      eventTitle\n      orderCode\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query TicketChangePaymentPage($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      id\n      status\n      eventTitle\n      orderCode\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayTicketChangeDifference($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      publishableKey\n      change {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayTicketChangeDifference($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      publishableKey\n      change {\n        id\n        status\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;