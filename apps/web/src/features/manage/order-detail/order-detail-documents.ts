import { graphql } from '../gql/index.ts';

/** Everything the order page shows: the order, its tickets with their check-ins, payments, mails and history. */
export const OrderDetailPage_DetailFragment = graphql(`
  fragment OrderDetailPage_detail on OrderDetail {
    id
    version
    refundableMinor
    placesHeld
    order {
      id
      code
      status
      currency
      totalMinor
      refundedMinor
      buyerEmail
      createdAt
      paidAt
      holdExpiresAt
      lines {
        id
        ticketTypeName
        quantity
        unitPriceMinor
        totalMinor
      }
      refunds {
        id
        amountMinor
        status
        ticketCount
        reason
        createdAt
      }
      answers {
        questionId
        question
        place
        text
        questionDeleted
      }
    }
    tickets {
      id
      status
      attendeeName
      ticketTypeName
      orderLineId
      transfers {
        id
        status
        fromEmail
        fromName
        toEmail
        toName
        createdAt
        settledAt
      }
      checkIns {
        listId
        listName
        checkedIn
        inside
        firstAt
        deviceName
      }
    }
    payments {
      provider
      amountMinor
      paidAt
      reference
      cardLast4
    }
    mails {
      id
      to
      subject
      kind
      status
      attempts
      createdAt
      sentAt
    }
    history {
      id
      action
      actorName
      actorEmail
      subject
      changes {
        field
        before
        after
      }
      at
    }
    typeChanges {
      id
      ticketId
      fromTypeName
      toTypeName
      differenceMinor
      status
      expiresAt
      createdAt
    }
    typeChoices {
      id
      name
      priceMinor
      remaining
    }
  }
`);

export const ManagedOrderPageQuery = graphql(`
  query ManagedOrderPage($eventId: ID!, $code: String!) {
    managedOrder(eventId: $eventId, code: $code) {
      ...OrderDetailPage_detail
    }
  }
`);

export const ResendOrderMailMutation = graphql(`
  mutation ResendOrderMailAction($input: OrderActionInput!, $ticketId: ID) {
    resendOrderMail(input: $input, ticketId: $ticketId) {
      ...OrderDetailPage_detail
    }
  }
`);

export const RenameAttendeeMutation = graphql(`
  mutation RenameAttendeeAction($input: OrderActionInput!, $ticketId: ID!, $attendeeName: String!) {
    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $attendeeName) {
      ...OrderDetailPage_detail
    }
  }
`);

export const ExtendOrderHoldMutation = graphql(`
  mutation ExtendOrderHoldAction($input: OrderActionInput!, $minutes: Int!) {
    extendOrderHold(input: $input, minutes: $minutes) {
      ...OrderDetailPage_detail
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrderAction($input: OrderActionInput!, $refund: Boolean!, $notifyBuyer: Boolean!) {
    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notifyBuyer) {
      ...OrderDetailPage_detail
    }
  }
`);

export const ChangeTicketTypeMutation = graphql(`
  mutation ChangeTicketTypeAction($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {
    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {
      ...OrderDetailPage_detail
    }
  }
`);

export const RefundOrderFromDetailMutation = graphql(`
  mutation RefundOrderFromDetailAction(
    $input: OrderActionInput!
    $ticketIds: [ID!]
    $amountMinor: Int
    $notifyBuyer: Boolean!
  ) {
    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amountMinor, notifyBuyer: $notifyBuyer) {
      ...OrderDetailPage_detail
    }
  }
`);
