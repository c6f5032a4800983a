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
    "\n  query EventAttendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": typeof types.EventAttendeesDocument,
    "\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        at\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n    }\n  }\n": typeof types.CheckInAttendeeDocument,
    "\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n        listName\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n": typeof types.UndoAttendeeCheckInDocument,
    "\n  query AuditOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n      events {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AuditOrganizationDocument,
    "\n  query AuditLog($organizationId: ID!, $filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $organizationId, filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventTitle\n        subject\n        changes {\n          field\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation StartBulkAction($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      ...BulkProgress_action\n    }\n  }\n": typeof types.StartBulkActionDocument,
    "\n  fragment BulkProgress_action on BulkAction {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n  }\n": typeof types.BulkProgress_ActionFragmentDoc,
    "\n  query BulkAction($id: ID!) {\n    bulkAction(id: $id) {\n      ...BulkProgress_action\n    }\n  }\n": typeof types.BulkActionDocument,
    "\n  mutation CreateCheckInList($eventId: ID!, $input: CheckInListInput!) {\n    createCheckInList(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCheckInListDocument,
    "\n  mutation DeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n": typeof types.DeleteCheckInListDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": typeof types.DeleteTicketTypeDocument,
    "\n  query DoorConflicts($eventId: ID!) {\n    checkInConflicts(eventId: $eventId) {\n      listName\n      ticket {\n        id\n        attendeeName\n      }\n      first {\n        at\n        deviceName\n      }\n      second {\n        at\n        deviceName\n      }\n    }\n  }\n": typeof types.DoorConflictsDocument,
    "\n  fragment EventForm_event on Event {\n    title\n    slug\n    description\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    faq {\n      question\n      answer\n    }\n  }\n": typeof types.EventForm_EventFragmentDoc,
    "\n  fragment EventImages_event on Event {\n    id\n    coverImage {\n      id\n      alt\n      url(width: 640)\n    }\n    gallery {\n      id\n      alt\n      url(width: 320)\n    }\n  }\n": typeof types.EventImages_EventFragmentDoc,
    "\n  mutation RemoveEventImage($eventId: ID!, $imageId: ID!) {\n    removeEventImage(eventId: $eventId, imageId: $imageId) {\n      id\n      ...EventImages_event\n    }\n  }\n": typeof types.RemoveEventImageDocument,
    "\n  fragment EventLifecycle_event on Event {\n    id\n    slug\n    status\n    timeZone\n    ticketTypes {\n      id\n      name\n      hidden\n      salesStartAt\n      salesEndAt\n    }\n    sales {\n      ordersToRefund\n    }\n  }\n": typeof types.EventLifecycle_EventFragmentDoc,
    "\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n": typeof types.PublishEventDocument,
    "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n": typeof types.EndEventDocument,
    "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  fragment EventListItem_event on Event {\n    slug\n    title\n    status\n    startsAt\n    endsAt\n    timeZone\n    currency\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n": typeof types.EventListItem_EventFragmentDoc,
    "\n  query OrganizationEvents($slug: String!) {\n    organization(slug: $slug) {\n      id\n      events {\n        id\n        ...EventListItem_event\n      }\n    }\n  }\n": typeof types.OrganizationEventsDocument,
    "\n  mutation UploadEventImage($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      id\n      ...EventImages_event\n    }\n  }\n": typeof types.UploadEventImageDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation InviteMember($organizationId: ID!, $input: InviteMemberInput!) {\n    inviteMember(organizationId: $organizationId, input: $input) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation LeaveOrganization($organizationId: ID!) {\n    leaveOrganization(organizationId: $organizationId)\n  }\n": typeof types.LeaveOrganizationDocument,
    "\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      ...EventListItem_event\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  query ManagedOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n": typeof types.ManagedOrganizationDocument,
    "\n  fragment PendingInvitations_invitation on PendingInvitation {\n    id\n    role\n    organizationName\n    invitedBy\n    expiresAt\n  }\n": typeof types.PendingInvitations_InvitationFragmentDoc,
    "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      slug\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n": typeof types.DeclineInvitationDocument,
    "\n  fragment TicketTypeForm_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    capacity\n    salesStartAtLocal\n    salesEndAtLocal\n    minPerOrder\n    maxPerOrder\n    hidden\n    sortOrder\n  }\n": typeof types.TicketTypeForm_TicketTypeFragmentDoc,
    "\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n": typeof types.CreateTicketTypeDocument,
    "\n  mutation UpdateTicketType($id: ID!, $input: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n": typeof types.UpdateTicketTypeDocument,
    "\n  fragment TicketTypes_event on Event {\n    id\n    currency\n    timeZone\n    ticketTypes {\n      id\n      name\n      priceMinor\n      hidden\n      capacity\n      sortOrder\n      availability\n      quantitySold\n      ...TicketTypeForm_ticketType\n    }\n  }\n": typeof types.TicketTypes_EventFragmentDoc,
    "\n  query CheckInLists($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n      checkInLists {\n        id\n        name\n        ticketTypeIds\n        opensMinutesBefore\n        allowReentry\n        isDefault\n        counts {\n          checkedIn\n          expected\n        }\n      }\n    }\n  }\n": typeof types.CheckInListsDocument,
    "\n  query ManageOrganizations {\n    viewer {\n      organizations {\n        id\n        name\n        slug\n        viewerRole\n      }\n      pendingInvitations {\n        id\n        ...PendingInvitations_invitation\n      }\n    }\n  }\n": typeof types.ManageOrganizationsDocument,
    "\n  query TeamMembers($slug: String!) {\n    viewer {\n      user {\n        id\n      }\n    }\n    organization(slug: $slug) {\n      id\n      members {\n        role\n        joinedAt\n        user {\n          id\n          email\n          displayName\n          phoneNumber\n        }\n      }\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  query OrganizationInvitations($slug: String!) {\n    organization(slug: $slug) {\n      id\n      invitations {\n        id\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n": typeof types.OrganizationInvitationsDocument,
    "\n  mutation ChangeMemberRole($organizationId: ID!, $userId: ID!, $role: OrganizationRole!) {\n    changeMemberRole(organizationId: $organizationId, userId: $userId, role: $role) {\n      role\n    }\n  }\n": typeof types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($organizationId: ID!, $userId: ID!) {\n    removeMember(organizationId: $organizationId, userId: $userId)\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation RefundOrder($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      ...ManagedOrder_order\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      slug\n      startsAt\n      endsAt\n      ...EventForm_event\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  fragment ManagedOrder_order on Order {\n    id\n    status\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    buyerEmail\n    createdAt\n    paidAt\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      totalMinor\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n    }\n    refunds {\n      id\n      amountMinor\n      status\n      ticketCount\n      createdAt\n    }\n    answers {\n      questionId\n      question\n      place\n      text\n      questionDeleted\n    }\n  }\n": typeof types.ManagedOrder_OrderFragmentDoc,
    "\n  query EventOrderSearch($eventId: ID!, $filter: OrderSearchInput!) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        currency\n        totalMinor\n        refundedMinor\n        buyerEmail\n        createdAt\n        paidAt\n        paymentProvider\n        tickets {\n          id\n          attendeeName\n        }\n        ...ManagedOrder_order\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": typeof types.EventOrderSearchDocument,
    "\n  query OrderFilterOptions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OrderFilterOptionsDocument,
    "\n  query EventCancellation($slug: String!) {\n    event(slug: $slug) {\n      id\n      cancellation {\n        ...CancellationProgress_cancellation\n      }\n    }\n  }\n": typeof types.EventCancellationDocument,
    "\n  fragment CancellationProgress_cancellation on EventCancellation {\n    status\n    total\n    refunded\n    failed\n    skipped\n    currency\n    failures {\n      orderId\n      orderCode\n      amountMinor\n      message\n    }\n  }\n": typeof types.CancellationProgress_CancellationFragmentDoc,
    "\n  subscription EventCancellationChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n": typeof types.EventCancellationChangedDocument,
    "\n  mutation RetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n": typeof types.RetryCancellationRefundsDocument,
    "\n  fragment SalesSummary_event on Event {\n    currency\n    ticketTypes {\n      id\n      name\n      availability\n      quantitySold\n      capacity\n    }\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n": typeof types.SalesSummary_EventFragmentDoc,
    "\n  subscription LiveDashboard($eventId: ID!) {\n    eventDashboardChanged(eventId: $eventId) {\n      eventId\n      currency\n      timeZone\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        name\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n": typeof types.LiveDashboardDocument,
    "\n  query ManageEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      status\n      startsAt\n      endsAt\n      timeZone\n      viewerRole\n      organizer {\n        name\n        slug\n      }\n      ...EventForm_event\n      ...EventImages_event\n      ...TicketTypes_event\n      ...EventLifecycle_event\n      ...SalesSummary_event\n    }\n  }\n": typeof types.ManageEventDocument,
    "\n  query MessagesEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      reminderHours\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MessagesEventDocument,
    "\n  fragment MessageRow_message on Message {\n    id\n    kind\n    subject\n    audience\n    status\n    recipientCount\n    sent\n    pending\n    failed\n    createdByName\n    createdAt\n  }\n": typeof types.MessageRow_MessageFragmentDoc,
    "\n  query EventMessages($eventId: ID!) {\n    eventMessages(eventId: $eventId) {\n      ...MessageRow_message\n    }\n  }\n": typeof types.EventMessagesDocument,
    "\n  subscription MessageChanged($id: ID!) {\n    messageChanged(id: $id) {\n      ...MessageRow_message\n    }\n  }\n": typeof types.MessageChangedDocument,
    "\n  query MessageRecipients($messageId: ID!, $after: String, $onlyProblems: Boolean) {\n    messageRecipients(messageId: $messageId, after: $after, onlyProblems: $onlyProblems) {\n      items {\n        email\n        orderId\n        orderCode\n        status\n        sentAt\n        error\n      }\n      nextCursor\n    }\n  }\n": typeof types.MessageRecipientsDocument,
    "\n  query MessagePreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      recipientCount\n    }\n  }\n": typeof types.MessagePreviewDocument,
    "\n  mutation SendMessage($eventId: ID!, $input: MessageInput!, $ratePerMinute: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $ratePerMinute) {\n      id\n      subject\n      recipientCount\n      ...MessageRow_message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation SendTestMessage($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n": typeof types.SendTestMessageDocument,
    "\n  mutation SetReminderHours($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      id\n      reminderHours\n    }\n  }\n": typeof types.SetReminderHoursDocument,
    "\n  fragment WaitingRoomFields on WaitingRoom {\n    enabled\n    opensAt\n    opensAtLocal\n    preQueueMinutes\n    admitPerMinute\n    ratePerMinute\n    holdMinutes\n    autoArrivalsPerMinute\n    joined\n    admitted\n  }\n": typeof types.WaitingRoomFieldsFragmentDoc,
    "\n  query OnSale($slug: String!) {\n    event(slug: $slug) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n      managedWaitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n  }\n": typeof types.OnSaleDocument,
    "\n  mutation ConfigureWaitingRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      ...WaitingRoomFields\n    }\n  }\n": typeof types.ConfigureWaitingRoomDocument,
    "\n  mutation SetRefundPolicyFromForm($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n    }\n  }\n": typeof types.SetRefundPolicyFromFormDocument,
    "\n  mutation SetTransferPolicyFromForm($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      id\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n    }\n  }\n": typeof types.SetTransferPolicyFromFormDocument,
    "\n  fragment OrderDetailPage_detail on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      code\n      status\n      currency\n      totalMinor\n      refundedMinor\n      buyerEmail\n      createdAt\n      paidAt\n      holdExpiresAt\n      lines {\n        id\n        ticketTypeName\n        quantity\n        unitPriceMinor\n        totalMinor\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        reason\n        createdAt\n      }\n      answers {\n        questionId\n        question\n        place\n        text\n        questionDeleted\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n      transfers {\n        id\n        status\n        fromEmail\n        fromName\n        toEmail\n        toName\n        createdAt\n        settledAt\n      }\n      checkIns {\n        listId\n        listName\n        checkedIn\n        inside\n        firstAt\n        deviceName\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      paidAt\n      reference\n      cardLast4\n    }\n    mails {\n      id\n      to\n      subject\n      kind\n      status\n      attempts\n      createdAt\n      sentAt\n    }\n    history {\n      id\n      action\n      actorName\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n      at\n    }\n    typeChanges {\n      id\n      ticketId\n      fromTypeName\n      toTypeName\n      differenceMinor\n      status\n      expiresAt\n      createdAt\n    }\n    typeChoices {\n      id\n      name\n      priceMinor\n      remaining\n    }\n  }\n": typeof types.OrderDetailPage_DetailFragmentDoc,
    "\n  query ManagedOrderPage($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.ManagedOrderPageDocument,
    "\n  mutation ResendOrderMailAction($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.ResendOrderMailActionDocument,
    "\n  mutation RenameAttendeeAction($input: OrderActionInput!, $ticketId: ID!, $attendeeName: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $attendeeName) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.RenameAttendeeActionDocument,
    "\n  mutation ExtendOrderHoldAction($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.ExtendOrderHoldActionDocument,
    "\n  mutation CancelOrderAction($input: OrderActionInput!, $refund: Boolean!, $notifyBuyer: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.CancelOrderActionDocument,
    "\n  mutation ChangeTicketTypeAction($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.ChangeTicketTypeActionDocument,
    "\n  mutation RefundOrderFromDetailAction(\n    $input: OrderActionInput!\n    $ticketIds: [ID!]\n    $amountMinor: Int\n    $notifyBuyer: Boolean!\n  ) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amountMinor, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.RefundOrderFromDetailActionDocument,
    "\n  subscription LiveOrganizationDashboard($organizationId: ID!) {\n    organizationDashboardChanged(organizationId: $organizationId) {\n      organizationId\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n": typeof types.LiveOrganizationDashboardDocument,
    "\n  fragment PromoCodeFields on PromoCode {\n    id\n    code\n    summary\n    status\n    uses\n    maxUses\n    ticketTypeIds\n    validUntil\n    batch\n    ordersPaid\n    revenueMinor\n  }\n": typeof types.PromoCodeFieldsFragmentDoc,
    "\n  query PromoCodes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      timeZone\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      promoCodes {\n        ...PromoCodeFields\n      }\n    }\n  }\n": typeof types.PromoCodesDocument,
    "\n  mutation CreatePromoCodeFromForm($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePromoCodeFromFormDocument,
    "\n  mutation CreatePromoCodeBatchFromForm($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n    }\n  }\n": typeof types.CreatePromoCodeBatchFromFormDocument,
    "\n  mutation DeletePromoCodeFromList($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n": typeof types.DeletePromoCodeFromListDocument,
    "\n  fragment QuestionFields on Question {\n    id\n    label\n    kind\n    helpText\n    required\n    scope\n    ticketTypeIds\n    options\n    linkUrl\n    showAtDoor\n  }\n": typeof types.QuestionFieldsFragmentDoc,
    "\n  query EventQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      questions {\n        ...QuestionFields\n      }\n    }\n  }\n": typeof types.EventQuestionsDocument,
    "\n  mutation CreateQuestionFromForm($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateQuestionFromFormDocument,
    "\n  mutation UpdateQuestionFromForm($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      ...QuestionFields\n    }\n  }\n": typeof types.UpdateQuestionFromFormDocument,
    "\n  mutation DeleteQuestionFromList($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteQuestionFromListDocument,
    "\n  mutation MoveQuestionInList($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      id\n    }\n  }\n": typeof types.MoveQuestionInListDocument,
    "\n  query StaffOrderTypes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      ticketTypes {\n        id\n        name\n        priceMinor\n        hidden\n        capacity\n        quantitySold\n      }\n    }\n  }\n": typeof types.StaffOrderTypesDocument,
    "\n  mutation ReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      id\n      order {\n        id\n        code\n      }\n    }\n  }\n": typeof types.ReserveForBuyerDocument,
    "\n  mutation MarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...OrderDetailPage_detail\n    }\n  }\n": typeof types.MarkOrderPaidDocument,
    "\n  fragment WaitingListPolicyFields on WaitingListPolicy {\n    enabled\n    autoOffer\n    offerHours\n    skipGroups\n    summary\n  }\n": typeof types.WaitingListPolicyFieldsFragmentDoc,
    "\n  query ManagedWaitingList($slug: String!) {\n    event(slug: $slug) {\n      id\n      timeZone\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n      waitingList {\n        id\n        email\n        quantity\n        status\n        ticketTypeName\n        position\n        joinedAt\n        offerExpiresAt\n        orderCode\n      }\n    }\n  }\n": typeof types.ManagedWaitingListDocument,
    "\n  mutation SetWaitingListPolicyFromForm($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      id\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n    }\n  }\n": typeof types.SetWaitingListPolicyFromFormDocument,
    "\n  mutation OfferWaitingListPlacesByHand($entryId: ID!) {\n    offerWaitingListPlaces(entryId: $entryId) {\n      id\n      status\n    }\n  }\n": typeof types.OfferWaitingListPlacesByHandDocument,
    "\n  mutation RemoveWaitingListEntryByHand($entryId: ID!) {\n    removeWaitingListEntry(entryId: $entryId) {\n      id\n      status\n    }\n  }\n": typeof types.RemoveWaitingListEntryByHandDocument,
};
const documents: Documents = {
    "\n  query EventAttendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": types.EventAttendeesDocument,
    "\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        at\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n    }\n  }\n": types.CheckInAttendeeDocument,
    "\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n        listName\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n": types.UndoAttendeeCheckInDocument,
    "\n  query AuditOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n      events {\n        id\n        title\n      }\n    }\n  }\n": types.AuditOrganizationDocument,
    "\n  query AuditLog($organizationId: ID!, $filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $organizationId, filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventTitle\n        subject\n        changes {\n          field\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation StartBulkAction($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      ...BulkProgress_action\n    }\n  }\n": types.StartBulkActionDocument,
    "\n  fragment BulkProgress_action on BulkAction {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n  }\n": types.BulkProgress_ActionFragmentDoc,
    "\n  query BulkAction($id: ID!) {\n    bulkAction(id: $id) {\n      ...BulkProgress_action\n    }\n  }\n": types.BulkActionDocument,
    "\n  mutation CreateCheckInList($eventId: ID!, $input: CheckInListInput!) {\n    createCheckInList(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": types.CreateCheckInListDocument,
    "\n  mutation DeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n": types.DeleteCheckInListDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": types.DeleteTicketTypeDocument,
    "\n  query DoorConflicts($eventId: ID!) {\n    checkInConflicts(eventId: $eventId) {\n      listName\n      ticket {\n        id\n        attendeeName\n      }\n      first {\n        at\n        deviceName\n      }\n      second {\n        at\n        deviceName\n      }\n    }\n  }\n": types.DoorConflictsDocument,
    "\n  fragment EventForm_event on Event {\n    title\n    slug\n    description\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    faq {\n      question\n      answer\n    }\n  }\n": types.EventForm_EventFragmentDoc,
    "\n  fragment EventImages_event on Event {\n    id\n    coverImage {\n      id\n      alt\n      url(width: 640)\n    }\n    gallery {\n      id\n      alt\n      url(width: 320)\n    }\n  }\n": types.EventImages_EventFragmentDoc,
    "\n  mutation RemoveEventImage($eventId: ID!, $imageId: ID!) {\n    removeEventImage(eventId: $eventId, imageId: $imageId) {\n      id\n      ...EventImages_event\n    }\n  }\n": types.RemoveEventImageDocument,
    "\n  fragment EventLifecycle_event on Event {\n    id\n    slug\n    status\n    timeZone\n    ticketTypes {\n      id\n      name\n      hidden\n      salesStartAt\n      salesEndAt\n    }\n    sales {\n      ordersToRefund\n    }\n  }\n": types.EventLifecycle_EventFragmentDoc,
    "\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n": types.PublishEventDocument,
    "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n": types.EndEventDocument,
    "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n": types.CancelEventDocument,
    "\n  fragment EventListItem_event on Event {\n    slug\n    title\n    status\n    startsAt\n    endsAt\n    timeZone\n    currency\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n": types.EventListItem_EventFragmentDoc,
    "\n  query OrganizationEvents($slug: String!) {\n    organization(slug: $slug) {\n      id\n      events {\n        id\n        ...EventListItem_event\n      }\n    }\n  }\n": types.OrganizationEventsDocument,
    "\n  mutation UploadEventImage($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      id\n      ...EventImages_event\n    }\n  }\n": types.UploadEventImageDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation InviteMember($organizationId: ID!, $input: InviteMemberInput!) {\n    inviteMember(organizationId: $organizationId, input: $input) {\n      id\n      email\n      role\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation LeaveOrganization($organizationId: ID!) {\n    leaveOrganization(organizationId: $organizationId)\n  }\n": types.LeaveOrganizationDocument,
    "\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      ...EventListItem_event\n    }\n  }\n": types.CreateEventDocument,
    "\n  query ManagedOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n": types.ManagedOrganizationDocument,
    "\n  fragment PendingInvitations_invitation on PendingInvitation {\n    id\n    role\n    organizationName\n    invitedBy\n    expiresAt\n  }\n": types.PendingInvitations_InvitationFragmentDoc,
    "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      slug\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n": types.DeclineInvitationDocument,
    "\n  fragment TicketTypeForm_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    capacity\n    salesStartAtLocal\n    salesEndAtLocal\n    minPerOrder\n    maxPerOrder\n    hidden\n    sortOrder\n  }\n": types.TicketTypeForm_TicketTypeFragmentDoc,
    "\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n": types.CreateTicketTypeDocument,
    "\n  mutation UpdateTicketType($id: ID!, $input: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n": types.UpdateTicketTypeDocument,
    "\n  fragment TicketTypes_event on Event {\n    id\n    currency\n    timeZone\n    ticketTypes {\n      id\n      name\n      priceMinor\n      hidden\n      capacity\n      sortOrder\n      availability\n      quantitySold\n      ...TicketTypeForm_ticketType\n    }\n  }\n": types.TicketTypes_EventFragmentDoc,
    "\n  query CheckInLists($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n      checkInLists {\n        id\n        name\n        ticketTypeIds\n        opensMinutesBefore\n        allowReentry\n        isDefault\n        counts {\n          checkedIn\n          expected\n        }\n      }\n    }\n  }\n": types.CheckInListsDocument,
    "\n  query ManageOrganizations {\n    viewer {\n      organizations {\n        id\n        name\n        slug\n        viewerRole\n      }\n      pendingInvitations {\n        id\n        ...PendingInvitations_invitation\n      }\n    }\n  }\n": types.ManageOrganizationsDocument,
    "\n  query TeamMembers($slug: String!) {\n    viewer {\n      user {\n        id\n      }\n    }\n    organization(slug: $slug) {\n      id\n      members {\n        role\n        joinedAt\n        user {\n          id\n          email\n          displayName\n          phoneNumber\n        }\n      }\n    }\n  }\n": types.TeamMembersDocument,
    "\n  query OrganizationInvitations($slug: String!) {\n    organization(slug: $slug) {\n      id\n      invitations {\n        id\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n": types.OrganizationInvitationsDocument,
    "\n  mutation ChangeMemberRole($organizationId: ID!, $userId: ID!, $role: OrganizationRole!) {\n    changeMemberRole(organizationId: $organizationId, userId: $userId, role: $role) {\n      role\n    }\n  }\n": types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($organizationId: ID!, $userId: ID!) {\n    removeMember(organizationId: $organizationId, userId: $userId)\n  }\n": types.RemoveMemberDocument,
    "\n  mutation RefundOrder($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      ...ManagedOrder_order\n    }\n  }\n": types.RefundOrderDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      slug\n      startsAt\n      endsAt\n      ...EventForm_event\n    }\n  }\n": types.UpdateEventDocument,
    "\n  fragment ManagedOrder_order on Order {\n    id\n    status\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    buyerEmail\n    createdAt\n    paidAt\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      totalMinor\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n    }\n    refunds {\n      id\n      amountMinor\n      status\n      ticketCount\n      createdAt\n    }\n    answers {\n      questionId\n      question\n      place\n      text\n      questionDeleted\n    }\n  }\n": types.ManagedOrder_OrderFragmentDoc,
    "\n  query EventOrderSearch($eventId: ID!, $filter: OrderSearchInput!) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        currency\n        totalMinor\n        refundedMinor\n        buyerEmail\n        createdAt\n        paidAt\n        paymentProvider\n        tickets {\n          id\n          attendeeName\n        }\n        ...ManagedOrder_order\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": types.EventOrderSearchDocument,
    "\n  query OrderFilterOptions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n": types.OrderFilterOptionsDocument,
    "\n  query EventCancellation($slug: String!) {\n    event(slug: $slug) {\n      id\n      cancellation {\n        ...CancellationProgress_cancellation\n      }\n    }\n  }\n": types.EventCancellationDocument,
    "\n  fragment CancellationProgress_cancellation on EventCancellation {\n    status\n    total\n    refunded\n    failed\n    skipped\n    currency\n    failures {\n      orderId\n      orderCode\n      amountMinor\n      message\n    }\n  }\n": types.CancellationProgress_CancellationFragmentDoc,
    "\n  subscription EventCancellationChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n": types.EventCancellationChangedDocument,
    "\n  mutation RetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n": types.RetryCancellationRefundsDocument,
    "\n  fragment SalesSummary_event on Event {\n    currency\n    ticketTypes {\n      id\n      name\n      availability\n      quantitySold\n      capacity\n    }\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n": types.SalesSummary_EventFragmentDoc,
    "\n  subscription LiveDashboard($eventId: ID!) {\n    eventDashboardChanged(eventId: $eventId) {\n      eventId\n      currency\n      timeZone\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        name\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n": types.LiveDashboardDocument,
    "\n  query ManageEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      status\n      startsAt\n      endsAt\n      timeZone\n      viewerRole\n      organizer {\n        name\n        slug\n      }\n      ...EventForm_event\n      ...EventImages_event\n      ...TicketTypes_event\n      ...EventLifecycle_event\n      ...SalesSummary_event\n    }\n  }\n": types.ManageEventDocument,
    "\n  query MessagesEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      reminderHours\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n": types.MessagesEventDocument,
    "\n  fragment MessageRow_message on Message {\n    id\n    kind\n    subject\n    audience\n    status\n    recipientCount\n    sent\n    pending\n    failed\n    createdByName\n    createdAt\n  }\n": types.MessageRow_MessageFragmentDoc,
    "\n  query EventMessages($eventId: ID!) {\n    eventMessages(eventId: $eventId) {\n      ...MessageRow_message\n    }\n  }\n": types.EventMessagesDocument,
    "\n  subscription MessageChanged($id: ID!) {\n    messageChanged(id: $id) {\n      ...MessageRow_message\n    }\n  }\n": types.MessageChangedDocument,
    "\n  query MessageRecipients($messageId: ID!, $after: String, $onlyProblems: Boolean) {\n    messageRecipients(messageId: $messageId, after: $after, onlyProblems: $onlyProblems) {\n      items {\n        email\n        orderId\n        orderCode\n        status\n        sentAt\n        error\n      }\n      nextCursor\n    }\n  }\n": types.MessageRecipientsDocument,
    "\n  query MessagePreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      recipientCount\n    }\n  }\n": types.MessagePreviewDocument,
    "\n  mutation SendMessage($eventId: ID!, $input: MessageInput!, $ratePerMinute: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $ratePerMinute) {\n      id\n      subject\n      recipientCount\n      ...MessageRow_message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation SendTestMessage($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n": types.SendTestMessageDocument,
    "\n  mutation SetReminderHours($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      id\n      reminderHours\n    }\n  }\n": types.SetReminderHoursDocument,
    "\n  fragment WaitingRoomFields on WaitingRoom {\n    enabled\n    opensAt\n    opensAtLocal\n    preQueueMinutes\n    admitPerMinute\n    ratePerMinute\n    holdMinutes\n    autoArrivalsPerMinute\n    joined\n    admitted\n  }\n": types.WaitingRoomFieldsFragmentDoc,
    "\n  query OnSale($slug: String!) {\n    event(slug: $slug) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n      managedWaitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n  }\n": types.OnSaleDocument,
    "\n  mutation ConfigureWaitingRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      ...WaitingRoomFields\n    }\n  }\n": types.ConfigureWaitingRoomDocument,
    "\n  mutation SetRefundPolicyFromForm($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n    }\n  }\n": types.SetRefundPolicyFromFormDocument,
    "\n  mutation SetTransferPolicyFromForm($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      id\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n    }\n  }\n": types.SetTransferPolicyFromFormDocument,
    "\n  fragment OrderDetailPage_detail on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      code\n      status\n      currency\n      totalMinor\n      refundedMinor\n      buyerEmail\n      createdAt\n      paidAt\n      holdExpiresAt\n      lines {\n        id\n        ticketTypeName\n        quantity\n        unitPriceMinor\n        totalMinor\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        reason\n        createdAt\n      }\n      answers {\n        questionId\n        question\n        place\n        text\n        questionDeleted\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n      transfers {\n        id\n        status\n        fromEmail\n        fromName\n        toEmail\n        toName\n        createdAt\n        settledAt\n      }\n      checkIns {\n        listId\n        listName\n        checkedIn\n        inside\n        firstAt\n        deviceName\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      paidAt\n      reference\n      cardLast4\n    }\n    mails {\n      id\n      to\n      subject\n      kind\n      status\n      attempts\n      createdAt\n      sentAt\n    }\n    history {\n      id\n      action\n      actorName\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n      at\n    }\n    typeChanges {\n      id\n      ticketId\n      fromTypeName\n      toTypeName\n      differenceMinor\n      status\n      expiresAt\n      createdAt\n    }\n    typeChoices {\n      id\n      name\n      priceMinor\n      remaining\n    }\n  }\n": types.OrderDetailPage_DetailFragmentDoc,
    "\n  query ManagedOrderPage($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.ManagedOrderPageDocument,
    "\n  mutation ResendOrderMailAction($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.ResendOrderMailActionDocument,
    "\n  mutation RenameAttendeeAction($input: OrderActionInput!, $ticketId: ID!, $attendeeName: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $attendeeName) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.RenameAttendeeActionDocument,
    "\n  mutation ExtendOrderHoldAction($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.ExtendOrderHoldActionDocument,
    "\n  mutation CancelOrderAction($input: OrderActionInput!, $refund: Boolean!, $notifyBuyer: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.CancelOrderActionDocument,
    "\n  mutation ChangeTicketTypeAction($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.ChangeTicketTypeActionDocument,
    "\n  mutation RefundOrderFromDetailAction(\n    $input: OrderActionInput!\n    $ticketIds: [ID!]\n    $amountMinor: Int\n    $notifyBuyer: Boolean!\n  ) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amountMinor, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.RefundOrderFromDetailActionDocument,
    "\n  subscription LiveOrganizationDashboard($organizationId: ID!) {\n    organizationDashboardChanged(organizationId: $organizationId) {\n      organizationId\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n": types.LiveOrganizationDashboardDocument,
    "\n  fragment PromoCodeFields on PromoCode {\n    id\n    code\n    summary\n    status\n    uses\n    maxUses\n    ticketTypeIds\n    validUntil\n    batch\n    ordersPaid\n    revenueMinor\n  }\n": types.PromoCodeFieldsFragmentDoc,
    "\n  query PromoCodes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      timeZone\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      promoCodes {\n        ...PromoCodeFields\n      }\n    }\n  }\n": types.PromoCodesDocument,
    "\n  mutation CreatePromoCodeFromForm($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": types.CreatePromoCodeFromFormDocument,
    "\n  mutation CreatePromoCodeBatchFromForm($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n    }\n  }\n": types.CreatePromoCodeBatchFromFormDocument,
    "\n  mutation DeletePromoCodeFromList($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n": types.DeletePromoCodeFromListDocument,
    "\n  fragment QuestionFields on Question {\n    id\n    label\n    kind\n    helpText\n    required\n    scope\n    ticketTypeIds\n    options\n    linkUrl\n    showAtDoor\n  }\n": types.QuestionFieldsFragmentDoc,
    "\n  query EventQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      questions {\n        ...QuestionFields\n      }\n    }\n  }\n": types.EventQuestionsDocument,
    "\n  mutation CreateQuestionFromForm($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": types.CreateQuestionFromFormDocument,
    "\n  mutation UpdateQuestionFromForm($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      ...QuestionFields\n    }\n  }\n": types.UpdateQuestionFromFormDocument,
    "\n  mutation DeleteQuestionFromList($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n": types.DeleteQuestionFromListDocument,
    "\n  mutation MoveQuestionInList($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      id\n    }\n  }\n": types.MoveQuestionInListDocument,
    "\n  query StaffOrderTypes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      ticketTypes {\n        id\n        name\n        priceMinor\n        hidden\n        capacity\n        quantitySold\n      }\n    }\n  }\n": types.StaffOrderTypesDocument,
    "\n  mutation ReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      id\n      order {\n        id\n        code\n      }\n    }\n  }\n": types.ReserveForBuyerDocument,
    "\n  mutation MarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...OrderDetailPage_detail\n    }\n  }\n": types.MarkOrderPaidDocument,
    "\n  fragment WaitingListPolicyFields on WaitingListPolicy {\n    enabled\n    autoOffer\n    offerHours\n    skipGroups\n    summary\n  }\n": types.WaitingListPolicyFieldsFragmentDoc,
    "\n  query ManagedWaitingList($slug: String!) {\n    event(slug: $slug) {\n      id\n      timeZone\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n      waitingList {\n        id\n        email\n        quantity\n        status\n        ticketTypeName\n        position\n        joinedAt\n        offerExpiresAt\n        orderCode\n      }\n    }\n  }\n": types.ManagedWaitingListDocument,
    "\n  mutation SetWaitingListPolicyFromForm($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      id\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n    }\n  }\n": types.SetWaitingListPolicyFromFormDocument,
    "\n  mutation OfferWaitingListPlacesByHand($entryId: ID!) {\n    offerWaitingListPlaces(entryId: $entryId) {\n      id\n      status\n    }\n  }\n": types.OfferWaitingListPlacesByHandDocument,
    "\n  mutation RemoveWaitingListEntryByHand($entryId: ID!) {\n    removeWaitingListEntry(entryId: $entryId) {\n      id\n      status\n    }\n  }\n": types.RemoveWaitingListEntryByHandDocument,
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
export function graphql(source: "\n  query EventAttendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query EventAttendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        at\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        at\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n        listName\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n        listName\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n      events {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n      events {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($organizationId: ID!, $filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $organizationId, filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventTitle\n        subject\n        changes {\n          field\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($organizationId: ID!, $filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $organizationId, filter: $filter, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventTitle\n        subject\n        changes {\n          field\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBulkAction($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      ...BulkProgress_action\n    }\n  }\n"): (typeof documents)["\n  mutation StartBulkAction($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      ...BulkProgress_action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkProgress_action on BulkAction {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n  }\n"): (typeof documents)["\n  fragment BulkProgress_action on BulkAction {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkAction($id: ID!) {\n    bulkAction(id: $id) {\n      ...BulkProgress_action\n    }\n  }\n"): (typeof documents)["\n  query BulkAction($id: ID!) {\n    bulkAction(id: $id) {\n      ...BulkProgress_action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckInList($eventId: ID!, $input: CheckInListInput!) {\n    createCheckInList(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckInList($eventId: ID!, $input: CheckInListInput!) {\n    createCheckInList(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorConflicts($eventId: ID!) {\n    checkInConflicts(eventId: $eventId) {\n      listName\n      ticket {\n        id\n        attendeeName\n      }\n      first {\n        at\n        deviceName\n      }\n      second {\n        at\n        deviceName\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorConflicts($eventId: ID!) {\n    checkInConflicts(eventId: $eventId) {\n      listName\n      ticket {\n        id\n        attendeeName\n      }\n      first {\n        at\n        deviceName\n      }\n      second {\n        at\n        deviceName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventForm_event on Event {\n    title\n    slug\n    description\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    faq {\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  fragment EventForm_event on Event {\n    title\n    slug\n    description\n    venueName\n    venueAddress\n    startsAt\n    endsAt\n    timeZone\n    currency\n    faq {\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventImages_event on Event {\n    id\n    coverImage {\n      id\n      alt\n      url(width: 640)\n    }\n    gallery {\n      id\n      alt\n      url(width: 320)\n    }\n  }\n"): (typeof documents)["\n  fragment EventImages_event on Event {\n    id\n    coverImage {\n      id\n      alt\n      url(width: 640)\n    }\n    gallery {\n      id\n      alt\n      url(width: 320)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEventImage($eventId: ID!, $imageId: ID!) {\n    removeEventImage(eventId: $eventId, imageId: $imageId) {\n      id\n      ...EventImages_event\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveEventImage($eventId: ID!, $imageId: ID!) {\n    removeEventImage(eventId: $eventId, imageId: $imageId) {\n      id\n      ...EventImages_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventLifecycle_event on Event {\n    id\n    slug\n    status\n    timeZone\n    ticketTypes {\n      id\n      name\n      hidden\n      salesStartAt\n      salesEndAt\n    }\n    sales {\n      ordersToRefund\n    }\n  }\n"): (typeof documents)["\n  fragment EventLifecycle_event on Event {\n    id\n    slug\n    status\n    timeZone\n    ticketTypes {\n      id\n      name\n      hidden\n      salesStartAt\n      salesEndAt\n    }\n    sales {\n      ordersToRefund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      status\n      ticketTypes {\n        id\n        availability\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventListItem_event on Event {\n    slug\n    title\n    status\n    startsAt\n    endsAt\n    timeZone\n    currency\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n"): (typeof documents)["\n  fragment EventListItem_event on Event {\n    slug\n    title\n    status\n    startsAt\n    endsAt\n    timeZone\n    currency\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationEvents($slug: String!) {\n    organization(slug: $slug) {\n      id\n      events {\n        id\n        ...EventListItem_event\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationEvents($slug: String!) {\n    organization(slug: $slug) {\n      id\n      events {\n        id\n        ...EventListItem_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadEventImage($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      id\n      ...EventImages_event\n    }\n  }\n"): (typeof documents)["\n  mutation UploadEventImage($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      id\n      ...EventImages_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($organizationId: ID!, $input: InviteMemberInput!) {\n    inviteMember(organizationId: $organizationId, input: $input) {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($organizationId: ID!, $input: InviteMemberInput!) {\n    inviteMember(organizationId: $organizationId, input: $input) {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveOrganization($organizationId: ID!) {\n    leaveOrganization(organizationId: $organizationId)\n  }\n"): (typeof documents)["\n  mutation LeaveOrganization($organizationId: ID!) {\n    leaveOrganization(organizationId: $organizationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      ...EventListItem_event\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      ...EventListItem_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  query ManagedOrganization($slug: String!) {\n    organization(slug: $slug) {\n      id\n      name\n      slug\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingInvitations_invitation on PendingInvitation {\n    id\n    role\n    organizationName\n    invitedBy\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment PendingInvitations_invitation on PendingInvitation {\n    id\n    role\n    organizationName\n    invitedBy\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketTypeForm_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    capacity\n    salesStartAtLocal\n    salesEndAtLocal\n    minPerOrder\n    maxPerOrder\n    hidden\n    sortOrder\n  }\n"): (typeof documents)["\n  fragment TicketTypeForm_ticketType on TicketType {\n    id\n    name\n    description\n    priceMinor\n    capacity\n    salesStartAtLocal\n    salesEndAtLocal\n    minPerOrder\n    maxPerOrder\n    hidden\n    sortOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTicketType($id: ID!, $input: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTicketType($id: ID!, $input: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $input) {\n      id\n      ...TicketTypeForm_ticketType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketTypes_event on Event {\n    id\n    currency\n    timeZone\n    ticketTypes {\n      id\n      name\n      priceMinor\n      hidden\n      capacity\n      sortOrder\n      availability\n      quantitySold\n      ...TicketTypeForm_ticketType\n    }\n  }\n"): (typeof documents)["\n  fragment TicketTypes_event on Event {\n    id\n    currency\n    timeZone\n    ticketTypes {\n      id\n      name\n      priceMinor\n      hidden\n      capacity\n      sortOrder\n      availability\n      quantitySold\n      ...TicketTypeForm_ticketType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInLists($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n      checkInLists {\n        id\n        name\n        ticketTypeIds\n        opensMinutesBefore\n        allowReentry\n        isDefault\n        counts {\n          checkedIn\n          expected\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckInLists($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n      checkInLists {\n        id\n        name\n        ticketTypeIds\n        opensMinutesBefore\n        allowReentry\n        isDefault\n        counts {\n          checkedIn\n          expected\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageOrganizations {\n    viewer {\n      organizations {\n        id\n        name\n        slug\n        viewerRole\n      }\n      pendingInvitations {\n        id\n        ...PendingInvitations_invitation\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageOrganizations {\n    viewer {\n      organizations {\n        id\n        name\n        slug\n        viewerRole\n      }\n      pendingInvitations {\n        id\n        ...PendingInvitations_invitation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers($slug: String!) {\n    viewer {\n      user {\n        id\n      }\n    }\n    organization(slug: $slug) {\n      id\n      members {\n        role\n        joinedAt\n        user {\n          id\n          email\n          displayName\n          phoneNumber\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers($slug: String!) {\n    viewer {\n      user {\n        id\n      }\n    }\n    organization(slug: $slug) {\n      id\n      members {\n        role\n        joinedAt\n        user {\n          id\n          email\n          displayName\n          phoneNumber\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationInvitations($slug: String!) {\n    organization(slug: $slug) {\n      id\n      invitations {\n        id\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationInvitations($slug: String!) {\n    organization(slug: $slug) {\n      id\n      invitations {\n        id\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemberRole($organizationId: ID!, $userId: ID!, $role: OrganizationRole!) {\n    changeMemberRole(organizationId: $organizationId, userId: $userId, role: $role) {\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemberRole($organizationId: ID!, $userId: ID!, $role: OrganizationRole!) {\n    changeMemberRole(organizationId: $organizationId, userId: $userId, role: $role) {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($organizationId: ID!, $userId: ID!) {\n    removeMember(organizationId: $organizationId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveMember($organizationId: ID!, $userId: ID!) {\n    removeMember(organizationId: $organizationId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      ...ManagedOrder_order\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrder($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      ...ManagedOrder_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      slug\n      startsAt\n      endsAt\n      ...EventForm_event\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      slug\n      startsAt\n      endsAt\n      ...EventForm_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedOrder_order on Order {\n    id\n    status\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    buyerEmail\n    createdAt\n    paidAt\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      totalMinor\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n    }\n    refunds {\n      id\n      amountMinor\n      status\n      ticketCount\n      createdAt\n    }\n    answers {\n      questionId\n      question\n      place\n      text\n      questionDeleted\n    }\n  }\n"): (typeof documents)["\n  fragment ManagedOrder_order on Order {\n    id\n    status\n    currency\n    totalMinor\n    refundedMinor\n    promoCode\n    discountMinor\n    buyerEmail\n    createdAt\n    paidAt\n    lines {\n      id\n      ticketTypeName\n      quantity\n      unitPriceMinor\n      totalMinor\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n    }\n    refunds {\n      id\n      amountMinor\n      status\n      ticketCount\n      createdAt\n    }\n    answers {\n      questionId\n      question\n      place\n      text\n      questionDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventOrderSearch($eventId: ID!, $filter: OrderSearchInput!) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        currency\n        totalMinor\n        refundedMinor\n        buyerEmail\n        createdAt\n        paidAt\n        paymentProvider\n        tickets {\n          id\n          attendeeName\n        }\n        ...ManagedOrder_order\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query EventOrderSearch($eventId: ID!, $filter: OrderSearchInput!) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        currency\n        totalMinor\n        refundedMinor\n        buyerEmail\n        createdAt\n        paidAt\n        paymentProvider\n        tickets {\n          id\n          attendeeName\n        }\n        ...ManagedOrder_order\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderFilterOptions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderFilterOptions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCancellation($slug: String!) {\n    event(slug: $slug) {\n      id\n      cancellation {\n        ...CancellationProgress_cancellation\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventCancellation($slug: String!) {\n    event(slug: $slug) {\n      id\n      cancellation {\n        ...CancellationProgress_cancellation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancellationProgress_cancellation on EventCancellation {\n    status\n    total\n    refunded\n    failed\n    skipped\n    currency\n    failures {\n      orderId\n      orderCode\n      amountMinor\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment CancellationProgress_cancellation on EventCancellation {\n    status\n    total\n    refunded\n    failed\n    skipped\n    currency\n    failures {\n      orderId\n      orderCode\n      amountMinor\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventCancellationChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n"): (typeof documents)["\n  subscription EventCancellationChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n"): (typeof documents)["\n  mutation RetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      ...CancellationProgress_cancellation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesSummary_event on Event {\n    currency\n    ticketTypes {\n      id\n      name\n      availability\n      quantitySold\n      capacity\n    }\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n"): (typeof documents)["\n  fragment SalesSummary_event on Event {\n    currency\n    ticketTypes {\n      id\n      name\n      availability\n      quantitySold\n      capacity\n    }\n    sales {\n      ticketsSold\n      capacity\n      revenueMinor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveDashboard($eventId: ID!) {\n    eventDashboardChanged(eventId: $eventId) {\n      eventId\n      currency\n      timeZone\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        name\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveDashboard($eventId: ID!) {\n    eventDashboardChanged(eventId: $eventId) {\n      eventId\n      currency\n      timeZone\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        name\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      status\n      startsAt\n      endsAt\n      timeZone\n      viewerRole\n      organizer {\n        name\n        slug\n      }\n      ...EventForm_event\n      ...EventImages_event\n      ...TicketTypes_event\n      ...EventLifecycle_event\n      ...SalesSummary_event\n    }\n  }\n"): (typeof documents)["\n  query ManageEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      slug\n      title\n      status\n      startsAt\n      endsAt\n      timeZone\n      viewerRole\n      organizer {\n        name\n        slug\n      }\n      ...EventForm_event\n      ...EventImages_event\n      ...TicketTypes_event\n      ...EventLifecycle_event\n      ...SalesSummary_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      reminderHours\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagesEvent($slug: String!) {\n    event(slug: $slug) {\n      id\n      reminderHours\n      ticketTypes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageRow_message on Message {\n    id\n    kind\n    subject\n    audience\n    status\n    recipientCount\n    sent\n    pending\n    failed\n    createdByName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageRow_message on Message {\n    id\n    kind\n    subject\n    audience\n    status\n    recipientCount\n    sent\n    pending\n    failed\n    createdByName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventMessages($eventId: ID!) {\n    eventMessages(eventId: $eventId) {\n      ...MessageRow_message\n    }\n  }\n"): (typeof documents)["\n  query EventMessages($eventId: ID!) {\n    eventMessages(eventId: $eventId) {\n      ...MessageRow_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageChanged($id: ID!) {\n    messageChanged(id: $id) {\n      ...MessageRow_message\n    }\n  }\n"): (typeof documents)["\n  subscription MessageChanged($id: ID!) {\n    messageChanged(id: $id) {\n      ...MessageRow_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRecipients($messageId: ID!, $after: String, $onlyProblems: Boolean) {\n    messageRecipients(messageId: $messageId, after: $after, onlyProblems: $onlyProblems) {\n      items {\n        email\n        orderId\n        orderCode\n        status\n        sentAt\n        error\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MessageRecipients($messageId: ID!, $after: String, $onlyProblems: Boolean) {\n    messageRecipients(messageId: $messageId, after: $after, onlyProblems: $onlyProblems) {\n      items {\n        email\n        orderId\n        orderCode\n        status\n        sentAt\n        error\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagePreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      recipientCount\n    }\n  }\n"): (typeof documents)["\n  query MessagePreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      recipientCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($eventId: ID!, $input: MessageInput!, $ratePerMinute: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $ratePerMinute) {\n      id\n      subject\n      recipientCount\n      ...MessageRow_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($eventId: ID!, $input: MessageInput!, $ratePerMinute: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $ratePerMinute) {\n      id\n      subject\n      recipientCount\n      ...MessageRow_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestMessage($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n"): (typeof documents)["\n  mutation SendTestMessage($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReminderHours($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      id\n      reminderHours\n    }\n  }\n"): (typeof documents)["\n  mutation SetReminderHours($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      id\n      reminderHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitingRoomFields on WaitingRoom {\n    enabled\n    opensAt\n    opensAtLocal\n    preQueueMinutes\n    admitPerMinute\n    ratePerMinute\n    holdMinutes\n    autoArrivalsPerMinute\n    joined\n    admitted\n  }\n"): (typeof documents)["\n  fragment WaitingRoomFields on WaitingRoom {\n    enabled\n    opensAt\n    opensAtLocal\n    preQueueMinutes\n    admitPerMinute\n    ratePerMinute\n    holdMinutes\n    autoArrivalsPerMinute\n    joined\n    admitted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnSale($slug: String!) {\n    event(slug: $slug) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n      managedWaitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OnSale($slug: String!) {\n    event(slug: $slug) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n      managedWaitingRoom {\n        ...WaitingRoomFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfigureWaitingRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      ...WaitingRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfigureWaitingRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      ...WaitingRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRefundPolicyFromForm($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRefundPolicyFromForm($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      id\n      refundPolicy {\n        mode\n        days\n        percent\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTransferPolicyFromForm($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      id\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTransferPolicyFromForm($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      id\n      transferPolicy {\n        allowed\n        closesHoursBefore\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailPage_detail on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      code\n      status\n      currency\n      totalMinor\n      refundedMinor\n      buyerEmail\n      createdAt\n      paidAt\n      holdExpiresAt\n      lines {\n        id\n        ticketTypeName\n        quantity\n        unitPriceMinor\n        totalMinor\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        reason\n        createdAt\n      }\n      answers {\n        questionId\n        question\n        place\n        text\n        questionDeleted\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n      transfers {\n        id\n        status\n        fromEmail\n        fromName\n        toEmail\n        toName\n        createdAt\n        settledAt\n      }\n      checkIns {\n        listId\n        listName\n        checkedIn\n        inside\n        firstAt\n        deviceName\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      paidAt\n      reference\n      cardLast4\n    }\n    mails {\n      id\n      to\n      subject\n      kind\n      status\n      attempts\n      createdAt\n      sentAt\n    }\n    history {\n      id\n      action\n      actorName\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n      at\n    }\n    typeChanges {\n      id\n      ticketId\n      fromTypeName\n      toTypeName\n      differenceMinor\n      status\n      expiresAt\n      createdAt\n    }\n    typeChoices {\n      id\n      name\n      priceMinor\n      remaining\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailPage_detail on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      code\n      status\n      currency\n      totalMinor\n      refundedMinor\n      buyerEmail\n      createdAt\n      paidAt\n      holdExpiresAt\n      lines {\n        id\n        ticketTypeName\n        quantity\n        unitPriceMinor\n        totalMinor\n      }\n      refunds {\n        id\n        amountMinor\n        status\n        ticketCount\n        reason\n        createdAt\n      }\n      answers {\n        questionId\n        question\n        place\n        text\n        questionDeleted\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      orderLineId\n      transfers {\n        id\n        status\n        fromEmail\n        fromName\n        toEmail\n        toName\n        createdAt\n        settledAt\n      }\n      checkIns {\n        listId\n        listName\n        checkedIn\n        inside\n        firstAt\n        deviceName\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      paidAt\n      reference\n      cardLast4\n    }\n    mails {\n      id\n      to\n      subject\n      kind\n      status\n      attempts\n      createdAt\n      sentAt\n    }\n    history {\n      id\n      action\n      actorName\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n      at\n    }\n    typeChanges {\n      id\n      ticketId\n      fromTypeName\n      toTypeName\n      differenceMinor\n      status\n      expiresAt\n      createdAt\n    }\n    typeChoices {\n      id\n      name\n      priceMinor\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedOrderPage($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  query ManagedOrderPage($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOrderMailAction($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOrderMailAction($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameAttendeeAction($input: OrderActionInput!, $ticketId: ID!, $attendeeName: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $attendeeName) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  mutation RenameAttendeeAction($input: OrderActionInput!, $ticketId: ID!, $attendeeName: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $attendeeName) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendOrderHoldAction($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendOrderHoldAction($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrderAction($input: OrderActionInput!, $refund: Boolean!, $notifyBuyer: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrderAction($input: OrderActionInput!, $refund: Boolean!, $notifyBuyer: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTicketTypeAction($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTicketTypeAction($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrderFromDetailAction(\n    $input: OrderActionInput!\n    $ticketIds: [ID!]\n    $amountMinor: Int\n    $notifyBuyer: Boolean!\n  ) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amountMinor, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrderFromDetailAction(\n    $input: OrderActionInput!\n    $ticketIds: [ID!]\n    $amountMinor: Int\n    $notifyBuyer: Boolean!\n  ) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amountMinor, notifyBuyer: $notifyBuyer) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveOrganizationDashboard($organizationId: ID!) {\n    organizationDashboardChanged(organizationId: $organizationId) {\n      organizationId\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveOrganizationDashboard($organizationId: ID!) {\n    organizationDashboardChanged(organizationId: $organizationId) {\n      organizationId\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoCodeFields on PromoCode {\n    id\n    code\n    summary\n    status\n    uses\n    maxUses\n    ticketTypeIds\n    validUntil\n    batch\n    ordersPaid\n    revenueMinor\n  }\n"): (typeof documents)["\n  fragment PromoCodeFields on PromoCode {\n    id\n    code\n    summary\n    status\n    uses\n    maxUses\n    ticketTypeIds\n    validUntil\n    batch\n    ordersPaid\n    revenueMinor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoCodes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      timeZone\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      promoCodes {\n        ...PromoCodeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromoCodes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      timeZone\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      promoCodes {\n        ...PromoCodeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCodeFromForm($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCodeFromForm($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCodeBatchFromForm($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCodeBatchFromForm($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromoCodeFromList($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePromoCodeFromList($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionFields on Question {\n    id\n    label\n    kind\n    helpText\n    required\n    scope\n    ticketTypeIds\n    options\n    linkUrl\n    showAtDoor\n  }\n"): (typeof documents)["\n  fragment QuestionFields on Question {\n    id\n    label\n    kind\n    helpText\n    required\n    scope\n    ticketTypeIds\n    options\n    linkUrl\n    showAtDoor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      questions {\n        ...QuestionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        id\n        name\n        hidden\n      }\n      questions {\n        ...QuestionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuestionFromForm($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuestionFromForm($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuestionFromForm($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      ...QuestionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuestionFromForm($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      ...QuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuestionFromList($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteQuestionFromList($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveQuestionInList($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MoveQuestionInList($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOrderTypes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      ticketTypes {\n        id\n        name\n        priceMinor\n        hidden\n        capacity\n        quantitySold\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOrderTypes($slug: String!) {\n    event(slug: $slug) {\n      id\n      currency\n      ticketTypes {\n        id\n        name\n        priceMinor\n        hidden\n        capacity\n        quantitySold\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      id\n      order {\n        id\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      id\n      order {\n        id\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...OrderDetailPage_detail\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...OrderDetailPage_detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitingListPolicyFields on WaitingListPolicy {\n    enabled\n    autoOffer\n    offerHours\n    skipGroups\n    summary\n  }\n"): (typeof documents)["\n  fragment WaitingListPolicyFields on WaitingListPolicy {\n    enabled\n    autoOffer\n    offerHours\n    skipGroups\n    summary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedWaitingList($slug: String!) {\n    event(slug: $slug) {\n      id\n      timeZone\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n      waitingList {\n        id\n        email\n        quantity\n        status\n        ticketTypeName\n        position\n        joinedAt\n        offerExpiresAt\n        orderCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedWaitingList($slug: String!) {\n    event(slug: $slug) {\n      id\n      timeZone\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n      waitingList {\n        id\n        email\n        quantity\n        status\n        ticketTypeName\n        position\n        joinedAt\n        offerExpiresAt\n        orderCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWaitingListPolicyFromForm($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      id\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetWaitingListPolicyFromForm($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      id\n      waitingListPolicy {\n        ...WaitingListPolicyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferWaitingListPlacesByHand($entryId: ID!) {\n    offerWaitingListPlaces(entryId: $entryId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OfferWaitingListPlacesByHand($entryId: ID!) {\n    offerWaitingListPlaces(entryId: $entryId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWaitingListEntryByHand($entryId: ID!) {\n    removeWaitingListEntry(entryId: $entryId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWaitingListEntryByHand($entryId: ID!) {\n    removeWaitingListEntry(entryId: $entryId) {\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;