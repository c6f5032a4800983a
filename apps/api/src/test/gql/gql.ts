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
    "\n  query MaskedViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.MaskedViewerDocument,
    "\n  mutation AnswersClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n": typeof types.AnswersClaimOrderDocument,
    "\n  query TransportViewer {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n": typeof types.TransportViewerDocument,
    "\n  query AuditLogPage($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventId\n        eventTitle\n        entityType\n        entityId\n        subject\n        summary\n        changes {\n          field\n          label\n          before\n          after\n          currency\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.AuditLogPageDocument,
    "\n  query AuditLogIds($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": typeof types.AuditLogIdsDocument,
    "\n  mutation AuditLogUpdateType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": typeof types.AuditLogUpdateTypeDocument,
    "\n  mutation CrashCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.CrashCancelEventDocument,
    "\n  query CrashCancellationProgress($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n      }\n    }\n  }\n": typeof types.CrashCancellationProgressDocument,
    "\n  mutation CancelWithRefunds($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.CancelWithRefundsDocument,
    "\n  query CancellationOfEvent($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n        skipped\n        failures {\n          orderCode\n          amountMinor\n          message\n        }\n      }\n    }\n  }\n": typeof types.CancellationOfEventDocument,
    "\n  mutation RetryRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n      failed\n    }\n  }\n": typeof types.RetryRefundsDocument,
    "\n  subscription CancelProgressChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      status\n      total\n      refunded\n    }\n  }\n": typeof types.CancelProgressChangedDocument,
    "\n  query Attendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderId\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": typeof types.AttendeesDocument,
    "\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listName\n          deviceName\n        }\n      }\n    }\n  }\n": typeof types.CheckInAttendeeDocument,
    "\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n      }\n    }\n  }\n": typeof types.UndoAttendeeCheckInDocument,
    "\n  query AttendeeDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n        isDefault\n      }\n    }\n  }\n": typeof types.AttendeeDoorListsDocument,
    "\n  query AttendeeDoorCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n    }\n  }\n": typeof types.AttendeeDoorCountsDocument,
    "\n  mutation AttendeeRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n    }\n  }\n": typeof types.AttendeeRefundDocument,
    "\n  query DoorTicket($id: ID!) {\n    ticket(id: $id) {\n      checkedInAt\n    }\n  }\n": typeof types.DoorTicketDocument,
    "\n  mutation DoorRefundOrder($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n": typeof types.DoorRefundOrderDocument,
    "\n  query DoorCheckInConflicts($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n      ticket {\n        id\n      }\n      first {\n        deviceName\n        at\n      }\n      second {\n        deviceName\n        at\n      }\n    }\n  }\n": typeof types.DoorCheckInConflictsDocument,
    "\n  query DoorScannerData($s: String!, $d: String) {\n    scannerData(eventSlug: $s, deviceId: $d) {\n      eventId\n    }\n  }\n": typeof types.DoorScannerDataDocument,
    "\n  query DoorConflictDevices($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      first {\n        deviceName\n      }\n      second {\n        deviceName\n      }\n    }\n  }\n": typeof types.DoorConflictDevicesDocument,
    "\n  query DoorOfflineCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n        isDefault\n      }\n      tickets {\n        id\n        version\n        attendeeName\n      }\n      revoked {\n        id\n        version\n        reason\n      }\n      checkIns {\n        ticketId\n        listId\n        deviceName\n        inside\n      }\n    }\n  }\n": typeof types.DoorOfflineCopyDocument,
    "\n  query DoorCheckedIn($l: ID!) {\n    checkInCounts(listId: $l) {\n      checkedIn\n    }\n  }\n": typeof types.DoorCheckedInDocument,
    "\n  query DoorScannerEvent($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n    }\n  }\n": typeof types.DoorScannerEventDocument,
    "\n  query DoorConflictLists($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n    }\n  }\n": typeof types.DoorConflictListsDocument,
    "\n  mutation DoorUpdateCheckInList($id: ID!, $i: CheckInListInput!) {\n    updateCheckInList(id: $id, input: $i) {\n      id\n      name\n    }\n  }\n": typeof types.DoorUpdateCheckInListDocument,
    "\n  mutation DoorDeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n": typeof types.DoorDeleteCheckInListDocument,
    "\n  fragment ScanResult on CheckInResult {\n    nonce\n    outcome\n    reason\n    conflict\n    ticket {\n      id\n      attendeeName\n      ticketTypeName\n    }\n    firstCheckIn {\n      at\n      deviceName\n    }\n  }\n": typeof types.ScanResultFragmentDoc,
    "\n  fragment DoorCounts on CheckInCounts {\n    checkedIn\n    expected\n    inside\n    byTicketType {\n      name\n      checkedIn\n      expected\n    }\n  }\n": typeof types.DoorCountsFragmentDoc,
    "\n  fragment ListFields on CheckInList {\n    id\n    name\n    isDefault\n    allowReentry\n    opensAt\n  }\n": typeof types.ListFieldsFragmentDoc,
    "\n  mutation CheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      ...ScanResult\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  mutation UploadCheckIns($s: [CheckInInput!]!) {\n    uploadCheckIns(scans: $s) {\n      conflicts\n      results {\n        ...ScanResult\n      }\n    }\n  }\n": typeof types.UploadCheckInsDocument,
    "\n  mutation UndoCheckIn($e: ID!, $n: String!) {\n    undoCheckIn(eventId: $e, nonce: $n) {\n      ...DoorCounts\n    }\n  }\n": typeof types.UndoCheckInDocument,
    "\n  query CountsOfList($l: ID!) {\n    checkInCounts(listId: $l) {\n      ...DoorCounts\n    }\n  }\n": typeof types.CountsOfListDocument,
    "\n  query ListsOf($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        ...ListFields\n      }\n    }\n  }\n": typeof types.ListsOfDocument,
    "\n  mutation CreateList($e: ID!, $i: CheckInListInput!) {\n    createCheckInList(eventId: $e, input: $i) {\n      ...ListFields\n    }\n  }\n": typeof types.CreateListDocument,
    "\n  query ShortCodeTickets {\n    myTickets {\n      id\n      attendeeName\n      shortCode\n      state\n      event {\n        id\n      }\n    }\n  }\n": typeof types.ShortCodeTicketsDocument,
    "\n  query ShortCodeOrder($id: ID!) {\n    order(id: $id) {\n      tickets {\n        id\n        shortCode\n        state\n      }\n    }\n  }\n": typeof types.ShortCodeOrderDocument,
    "\n  query ShortCodeCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        id\n        shortCode\n      }\n      revoked {\n        id\n        shortCode\n        reason\n      }\n    }\n  }\n": typeof types.ShortCodeCopyDocument,
    "\n  mutation ShortCodeCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n      ticket {\n        id\n        attendeeName\n      }\n    }\n  }\n": typeof types.ShortCodeCheckInDocument,
    "\n  mutation ShortCodeRefund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n": typeof types.ShortCodeRefundDocument,
    "\n  mutation ShortCodeCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.ShortCodeCancelDocument,
    "\n  query EventDashboard($eventId: ID!) {\n    eventDashboard(eventId: $eventId) {\n      eventId\n      currency\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n": typeof types.EventDashboardDocument,
    "\n  mutation DashboardCheckIn($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n    }\n  }\n": typeof types.DashboardCheckInDocument,
    "\n  mutation DashboardUndoCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n    }\n  }\n": typeof types.DashboardUndoCheckInDocument,
    "\n  query OrgDashboard($organizationId: ID!) {\n    organizationDashboard(organizationId: $organizationId) {\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      events {\n        title\n        ticketsSold\n        capacity\n        orders\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n": typeof types.OrgDashboardDocument,
    "\n  query Discover($first: Int!, $after: String, $search: String, $when: DateFilter) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: \"Etc/UTC\") {\n      nodes {\n        title\n        startsAt\n        lowestPriceMinor\n        organizer {\n          name\n        }\n        coverImage {\n          url(width: 640)\n        }\n        ticketTypes {\n          availability\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DiscoverDocument,
    "\n  mutation EndPastEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n    }\n  }\n": typeof types.EndPastEventDocument,
    "\n  query DiscoverTitles($first: Int!) {\n    discoverEvents(first: $first, timeZone: \"UTC\") {\n      nodes {\n        title\n      }\n    }\n  }\n": typeof types.DiscoverTitlesDocument,
    "\n  query Event($slug: String!) {\n    event(slug: $slug) {\n      id\n      title\n      status\n      descriptionHtml\n      summary\n      startsAt\n      endsAt\n      startsAtLocal\n      timeZone\n      currency\n      faq {\n        question\n        answer\n      }\n      organizer {\n        name\n      }\n      viewerRole\n    }\n  }\n": typeof types.EventDocument,
    "\n  mutation Update($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      title\n      startsAt\n      startsAtLocal\n      timeZone\n    }\n  }\n": typeof types.UpdateDocument,
    "\n  query OrganizationEventIds($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n      }\n    }\n  }\n": typeof types.OrganizationEventIdsDocument,
    "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.EndEventDocument,
    "\n  query SaleWindows($s: String!) {\n    event(slug: $s) {\n      ticketTypes {\n        salesStartAtLocal\n        salesStartAt\n      }\n    }\n  }\n": typeof types.SaleWindowsDocument,
    "\n  query ViewerOrganizationSlugs {\n    viewer {\n      organizations {\n        id\n        slug\n      }\n    }\n  }\n": typeof types.ViewerOrganizationSlugsDocument,
    "\n  query ExportLists($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ExportListsDocument,
    "\n  mutation ExportRenameType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": typeof types.ExportRenameTypeDocument,
    "\n  mutation ExportCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n": typeof types.ExportCheckInDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation SetDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      id\n    }\n  }\n": typeof types.SetDisplayNameDocument,
    "\n  query UserById($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      displayName\n    }\n  }\n": typeof types.UserByIdDocument,
    "\n  query UserEmails {\n    users(first: 100) {\n      email\n    }\n  }\n": typeof types.UserEmailsDocument,
    "\n  query ViewerProfile {\n    viewer {\n      user {\n        id\n        email\n        displayName\n      }\n    }\n  }\n": typeof types.ViewerProfileDocument,
    "\n  mutation GhostOrganization {\n    createOrganization(input: { name: \"Ghost\", slug: \"ghost-org\" }) {\n      id\n    }\n  }\n": typeof types.GhostOrganizationDocument,
    "\n  mutation DeclineBeforeLeaving($id: ID!) {\n    declineInvitation(id: $id)\n  }\n": typeof types.DeclineBeforeLeavingDocument,
    "\n  query OutageViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n": typeof types.OutageViewerDocument,
    "\n  mutation UpdateDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n": typeof types.UpdateDisplayNameDocument,
    "\n  query ViewerDisplayName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n": typeof types.ViewerDisplayNameDocument,
    "\n  query UsersPage($first: Int!) {\n    users(first: $first) {\n      email\n    }\n  }\n": typeof types.UsersPageDocument,
    "\n  query ViewerIsAdmin {\n    viewer {\n      isPlatformAdmin\n    }\n  }\n": typeof types.ViewerIsAdminDocument,
    "\n  query MissingUser($id: ID!) {\n    user(id: $id) {\n      id\n    }\n  }\n": typeof types.MissingUserDocument,
    "\n  query RevocationCacheViewer {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.RevocationCacheViewerDocument,
    "\n  mutation RevocationCacheDeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": typeof types.RevocationCacheDeleteAccountDocument,
    "\n  mutation RenameViewer($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n": typeof types.RenameViewerDocument,
    "\n  query ViewerName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n": typeof types.ViewerNameDocument,
    "\n  query ViewerAndAdmin {\n    viewer {\n      isPlatformAdmin\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.ViewerAndAdminDocument,
    "\n  query OutboxTicketsOfOrder($id: ID!) {\n    order(id: $id) {\n      code\n      tickets {\n        id\n        attendeeName\n        shortCode\n        code\n      }\n    }\n  }\n": typeof types.OutboxTicketsOfOrderDocument,
    "\n  mutation OutboxConfirmEmailAddress($t: String!) {\n    confirmEmailAddress(token: $t)\n  }\n": typeof types.OutboxConfirmEmailAddressDocument,
    "\n  mutation UploadPhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": typeof types.UploadPhotoDocument,
    "\n  query MyPhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n": typeof types.MyPhotoDocument,
    "\n  mutation RemovePhoto {\n    removeProfilePhoto {\n      photo {\n        id\n      }\n    }\n  }\n": typeof types.RemovePhotoDocument,
    "\n  mutation PhotoOwnerLeaves {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": typeof types.PhotoOwnerLeavesDocument,
    "\n  mutation UploadsRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n": typeof types.UploadsRemoveEventImageDocument,
    "\n  mutation Upload($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      coverImage {\n        id\n        width\n        height\n        url(width: 640)\n        srcSet\n      }\n      gallery {\n        id\n        alt\n      }\n    }\n  }\n": typeof types.UploadDocument,
    "\n  mutation CrashSendMessage($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      recipientCount\n    }\n  }\n": typeof types.CrashSendMessageDocument,
    "\n  mutation MessagesSend($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      status\n      recipientCount\n      sent\n      pending\n      failed\n      createdByName\n    }\n  }\n": typeof types.MessagesSendDocument,
    "\n  query MessagesPreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      text\n      recipientCount\n    }\n  }\n": typeof types.MessagesPreviewDocument,
    "\n  mutation MessagesTestSend($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n": typeof types.MessagesTestSendDocument,
    "\n  query MessagesProgress($id: ID!) {\n    message(id: $id) {\n      status\n      recipientCount\n      sent\n      pending\n      failed\n    }\n    messageRecipients(messageId: $id) {\n      items {\n        email\n        status\n        error\n      }\n      nextCursor\n    }\n  }\n": typeof types.MessagesProgressDocument,
    "\n  mutation MessagesSetReminder($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      reminderHours\n    }\n  }\n": typeof types.MessagesSetReminderDocument,
    "\n  mutation MessagesUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      venueName\n    }\n  }\n": typeof types.MessagesUpdateEventDocument,
    "\n  fragment TypeChangeDetail on OrderDetail {\n    id\n    version\n    order {\n      status\n      totalMinor\n      refundedMinor\n    }\n    tickets {\n      id\n      status\n      ticketTypeName\n    }\n    typeChanges {\n      toTypeName\n      differenceMinor\n      status\n    }\n    typeChoices {\n      name\n      remaining\n    }\n    history {\n      action\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": typeof types.TypeChangeDetailFragmentDoc,
    "\n  query TypeChangeManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...TypeChangeDetail\n    }\n  }\n": typeof types.TypeChangeManagedOrderDocument,
    "\n  mutation ChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...TypeChangeDetail\n    }\n  }\n": typeof types.ChangeTicketTypeDocument,
    "\n  query TicketChangePayment($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      status\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n    }\n  }\n": typeof types.TicketChangePaymentDocument,
    "\n  mutation PayTicketChange($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      change {\n        status\n      }\n    }\n  }\n": typeof types.PayTicketChangeDocument,
    "\n  mutation RefundAfterTypeChange($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RefundAfterTypeChangeDocument,
    "\n  query DoorCopyTypes($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        ticketTypeId\n        version\n      }\n    }\n  }\n": typeof types.DoorCopyTypesDocument,
    "\n  query RolesEventOrders($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RolesEventOrdersDocument,
    "\n  query RolesOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RolesOrderDocument,
    "\n  mutation RolesRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RolesRefundDocument,
    "\n  query RolesTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      attendeeName\n      code\n      qrSvg\n    }\n  }\n": typeof types.RolesTicketDocument,
    "\n  query RolesMyTickets {\n    myTickets {\n      id\n      orderId\n      code\n    }\n  }\n": typeof types.RolesMyTicketsDocument,
    "\n  query RolesEventOrderCodes($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        tickets {\n          code\n          qrSvg\n        }\n      }\n    }\n  }\n": typeof types.RolesEventOrderCodesDocument,
    "\n    mutation RolesClaim($id: ID!, $t: String!) {\n      claimOrder(id: $id, claimToken: $t) {\n        id\n      }\n    }\n  ": typeof types.RolesClaimDocument,
    "\n  mutation CheckoutClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      claimed\n    }\n  }\n": typeof types.CheckoutClaimOrderDocument,
    "\n  mutation CheckoutCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.CheckoutCancelEventDocument,
    "\n  mutation RushReserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n": typeof types.RushReserveDocument,
    "\n  mutation RushPromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": typeof types.RushPromoCodeDocument,
    "\n  mutation GuestDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n": typeof types.GuestDetailsDocument,
    "\n  mutation GuestPay($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n    }\n  }\n": typeof types.GuestPayDocument,
    "\n  query GuestOrder($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      status\n      claimed\n      ticketsMailed\n      openedWithAccessLink\n      tickets {\n        id\n        code\n      }\n    }\n  }\n": typeof types.GuestOrderDocument,
    "\n  mutation GuestRevokeLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n": typeof types.GuestRevokeLinkDocument,
    "\n  mutation GuestConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n": typeof types.GuestConfirmAddressDocument,
    "\n  query GuestMyTickets {\n    myTickets {\n      id\n      orderId\n    }\n  }\n": typeof types.GuestMyTicketsDocument,
    "\n  mutation HoardingCancel($id: ID!) {\n    cancelReservation(id: $id) {\n      status\n    }\n  }\n": typeof types.HoardingCancelDocument,
    "\n  fragment OrderDetailFields on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      status\n      refundedMinor\n      holdExpiresAt\n      refunds {\n        amountMinor\n        status\n        reason\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      checkIns {\n        listName\n        checkedIn\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      reference\n    }\n    mails {\n      kind\n      to\n      subject\n    }\n    history {\n      action\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "\n  query ManagedOrderDetail($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.ManagedOrderDetailDocument,
    "\n  mutation RenameAttendee($input: OrderActionInput!, $ticketId: ID!, $name: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $name) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.RenameAttendeeDocument,
    "\n  mutation ResendOrderMail($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.ResendOrderMailDocument,
    "\n  mutation ExtendOrderHold($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.ExtendOrderHoldDocument,
    "\n  mutation CancelOrder($input: OrderActionInput!, $refund: Boolean!, $notify: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation RefundFromDetail($input: OrderActionInput!, $ticketIds: [ID!], $amount: Int, $notify: Boolean!) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amount, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n": typeof types.RefundFromDetailDocument,
    "\n  mutation RefundWholeOrder($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RefundWholeOrderDocument,
    "\n  query DoorCopyNames($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        attendeeName\n      }\n    }\n  }\n": typeof types.DoorCopyNamesDocument,
    "\n  subscription OrderChangedLive($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      id\n      status\n      latePayment\n    }\n  }\n": typeof types.OrderChangedLiveDocument,
    "\n  mutation OrderLiveCancel($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      status\n    }\n  }\n": typeof types.OrderLiveCancelDocument,
    "\n  query OrderSearch($eventId: ID!, $filter: OrderSearchInput) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        totalMinor\n        paidAt\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": typeof types.OrderSearchDocument,
    "\n  mutation SearchRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      status\n    }\n  }\n": typeof types.SearchRefundDocument,
    "\n  query CrossOrgOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n": typeof types.CrossOrgOrganizationDocument,
    "\n  query CrossOrgInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n": typeof types.CrossOrgInvitationsDocument,
    "\n  query CrossOrgEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n": typeof types.CrossOrgEventDocument,
    "\n  mutation CrossOrgUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Taken over\" }) {\n      id\n    }\n  }\n": typeof types.CrossOrgUpdateOrganizationDocument,
    "\n  mutation CrossOrgCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n": typeof types.CrossOrgCreateEventDocument,
    "\n  mutation CrossOrgUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n": typeof types.CrossOrgUpdateEventDocument,
    "\n  mutation CrossOrgPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n": typeof types.CrossOrgPublishEventDocument,
    "\n  mutation CrossOrgCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n": typeof types.CrossOrgCancelEventDocument,
    "\n  mutation CrossOrgCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n": typeof types.CrossOrgCreateTicketTypeDocument,
    "\n  mutation CrossOrgUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": typeof types.CrossOrgUpdateTicketTypeDocument,
    "\n  mutation CrossOrgDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": typeof types.CrossOrgDeleteTicketTypeDocument,
    "\n  mutation CrossOrgRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n": typeof types.CrossOrgRemoveEventImageDocument,
    "\n  mutation CrossOrgInviteMember($o: ID!) {\n    inviteMember(organizationId: $o, input: { email: \"friend@example.test\", role: OWNER }) {\n      id\n    }\n  }\n": typeof types.CrossOrgInviteMemberDocument,
    "\n  mutation CrossOrgRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.CrossOrgRevokeInvitationDocument,
    "\n  mutation CrossOrgChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: OWNER) {\n      role\n    }\n  }\n": typeof types.CrossOrgChangeMemberRoleDocument,
    "\n  mutation CrossOrgRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n": typeof types.CrossOrgRemoveMemberDocument,
    "\n  mutation CrossOrgReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n": typeof types.CrossOrgReserveForBuyerDocument,
    "\n  mutation CrossOrgMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n    }\n  }\n": typeof types.CrossOrgMarkPaidDocument,
    "\n  query EverythingOfB($s: String!) {\n    organization(slug: $s) {\n      name\n      members {\n        role\n        user {\n          id\n        }\n      }\n      invitations {\n        id\n      }\n      events {\n        id\n        title\n        status\n        coverImage {\n          id\n        }\n        gallery {\n          id\n        }\n        ticketTypes {\n          id\n          name\n          priceMinor\n        }\n      }\n    }\n  }\n": typeof types.EverythingOfBDocument,
    "\n  query PendingInvitations {\n    viewer {\n      organizations {\n        id\n      }\n      pendingInvitations {\n        id\n        role\n        organizationName\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n": typeof types.PendingInvitationsDocument,
    "\n  query OwnerInvitations($slug: String!) {\n    organization(slug: $slug) {\n      invitations {\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n": typeof types.OwnerInvitationsDocument,
    "\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n": typeof types.DeclineInvitationDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  query PeekOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n    }\n  }\n": typeof types.PeekOrganizationDocument,
    "\n  query Team($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n      invitations {\n        email\n        role\n      }\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query TeamMembers($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  mutation InviteTeammate($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.InviteTeammateDocument,
    "\n  mutation ChangeRole($o: ID!, $u: ID!, $r: OrganizationRole!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: $r) {\n      role\n    }\n  }\n": typeof types.ChangeRoleDocument,
    "\n  mutation RemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation LeaveOrganization($o: ID!) {\n    leaveOrganization(organizationId: $o)\n  }\n": typeof types.LeaveOrganizationDocument,
    "\n  mutation OwnerDeletesAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": typeof types.OwnerDeletesAccountDocument,
    "\n  query RolesEventAttendees($e: ID!) {\n    eventAttendees(eventId: $e) {\n      totalCount\n      attendees {\n        buyerEmail\n      }\n    }\n  }\n": typeof types.RolesEventAttendeesDocument,
    "\n  query RolesManagedOrder($e: ID!, $c: String!) {\n    managedOrder(eventId: $e, code: $c) {\n      id\n    }\n  }\n": typeof types.RolesManagedOrderDocument,
    "\n  mutation RolesExtendHold($i: OrderActionInput!) {\n    extendOrderHold(input: $i, minutes: 5) {\n      id\n    }\n  }\n": typeof types.RolesExtendHoldDocument,
    "\n  mutation RolesCancelOrder($i: OrderActionInput!) {\n    cancelOrder(input: $i, refund: false, notifyBuyer: false) {\n      id\n    }\n  }\n": typeof types.RolesCancelOrderDocument,
    "\n  mutation RolesReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n": typeof types.RolesReserveForBuyerDocument,
    "\n  mutation RolesStaffOrderMade($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n      version\n    }\n  }\n": typeof types.RolesStaffOrderMadeDocument,
    "\n  mutation RolesStaffOrderPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n      version\n      tickets {\n        id\n      }\n    }\n  }\n": typeof types.RolesStaffOrderPaidDocument,
    "\n  mutation RolesChangeType($i: OrderActionInput!, $t: ID!, $to: ID!) {\n    changeTicketType(input: $i, ticketId: $t, ticketTypeId: $to) {\n      id\n    }\n  }\n": typeof types.RolesChangeTypeDocument,
    "\n  mutation RolesRefundFromDetail($i: OrderActionInput!) {\n    refundOrderFromDetail(input: $i, amountMinor: 100, notifyBuyer: false) {\n      id\n    }\n  }\n": typeof types.RolesRefundFromDetailDocument,
    "\n  mutation RolesMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: BANK_TRANSFER) {\n      id\n    }\n  }\n": typeof types.RolesMarkPaidDocument,
    "\n  mutation RolesBulkResend($e: ID!, $ids: [ID!]!) {\n    startBulkAction(eventId: $e, input: { kind: RESEND, orderIds: $ids }) {\n      id\n    }\n  }\n": typeof types.RolesBulkResendDocument,
    "\n  query RolesOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n": typeof types.RolesOrganizationDocument,
    "\n  query RolesInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n": typeof types.RolesInvitationsDocument,
    "\n  mutation RolesUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Renamed Org\" }) {\n      id\n    }\n  }\n": typeof types.RolesUpdateOrganizationDocument,
    "\n  mutation RolesCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n": typeof types.RolesCreateEventDocument,
    "\n  mutation RolesUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n": typeof types.RolesUpdateEventDocument,
    "\n  mutation RolesCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n": typeof types.RolesCreateTicketTypeDocument,
    "\n  mutation RolesUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": typeof types.RolesUpdateTicketTypeDocument,
    "\n  mutation RolesCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n": typeof types.RolesCancelEventDocument,
    "\n  mutation RolesRetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n    }\n  }\n": typeof types.RolesRetryCancellationRefundsDocument,
    "\n  mutation RolesPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.RolesPublishEventDocument,
    "\n  mutation RolesPublish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n": typeof types.RolesPublishDocument,
    "\n  mutation RolesEndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.RolesEndEventDocument,
    "\n  mutation RolesDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": typeof types.RolesDeleteTicketTypeDocument,
    "\n  mutation RolesRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n": typeof types.RolesRemoveEventImageDocument,
    "\n  mutation RolesChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: DOOR_STAFF) {\n      role\n    }\n  }\n": typeof types.RolesChangeMemberRoleDocument,
    "\n  mutation RolesRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n": typeof types.RolesRemoveMemberDocument,
    "\n  mutation RolesRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.RolesRevokeInvitationDocument,
    "\n  query RolesEvents($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RolesEventsDocument,
    "\n  query RolesEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n": typeof types.RolesEventDocument,
    "\n  mutation RolesSetEventFeatured($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      id\n    }\n  }\n": typeof types.RolesSetEventFeaturedDocument,
    "\n  mutation RolesInviteToRevoke($o: ID!, $e: String!) {\n    inviteMember(organizationId: $o, input: { email: $e, role: MANAGER }) {\n      id\n    }\n  }\n": typeof types.RolesInviteToRevokeDocument,
    "\n  query RolesStock($s: String!, $c: String) {\n    event(slug: $s) {\n      ticketTypes(unlockCode: $c) {\n        capacity\n        quantitySold\n      }\n    }\n  }\n": typeof types.RolesStockDocument,
    "\n  mutation RolesFeature($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      featured\n    }\n  }\n": typeof types.RolesFeatureDocument,
    "\n  mutation StripeRefundTicket($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n      refunds {\n        id\n        status\n      }\n    }\n  }\n": typeof types.StripeRefundTicketDocument,
    "\n  mutation CreatePromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n      code\n      summary\n      status\n      uses\n    }\n  }\n": typeof types.CreatePromoCodeDocument,
    "\n  mutation CreatePromoCodeBatch($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n      maxUses\n      batch\n    }\n  }\n": typeof types.CreatePromoCodeBatchDocument,
    "\n  query PromoCodesOfEvent($slug: String!) {\n    event(slug: $slug) {\n      promoCodes {\n        code\n        uses\n        ordersPaid\n        revenueMinor\n        discountGivenMinor\n      }\n    }\n  }\n": typeof types.PromoCodesOfEventDocument,
    "\n  mutation DeletePromoCode($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n": typeof types.DeletePromoCodeDocument,
    "\n  query EventPageWithCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      codeOffer(code: $code) {\n        code\n        status\n        summary\n        message\n      }\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        offerPriceMinor\n      }\n    }\n  }\n": typeof types.EventPageWithCodeDocument,
    "\n  query OrderPromoCode($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      totalMinor\n      promoCode\n      discountMinor\n      lines {\n        unitPriceMinor\n        listUnitPriceMinor\n      }\n    }\n  }\n": typeof types.OrderPromoCodeDocument,
    "\n  query PromoManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      version\n      tickets {\n        id\n      }\n    }\n  }\n": typeof types.PromoManagedOrderDocument,
    "\n  mutation PromoChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      version\n    }\n  }\n": typeof types.PromoChangeTicketTypeDocument,
    "\n  mutation PromoRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n": typeof types.PromoRefundDocument,
    "\n  mutation UpdateQuotaCode($id: ID!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateQuotaCodeDocument,
    "\n  mutation DeleteKeptType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": typeof types.DeleteKeptTypeDocument,
    "\n  query TypesWithQuotaCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      ticketTypes(unlockCode: $code) {\n        id\n        availability\n      }\n    }\n  }\n": typeof types.TypesWithQuotaCodeDocument,
    "\n  mutation CreateQuestion($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n      label\n      kind\n      required\n      options\n    }\n  }\n": typeof types.CreateQuestionDocument,
    "\n  mutation UpdateQuestion($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n": typeof types.UpdateQuestionDocument,
    "\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n      deleted\n    }\n  }\n": typeof types.DeleteQuestionDocument,
    "\n  mutation MoveQuestion($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      label\n    }\n  }\n": typeof types.MoveQuestionDocument,
    "\n  query QuestionsOfEvent($slug: String!, $withDeleted: Boolean) {\n    event(slug: $slug) {\n      questions(withDeleted: $withDeleted) {\n        label\n        deleted\n      }\n    }\n  }\n": typeof types.QuestionsOfEventDocument,
    "\n  query OrderQuestions($id: ID!) {\n    order(id: $id) {\n      detailsComplete\n      questions {\n        id\n        label\n        scope\n      }\n      answers {\n        question\n        place\n        values\n        text\n        questionDeleted\n      }\n    }\n  }\n": typeof types.OrderQuestionsDocument,
    "\n  mutation SetDetailsWithAnswers($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n": typeof types.SetDetailsWithAnswersDocument,
    "\n  query DoorCopyNotes($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n": typeof types.DoorCopyNotesDocument,
    "\n  mutation ScanWithNotes($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      ticket {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n": typeof types.ScanWithNotesDocument,
    "\n  mutation Refund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      ...OrderFields\n    }\n  }\n": typeof types.RefundDocument,
    "\n  mutation SetRefundPolicy($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      refundPolicy {\n        mode\n        summary\n      }\n    }\n  }\n": typeof types.SetRefundPolicyDocument,
    "\n  query CancellationQuote($id: ID!) {\n    order(id: $id) {\n      status\n      refundedMinor\n      cancellation {\n        allowed\n        amountMinor\n        reason\n        policy\n      }\n      tickets {\n        status\n      }\n    }\n  }\n": typeof types.CancellationQuoteDocument,
    "\n  query SelfCancelDoorLists($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n    }\n  }\n": typeof types.SelfCancelDoorListsDocument,
    "\n  mutation SelfCancelAdmit($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n": typeof types.SelfCancelAdmitDocument,
    "\n  mutation CancelMyOrder($id: ID!, $amount: Int!) {\n    cancelMyOrder(id: $id, expectedAmountMinor: $amount) {\n      id\n    }\n  }\n": typeof types.CancelMyOrderDocument,
    "\n  fragment StaffOrderDetail on OrderDetail {\n    id\n    version\n    placesHeld\n    refundableMinor\n    order {\n      id\n      code\n      status\n      totalMinor\n      holdExpiresAt\n      buyerEmail\n      buyerName\n      ticketsMailed\n    }\n    tickets {\n      status\n      attendeeName\n      ticketTypeName\n    }\n    payments {\n      provider\n      method\n      amountMinor\n      reference\n    }\n    history {\n      action\n      actorEmail\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": typeof types.StaffOrderDetailFragmentDoc,
    "\n  mutation StaffReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      ...StaffOrderDetail\n    }\n  }\n": typeof types.StaffReserveForBuyerDocument,
    "\n  mutation StaffMarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...StaffOrderDetail\n    }\n  }\n": typeof types.StaffMarkOrderPaidDocument,
    "\n  mutation StaffOrderConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n": typeof types.StaffOrderConfirmAddressDocument,
    "\n  query StaffOrdersDefaultList($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.StaffOrdersDefaultListDocument,
    "\n  query Tickets($slug: String!, $code: String) {\n    event(slug: $slug) {\n      lowestPriceMinor\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        availability\n        salesStartAtLocal\n        capacity\n        hidden\n      }\n    }\n  }\n": typeof types.TicketsDocument,
    "\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": typeof types.DeleteTicketTypeDocument,
    "\n  mutation ChangeEventCurrency($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      currency\n    }\n  }\n": typeof types.ChangeEventCurrencyDocument,
    "\n  mutation UpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n      availability\n    }\n  }\n": typeof types.UpdateTicketTypeDocument,
    "\n  query OrganizationSales($slug: String!) {\n    organization(slug: $slug) {\n      events {\n        slug\n        sales {\n          ticketsSold\n          capacity\n          revenueMinor\n          ordersToRefund\n        }\n      }\n    }\n  }\n": typeof types.OrganizationSalesDocument,
    "\n  query EventSalesAndAvailability($slug: String!) {\n    event(slug: $slug) {\n      status\n      lowestPriceMinor\n      sales {\n        ticketsSold\n        revenueMinor\n      }\n      ticketTypes {\n        name\n        availability\n      }\n    }\n  }\n": typeof types.EventSalesAndAvailabilityDocument,
    "\n  mutation RefundForSales($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n    }\n  }\n": typeof types.RefundForSalesDocument,
    "\n  mutation CancelForSales($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.CancelForSalesDocument,
    "\n  mutation SetTransferPolicy($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      transferPolicy {\n        allowed\n        summary\n      }\n    }\n  }\n": typeof types.SetTransferPolicyDocument,
    "\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        toEmail\n        status\n      }\n    }\n  }\n": typeof types.PassTicketOnDocument,
    "\n  mutation CancelTicketOffer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      pendingTransfer {\n        toEmail\n      }\n    }\n  }\n": typeof types.CancelTicketOfferDocument,
    "\n  query TicketOfferByLink($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      ticketTypeName\n      event {\n        title\n      }\n    }\n  }\n": typeof types.TicketOfferByLinkDocument,
    "\n  mutation AcceptTicketOffer($token: String!, $name: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $name) {\n      id\n      attendeeName\n      code\n      shortCode\n      state\n    }\n  }\n": typeof types.AcceptTicketOfferDocument,
    "\n  query HeldTickets {\n    myTickets {\n      id\n      attendeeName\n    }\n  }\n": typeof types.HeldTicketsDocument,
    "\n  query PassedOnOrderTickets($id: ID!) {\n    order(id: $id) {\n      cancellation {\n        allowed\n        reason\n      }\n      tickets {\n        id\n        code\n        state\n        passedTo\n        transfers {\n          fromEmail\n          toEmail\n          toName\n          status\n        }\n      }\n    }\n  }\n": typeof types.PassedOnOrderTicketsDocument,
    "\n  query TransferDoorCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n      }\n      tickets {\n        id\n        version\n      }\n    }\n  }\n": typeof types.TransferDoorCopyDocument,
    "\n  mutation TransferScan($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n    }\n  }\n": typeof types.TransferScanDocument,
    "\n  mutation SetWaitingListPolicy($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      waitingListPolicy {\n        enabled\n        autoOffer\n        offerHours\n        skipGroups\n        summary\n      }\n    }\n  }\n": typeof types.SetWaitingListPolicyDocument,
    "\n  mutation JoinWaitingList($typeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $typeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n": typeof types.JoinWaitingListDocument,
    "\n  mutation ConfirmWaitingListEntry($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n    }\n  }\n": typeof types.ConfirmWaitingListEntryDocument,
    "\n  query WaitingListOfEvent($slug: String!) {\n    event(slug: $slug) {\n      waitingList {\n        id\n        email\n        quantity\n        status\n        position\n        orderCode\n      }\n    }\n  }\n": typeof types.WaitingListOfEventDocument,
    "\n  query WaitingListOfferByLink($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      orderId\n      totalMinor\n      closedReason\n      ticketTypeName\n    }\n  }\n": typeof types.WaitingListOfferByLinkDocument,
    "\n  query WaitingListTypeState($slug: String!) {\n    event(slug: $slug) {\n      ticketTypes {\n        id\n        availability\n        waitingListOpen\n      }\n    }\n  }\n": typeof types.WaitingListTypeStateDocument,
    "\n  mutation ClaimWaitingListOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n": typeof types.ClaimWaitingListOrderDocument,
    "\n  mutation RefundForWaitingList($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n": typeof types.RefundForWaitingListDocument,
    "\n  mutation OfferWaitingListByHand($id: ID!) {\n    offerWaitingListPlaces(entryId: $id) {\n      status\n    }\n  }\n": typeof types.OfferWaitingListByHandDocument,
    "\n  mutation CancelWaitingListEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": typeof types.CancelWaitingListEventDocument,
    "\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(entryId: $id) {\n      status\n    }\n  }\n": typeof types.RemoveWaitingListEntryDocument,
    "\n  subscription TurnComes($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n    }\n  }\n": typeof types.TurnComesDocument,
    "\n  subscription PlaceChanged($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n      position\n      admissionToken\n    }\n  }\n": typeof types.PlaceChangedDocument,
    "\n  query SeededEvents($when: DateFilter, $tz: String!) {\n    discoverEvents(first: 50, when: $when, timeZone: $tz) {\n      nodes {\n        slug\n        timeZone\n        currency\n        coverImage {\n          url\n        }\n        ticketTypes {\n          availability\n        }\n      }\n    }\n  }\n": typeof types.SeededEventsDocument,
    "\n  query SeededEvent {\n    event(slug: \"harbour-lights-festival\") {\n      viewerRole\n      status\n    }\n  }\n": typeof types.SeededEventDocument,
    "\n  query SeededDraft {\n    event(slug: \"spring-launch-party\") {\n      id\n    }\n  }\n": typeof types.SeededDraftDocument,
    "\n  query SeededOnSale {\n    event(slug: \"brooklyn-basement-sessions\") {\n      waitingRoom {\n        opensAt\n        joiningOpensAt\n        joinUrl\n      }\n    }\n  }\n": typeof types.SeededOnSaleDocument,
    "\n  query DemoEventFigures($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        name\n        capacity\n        quantitySold\n      }\n      sales {\n        ticketsSold\n      }\n      checkInLists {\n        counts {\n          expected\n          checkedIn\n          byTicketType {\n            name\n            expected\n          }\n        }\n      }\n    }\n  }\n": typeof types.DemoEventFiguresDocument,
    "\n  query DemoEventOrders($id: ID!, $after: String) {\n    eventOrderSearch(eventId: $id, filter: { first: 100, after: $after }) {\n      nodes {\n        status\n        tickets {\n          status\n        }\n      }\n      endCursor\n    }\n  }\n": typeof types.DemoEventOrdersDocument,
    "\n  query DemoAttendeeTickets {\n    myTickets {\n      id\n      code\n      status\n      event {\n        slug\n      }\n    }\n  }\n": typeof types.DemoAttendeeTicketsDocument,
    "\n  query DemoDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n      }\n    }\n  }\n": typeof types.DemoDoorListsDocument,
    "\n  mutation DemoDoorScan($input: CheckInInput!) {\n    checkIn(input: $input) {\n      outcome\n    }\n  }\n": typeof types.DemoDoorScanDocument,
    "\n  mutation BulkStart($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      kind\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n": typeof types.BulkStartDocument,
    "\n  query BulkProgress($id: ID!) {\n    bulkAction(id: $id) {\n      id\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n": typeof types.BulkProgressDocument,
    "\n  fragment OrderFields on Order {\n    id\n    status\n    totalMinor\n    refundedMinor\n    currency\n    holdSecondsLeft\n    detailsComplete\n    claimed\n    paymentError\n    latePayment\n    lines {\n      ticketTypeId\n      quantity\n      unitPriceMinor\n      totalMinor\n      attendeeNames\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      code\n      ticketTypeName\n    }\n    refunds {\n      amountMinor\n      status\n      ticketCount\n      reason\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  mutation Reserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.ReserveDocument,
    "\n  mutation SetDetails($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      ...OrderFields\n    }\n  }\n": typeof types.SetDetailsDocument,
    "\n  mutation StartPayment($id: ID!) {\n    startPayment(id: $id) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.StartPaymentDocument,
    "\n  query GetOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      ...OrderFields\n    }\n  }\n": typeof types.GetOrderDocument,
    "\n  mutation CreateOrg($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      slug\n      viewerRole\n    }\n  }\n": typeof types.CreateOrgDocument,
    "\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      status\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      availability\n    }\n  }\n": typeof types.CreateTicketTypeDocument,
    "\n  mutation Publish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PublishDocument,
    "\n  mutation CreateRevealingCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateRevealingCodeDocument,
    "\n  mutation InviteMember($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      viewerRole\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query ViewerId {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.ViewerIdDocument,
    "\n  mutation ConfigureRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      enabled\n      opensAt\n      opensAtLocal\n      admitPerMinute\n      ratePerMinute\n      holdMinutes\n      joined\n      admitted\n    }\n  }\n": typeof types.ConfigureRoomDocument,
    "\n  query RoomChallenge($eventId: ID!) {\n    waitingRoomChallenge(eventId: $eventId)\n  }\n": typeof types.RoomChallengeDocument,
    "\n  mutation JoinRoom($eventId: ID!, $proof: String!) {\n    joinWaitingRoom(eventId: $eventId, proof: $proof) {\n      ...PlaceFields\n    }\n  }\n": typeof types.JoinRoomDocument,
    "\n  query MyPlace($eventId: ID!) {\n    myWaitingPlace(eventId: $eventId) {\n      ...PlaceFields\n    }\n  }\n": typeof types.MyPlaceDocument,
    "\n  fragment PlaceFields on WaitingPlace {\n    eventId\n    state\n    position\n    waitSeconds\n    opensAt\n    admissionToken\n    admissionExpiresAt\n  }\n": typeof types.PlaceFieldsFragmentDoc,
    "\n  query RoomCounts($slug: String!) {\n    event(slug: $slug) {\n      managedWaitingRoom {\n        joined\n        admitted\n      }\n    }\n  }\n": typeof types.RoomCountsDocument,
};
const documents: Documents = {
    "\n  query MaskedViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n": types.MaskedViewerDocument,
    "\n  mutation AnswersClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n": types.AnswersClaimOrderDocument,
    "\n  query TransportViewer {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n": types.TransportViewerDocument,
    "\n  query AuditLogPage($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventId\n        eventTitle\n        entityType\n        entityId\n        subject\n        summary\n        changes {\n          field\n          label\n          before\n          after\n          currency\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.AuditLogPageDocument,
    "\n  query AuditLogIds($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n": types.AuditLogIdsDocument,
    "\n  mutation AuditLogUpdateType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": types.AuditLogUpdateTypeDocument,
    "\n  mutation CrashCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": types.CrashCancelEventDocument,
    "\n  query CrashCancellationProgress($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n      }\n    }\n  }\n": types.CrashCancellationProgressDocument,
    "\n  mutation CancelWithRefunds($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": types.CancelWithRefundsDocument,
    "\n  query CancellationOfEvent($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n        skipped\n        failures {\n          orderCode\n          amountMinor\n          message\n        }\n      }\n    }\n  }\n": types.CancellationOfEventDocument,
    "\n  mutation RetryRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n      failed\n    }\n  }\n": types.RetryRefundsDocument,
    "\n  subscription CancelProgressChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      status\n      total\n      refunded\n    }\n  }\n": types.CancelProgressChangedDocument,
    "\n  query Attendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderId\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": types.AttendeesDocument,
    "\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listName\n          deviceName\n        }\n      }\n    }\n  }\n": types.CheckInAttendeeDocument,
    "\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n      }\n    }\n  }\n": types.UndoAttendeeCheckInDocument,
    "\n  query AttendeeDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n        isDefault\n      }\n    }\n  }\n": types.AttendeeDoorListsDocument,
    "\n  query AttendeeDoorCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n    }\n  }\n": types.AttendeeDoorCountsDocument,
    "\n  mutation AttendeeRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n    }\n  }\n": types.AttendeeRefundDocument,
    "\n  query DoorTicket($id: ID!) {\n    ticket(id: $id) {\n      checkedInAt\n    }\n  }\n": types.DoorTicketDocument,
    "\n  mutation DoorRefundOrder($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n": types.DoorRefundOrderDocument,
    "\n  query DoorCheckInConflicts($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n      ticket {\n        id\n      }\n      first {\n        deviceName\n        at\n      }\n      second {\n        deviceName\n        at\n      }\n    }\n  }\n": types.DoorCheckInConflictsDocument,
    "\n  query DoorScannerData($s: String!, $d: String) {\n    scannerData(eventSlug: $s, deviceId: $d) {\n      eventId\n    }\n  }\n": types.DoorScannerDataDocument,
    "\n  query DoorConflictDevices($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      first {\n        deviceName\n      }\n      second {\n        deviceName\n      }\n    }\n  }\n": types.DoorConflictDevicesDocument,
    "\n  query DoorOfflineCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n        isDefault\n      }\n      tickets {\n        id\n        version\n        attendeeName\n      }\n      revoked {\n        id\n        version\n        reason\n      }\n      checkIns {\n        ticketId\n        listId\n        deviceName\n        inside\n      }\n    }\n  }\n": types.DoorOfflineCopyDocument,
    "\n  query DoorCheckedIn($l: ID!) {\n    checkInCounts(listId: $l) {\n      checkedIn\n    }\n  }\n": types.DoorCheckedInDocument,
    "\n  query DoorScannerEvent($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n    }\n  }\n": types.DoorScannerEventDocument,
    "\n  query DoorConflictLists($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n    }\n  }\n": types.DoorConflictListsDocument,
    "\n  mutation DoorUpdateCheckInList($id: ID!, $i: CheckInListInput!) {\n    updateCheckInList(id: $id, input: $i) {\n      id\n      name\n    }\n  }\n": types.DoorUpdateCheckInListDocument,
    "\n  mutation DoorDeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n": types.DoorDeleteCheckInListDocument,
    "\n  fragment ScanResult on CheckInResult {\n    nonce\n    outcome\n    reason\n    conflict\n    ticket {\n      id\n      attendeeName\n      ticketTypeName\n    }\n    firstCheckIn {\n      at\n      deviceName\n    }\n  }\n": types.ScanResultFragmentDoc,
    "\n  fragment DoorCounts on CheckInCounts {\n    checkedIn\n    expected\n    inside\n    byTicketType {\n      name\n      checkedIn\n      expected\n    }\n  }\n": types.DoorCountsFragmentDoc,
    "\n  fragment ListFields on CheckInList {\n    id\n    name\n    isDefault\n    allowReentry\n    opensAt\n  }\n": types.ListFieldsFragmentDoc,
    "\n  mutation CheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      ...ScanResult\n    }\n  }\n": types.CheckInDocument,
    "\n  mutation UploadCheckIns($s: [CheckInInput!]!) {\n    uploadCheckIns(scans: $s) {\n      conflicts\n      results {\n        ...ScanResult\n      }\n    }\n  }\n": types.UploadCheckInsDocument,
    "\n  mutation UndoCheckIn($e: ID!, $n: String!) {\n    undoCheckIn(eventId: $e, nonce: $n) {\n      ...DoorCounts\n    }\n  }\n": types.UndoCheckInDocument,
    "\n  query CountsOfList($l: ID!) {\n    checkInCounts(listId: $l) {\n      ...DoorCounts\n    }\n  }\n": types.CountsOfListDocument,
    "\n  query ListsOf($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        ...ListFields\n      }\n    }\n  }\n": types.ListsOfDocument,
    "\n  mutation CreateList($e: ID!, $i: CheckInListInput!) {\n    createCheckInList(eventId: $e, input: $i) {\n      ...ListFields\n    }\n  }\n": types.CreateListDocument,
    "\n  query ShortCodeTickets {\n    myTickets {\n      id\n      attendeeName\n      shortCode\n      state\n      event {\n        id\n      }\n    }\n  }\n": types.ShortCodeTicketsDocument,
    "\n  query ShortCodeOrder($id: ID!) {\n    order(id: $id) {\n      tickets {\n        id\n        shortCode\n        state\n      }\n    }\n  }\n": types.ShortCodeOrderDocument,
    "\n  query ShortCodeCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        id\n        shortCode\n      }\n      revoked {\n        id\n        shortCode\n        reason\n      }\n    }\n  }\n": types.ShortCodeCopyDocument,
    "\n  mutation ShortCodeCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n      ticket {\n        id\n        attendeeName\n      }\n    }\n  }\n": types.ShortCodeCheckInDocument,
    "\n  mutation ShortCodeRefund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n": types.ShortCodeRefundDocument,
    "\n  mutation ShortCodeCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": types.ShortCodeCancelDocument,
    "\n  query EventDashboard($eventId: ID!) {\n    eventDashboard(eventId: $eventId) {\n      eventId\n      currency\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n": types.EventDashboardDocument,
    "\n  mutation DashboardCheckIn($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n    }\n  }\n": types.DashboardCheckInDocument,
    "\n  mutation DashboardUndoCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n    }\n  }\n": types.DashboardUndoCheckInDocument,
    "\n  query OrgDashboard($organizationId: ID!) {\n    organizationDashboard(organizationId: $organizationId) {\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      events {\n        title\n        ticketsSold\n        capacity\n        orders\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n": types.OrgDashboardDocument,
    "\n  query Discover($first: Int!, $after: String, $search: String, $when: DateFilter) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: \"Etc/UTC\") {\n      nodes {\n        title\n        startsAt\n        lowestPriceMinor\n        organizer {\n          name\n        }\n        coverImage {\n          url(width: 640)\n        }\n        ticketTypes {\n          availability\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DiscoverDocument,
    "\n  mutation EndPastEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n    }\n  }\n": types.EndPastEventDocument,
    "\n  query DiscoverTitles($first: Int!) {\n    discoverEvents(first: $first, timeZone: \"UTC\") {\n      nodes {\n        title\n      }\n    }\n  }\n": types.DiscoverTitlesDocument,
    "\n  query Event($slug: String!) {\n    event(slug: $slug) {\n      id\n      title\n      status\n      descriptionHtml\n      summary\n      startsAt\n      endsAt\n      startsAtLocal\n      timeZone\n      currency\n      faq {\n        question\n        answer\n      }\n      organizer {\n        name\n      }\n      viewerRole\n    }\n  }\n": types.EventDocument,
    "\n  mutation Update($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      title\n      startsAt\n      startsAtLocal\n      timeZone\n    }\n  }\n": types.UpdateDocument,
    "\n  query OrganizationEventIds($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n      }\n    }\n  }\n": types.OrganizationEventIdsDocument,
    "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n": types.EndEventDocument,
    "\n  query SaleWindows($s: String!) {\n    event(slug: $s) {\n      ticketTypes {\n        salesStartAtLocal\n        salesStartAt\n      }\n    }\n  }\n": types.SaleWindowsDocument,
    "\n  query ViewerOrganizationSlugs {\n    viewer {\n      organizations {\n        id\n        slug\n      }\n    }\n  }\n": types.ViewerOrganizationSlugsDocument,
    "\n  query ExportLists($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        id\n        name\n      }\n    }\n  }\n": types.ExportListsDocument,
    "\n  mutation ExportRenameType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": types.ExportRenameTypeDocument,
    "\n  mutation ExportCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n": types.ExportCheckInDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation SetDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      id\n    }\n  }\n": types.SetDisplayNameDocument,
    "\n  query UserById($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      displayName\n    }\n  }\n": types.UserByIdDocument,
    "\n  query UserEmails {\n    users(first: 100) {\n      email\n    }\n  }\n": types.UserEmailsDocument,
    "\n  query ViewerProfile {\n    viewer {\n      user {\n        id\n        email\n        displayName\n      }\n    }\n  }\n": types.ViewerProfileDocument,
    "\n  mutation GhostOrganization {\n    createOrganization(input: { name: \"Ghost\", slug: \"ghost-org\" }) {\n      id\n    }\n  }\n": types.GhostOrganizationDocument,
    "\n  mutation DeclineBeforeLeaving($id: ID!) {\n    declineInvitation(id: $id)\n  }\n": types.DeclineBeforeLeavingDocument,
    "\n  query OutageViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n": types.OutageViewerDocument,
    "\n  mutation UpdateDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n": types.UpdateDisplayNameDocument,
    "\n  query ViewerDisplayName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n": types.ViewerDisplayNameDocument,
    "\n  query UsersPage($first: Int!) {\n    users(first: $first) {\n      email\n    }\n  }\n": types.UsersPageDocument,
    "\n  query ViewerIsAdmin {\n    viewer {\n      isPlatformAdmin\n    }\n  }\n": types.ViewerIsAdminDocument,
    "\n  query MissingUser($id: ID!) {\n    user(id: $id) {\n      id\n    }\n  }\n": types.MissingUserDocument,
    "\n  query RevocationCacheViewer {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n": types.RevocationCacheViewerDocument,
    "\n  mutation RevocationCacheDeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": types.RevocationCacheDeleteAccountDocument,
    "\n  mutation RenameViewer($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n": types.RenameViewerDocument,
    "\n  query ViewerName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n": types.ViewerNameDocument,
    "\n  query ViewerAndAdmin {\n    viewer {\n      isPlatformAdmin\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.ViewerAndAdminDocument,
    "\n  query OutboxTicketsOfOrder($id: ID!) {\n    order(id: $id) {\n      code\n      tickets {\n        id\n        attendeeName\n        shortCode\n        code\n      }\n    }\n  }\n": types.OutboxTicketsOfOrderDocument,
    "\n  mutation OutboxConfirmEmailAddress($t: String!) {\n    confirmEmailAddress(token: $t)\n  }\n": types.OutboxConfirmEmailAddressDocument,
    "\n  mutation UploadPhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": types.UploadPhotoDocument,
    "\n  query MyPhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n": types.MyPhotoDocument,
    "\n  mutation RemovePhoto {\n    removeProfilePhoto {\n      photo {\n        id\n      }\n    }\n  }\n": types.RemovePhotoDocument,
    "\n  mutation PhotoOwnerLeaves {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": types.PhotoOwnerLeavesDocument,
    "\n  mutation UploadsRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n": types.UploadsRemoveEventImageDocument,
    "\n  mutation Upload($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      coverImage {\n        id\n        width\n        height\n        url(width: 640)\n        srcSet\n      }\n      gallery {\n        id\n        alt\n      }\n    }\n  }\n": types.UploadDocument,
    "\n  mutation CrashSendMessage($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      recipientCount\n    }\n  }\n": types.CrashSendMessageDocument,
    "\n  mutation MessagesSend($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      status\n      recipientCount\n      sent\n      pending\n      failed\n      createdByName\n    }\n  }\n": types.MessagesSendDocument,
    "\n  query MessagesPreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      text\n      recipientCount\n    }\n  }\n": types.MessagesPreviewDocument,
    "\n  mutation MessagesTestSend($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n": types.MessagesTestSendDocument,
    "\n  query MessagesProgress($id: ID!) {\n    message(id: $id) {\n      status\n      recipientCount\n      sent\n      pending\n      failed\n    }\n    messageRecipients(messageId: $id) {\n      items {\n        email\n        status\n        error\n      }\n      nextCursor\n    }\n  }\n": types.MessagesProgressDocument,
    "\n  mutation MessagesSetReminder($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      reminderHours\n    }\n  }\n": types.MessagesSetReminderDocument,
    "\n  mutation MessagesUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      venueName\n    }\n  }\n": types.MessagesUpdateEventDocument,
    "\n  fragment TypeChangeDetail on OrderDetail {\n    id\n    version\n    order {\n      status\n      totalMinor\n      refundedMinor\n    }\n    tickets {\n      id\n      status\n      ticketTypeName\n    }\n    typeChanges {\n      toTypeName\n      differenceMinor\n      status\n    }\n    typeChoices {\n      name\n      remaining\n    }\n    history {\n      action\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": types.TypeChangeDetailFragmentDoc,
    "\n  query TypeChangeManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...TypeChangeDetail\n    }\n  }\n": types.TypeChangeManagedOrderDocument,
    "\n  mutation ChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...TypeChangeDetail\n    }\n  }\n": types.ChangeTicketTypeDocument,
    "\n  query TicketChangePayment($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      status\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n    }\n  }\n": types.TicketChangePaymentDocument,
    "\n  mutation PayTicketChange($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      change {\n        status\n      }\n    }\n  }\n": types.PayTicketChangeDocument,
    "\n  mutation RefundAfterTypeChange($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.RefundAfterTypeChangeDocument,
    "\n  query DoorCopyTypes($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        ticketTypeId\n        version\n      }\n    }\n  }\n": types.DoorCopyTypesDocument,
    "\n  query RolesEventOrders($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        status\n      }\n    }\n  }\n": types.RolesEventOrdersDocument,
    "\n  query RolesOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n": types.RolesOrderDocument,
    "\n  mutation RolesRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.RolesRefundDocument,
    "\n  query RolesTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      attendeeName\n      code\n      qrSvg\n    }\n  }\n": types.RolesTicketDocument,
    "\n  query RolesMyTickets {\n    myTickets {\n      id\n      orderId\n      code\n    }\n  }\n": types.RolesMyTicketsDocument,
    "\n  query RolesEventOrderCodes($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        tickets {\n          code\n          qrSvg\n        }\n      }\n    }\n  }\n": types.RolesEventOrderCodesDocument,
    "\n    mutation RolesClaim($id: ID!, $t: String!) {\n      claimOrder(id: $id, claimToken: $t) {\n        id\n      }\n    }\n  ": types.RolesClaimDocument,
    "\n  mutation CheckoutClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      claimed\n    }\n  }\n": types.CheckoutClaimOrderDocument,
    "\n  mutation CheckoutCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": types.CheckoutCancelEventDocument,
    "\n  mutation RushReserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n": types.RushReserveDocument,
    "\n  mutation RushPromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": types.RushPromoCodeDocument,
    "\n  mutation GuestDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n": types.GuestDetailsDocument,
    "\n  mutation GuestPay($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n    }\n  }\n": types.GuestPayDocument,
    "\n  query GuestOrder($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      status\n      claimed\n      ticketsMailed\n      openedWithAccessLink\n      tickets {\n        id\n        code\n      }\n    }\n  }\n": types.GuestOrderDocument,
    "\n  mutation GuestRevokeLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n": types.GuestRevokeLinkDocument,
    "\n  mutation GuestConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n": types.GuestConfirmAddressDocument,
    "\n  query GuestMyTickets {\n    myTickets {\n      id\n      orderId\n    }\n  }\n": types.GuestMyTicketsDocument,
    "\n  mutation HoardingCancel($id: ID!) {\n    cancelReservation(id: $id) {\n      status\n    }\n  }\n": types.HoardingCancelDocument,
    "\n  fragment OrderDetailFields on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      status\n      refundedMinor\n      holdExpiresAt\n      refunds {\n        amountMinor\n        status\n        reason\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      checkIns {\n        listName\n        checkedIn\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      reference\n    }\n    mails {\n      kind\n      to\n      subject\n    }\n    history {\n      action\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "\n  query ManagedOrderDetail($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailFields\n    }\n  }\n": types.ManagedOrderDetailDocument,
    "\n  mutation RenameAttendee($input: OrderActionInput!, $ticketId: ID!, $name: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $name) {\n      ...OrderDetailFields\n    }\n  }\n": types.RenameAttendeeDocument,
    "\n  mutation ResendOrderMail($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailFields\n    }\n  }\n": types.ResendOrderMailDocument,
    "\n  mutation ExtendOrderHold($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailFields\n    }\n  }\n": types.ExtendOrderHoldDocument,
    "\n  mutation CancelOrder($input: OrderActionInput!, $refund: Boolean!, $notify: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation RefundFromDetail($input: OrderActionInput!, $ticketIds: [ID!], $amount: Int, $notify: Boolean!) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amount, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n": types.RefundFromDetailDocument,
    "\n  mutation RefundWholeOrder($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.RefundWholeOrderDocument,
    "\n  query DoorCopyNames($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        attendeeName\n      }\n    }\n  }\n": types.DoorCopyNamesDocument,
    "\n  subscription OrderChangedLive($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      id\n      status\n      latePayment\n    }\n  }\n": types.OrderChangedLiveDocument,
    "\n  mutation OrderLiveCancel($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      status\n    }\n  }\n": types.OrderLiveCancelDocument,
    "\n  query OrderSearch($eventId: ID!, $filter: OrderSearchInput) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        totalMinor\n        paidAt\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n": types.OrderSearchDocument,
    "\n  mutation SearchRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      status\n    }\n  }\n": types.SearchRefundDocument,
    "\n  query CrossOrgOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n": types.CrossOrgOrganizationDocument,
    "\n  query CrossOrgInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n": types.CrossOrgInvitationsDocument,
    "\n  query CrossOrgEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n": types.CrossOrgEventDocument,
    "\n  mutation CrossOrgUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Taken over\" }) {\n      id\n    }\n  }\n": types.CrossOrgUpdateOrganizationDocument,
    "\n  mutation CrossOrgCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n": types.CrossOrgCreateEventDocument,
    "\n  mutation CrossOrgUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n": types.CrossOrgUpdateEventDocument,
    "\n  mutation CrossOrgPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n": types.CrossOrgPublishEventDocument,
    "\n  mutation CrossOrgCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n": types.CrossOrgCancelEventDocument,
    "\n  mutation CrossOrgCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n": types.CrossOrgCreateTicketTypeDocument,
    "\n  mutation CrossOrgUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": types.CrossOrgUpdateTicketTypeDocument,
    "\n  mutation CrossOrgDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": types.CrossOrgDeleteTicketTypeDocument,
    "\n  mutation CrossOrgRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n": types.CrossOrgRemoveEventImageDocument,
    "\n  mutation CrossOrgInviteMember($o: ID!) {\n    inviteMember(organizationId: $o, input: { email: \"friend@example.test\", role: OWNER }) {\n      id\n    }\n  }\n": types.CrossOrgInviteMemberDocument,
    "\n  mutation CrossOrgRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": types.CrossOrgRevokeInvitationDocument,
    "\n  mutation CrossOrgChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: OWNER) {\n      role\n    }\n  }\n": types.CrossOrgChangeMemberRoleDocument,
    "\n  mutation CrossOrgRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n": types.CrossOrgRemoveMemberDocument,
    "\n  mutation CrossOrgReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n": types.CrossOrgReserveForBuyerDocument,
    "\n  mutation CrossOrgMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n    }\n  }\n": types.CrossOrgMarkPaidDocument,
    "\n  query EverythingOfB($s: String!) {\n    organization(slug: $s) {\n      name\n      members {\n        role\n        user {\n          id\n        }\n      }\n      invitations {\n        id\n      }\n      events {\n        id\n        title\n        status\n        coverImage {\n          id\n        }\n        gallery {\n          id\n        }\n        ticketTypes {\n          id\n          name\n          priceMinor\n        }\n      }\n    }\n  }\n": types.EverythingOfBDocument,
    "\n  query PendingInvitations {\n    viewer {\n      organizations {\n        id\n      }\n      pendingInvitations {\n        id\n        role\n        organizationName\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n": types.PendingInvitationsDocument,
    "\n  query OwnerInvitations($slug: String!) {\n    organization(slug: $slug) {\n      invitations {\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n": types.OwnerInvitationsDocument,
    "\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n": types.DeclineInvitationDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": types.RevokeInvitationDocument,
    "\n  query PeekOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n    }\n  }\n": types.PeekOrganizationDocument,
    "\n  query Team($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n      invitations {\n        email\n        role\n      }\n    }\n  }\n": types.TeamDocument,
    "\n  query TeamMembers($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n": types.TeamMembersDocument,
    "\n  mutation InviteTeammate($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n      email\n      role\n    }\n  }\n": types.InviteTeammateDocument,
    "\n  mutation ChangeRole($o: ID!, $u: ID!, $r: OrganizationRole!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: $r) {\n      role\n    }\n  }\n": types.ChangeRoleDocument,
    "\n  mutation RemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n": types.RemoveMemberDocument,
    "\n  mutation LeaveOrganization($o: ID!) {\n    leaveOrganization(organizationId: $o)\n  }\n": types.LeaveOrganizationDocument,
    "\n  mutation OwnerDeletesAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n": types.OwnerDeletesAccountDocument,
    "\n  query RolesEventAttendees($e: ID!) {\n    eventAttendees(eventId: $e) {\n      totalCount\n      attendees {\n        buyerEmail\n      }\n    }\n  }\n": types.RolesEventAttendeesDocument,
    "\n  query RolesManagedOrder($e: ID!, $c: String!) {\n    managedOrder(eventId: $e, code: $c) {\n      id\n    }\n  }\n": types.RolesManagedOrderDocument,
    "\n  mutation RolesExtendHold($i: OrderActionInput!) {\n    extendOrderHold(input: $i, minutes: 5) {\n      id\n    }\n  }\n": types.RolesExtendHoldDocument,
    "\n  mutation RolesCancelOrder($i: OrderActionInput!) {\n    cancelOrder(input: $i, refund: false, notifyBuyer: false) {\n      id\n    }\n  }\n": types.RolesCancelOrderDocument,
    "\n  mutation RolesReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n": types.RolesReserveForBuyerDocument,
    "\n  mutation RolesStaffOrderMade($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n      version\n    }\n  }\n": types.RolesStaffOrderMadeDocument,
    "\n  mutation RolesStaffOrderPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n      version\n      tickets {\n        id\n      }\n    }\n  }\n": types.RolesStaffOrderPaidDocument,
    "\n  mutation RolesChangeType($i: OrderActionInput!, $t: ID!, $to: ID!) {\n    changeTicketType(input: $i, ticketId: $t, ticketTypeId: $to) {\n      id\n    }\n  }\n": types.RolesChangeTypeDocument,
    "\n  mutation RolesRefundFromDetail($i: OrderActionInput!) {\n    refundOrderFromDetail(input: $i, amountMinor: 100, notifyBuyer: false) {\n      id\n    }\n  }\n": types.RolesRefundFromDetailDocument,
    "\n  mutation RolesMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: BANK_TRANSFER) {\n      id\n    }\n  }\n": types.RolesMarkPaidDocument,
    "\n  mutation RolesBulkResend($e: ID!, $ids: [ID!]!) {\n    startBulkAction(eventId: $e, input: { kind: RESEND, orderIds: $ids }) {\n      id\n    }\n  }\n": types.RolesBulkResendDocument,
    "\n  query RolesOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n": types.RolesOrganizationDocument,
    "\n  query RolesInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n": types.RolesInvitationsDocument,
    "\n  mutation RolesUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Renamed Org\" }) {\n      id\n    }\n  }\n": types.RolesUpdateOrganizationDocument,
    "\n  mutation RolesCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n": types.RolesCreateEventDocument,
    "\n  mutation RolesUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n": types.RolesUpdateEventDocument,
    "\n  mutation RolesCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n": types.RolesCreateTicketTypeDocument,
    "\n  mutation RolesUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n": types.RolesUpdateTicketTypeDocument,
    "\n  mutation RolesCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n": types.RolesCancelEventDocument,
    "\n  mutation RolesRetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n    }\n  }\n": types.RolesRetryCancellationRefundsDocument,
    "\n  mutation RolesPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      status\n    }\n  }\n": types.RolesPublishEventDocument,
    "\n  mutation RolesPublish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n": types.RolesPublishDocument,
    "\n  mutation RolesEndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n": types.RolesEndEventDocument,
    "\n  mutation RolesDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": types.RolesDeleteTicketTypeDocument,
    "\n  mutation RolesRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n": types.RolesRemoveEventImageDocument,
    "\n  mutation RolesChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: DOOR_STAFF) {\n      role\n    }\n  }\n": types.RolesChangeMemberRoleDocument,
    "\n  mutation RolesRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n": types.RolesRemoveMemberDocument,
    "\n  mutation RolesRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": types.RolesRevokeInvitationDocument,
    "\n  query RolesEvents($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n        status\n      }\n    }\n  }\n": types.RolesEventsDocument,
    "\n  query RolesEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n": types.RolesEventDocument,
    "\n  mutation RolesSetEventFeatured($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      id\n    }\n  }\n": types.RolesSetEventFeaturedDocument,
    "\n  mutation RolesInviteToRevoke($o: ID!, $e: String!) {\n    inviteMember(organizationId: $o, input: { email: $e, role: MANAGER }) {\n      id\n    }\n  }\n": types.RolesInviteToRevokeDocument,
    "\n  query RolesStock($s: String!, $c: String) {\n    event(slug: $s) {\n      ticketTypes(unlockCode: $c) {\n        capacity\n        quantitySold\n      }\n    }\n  }\n": types.RolesStockDocument,
    "\n  mutation RolesFeature($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      featured\n    }\n  }\n": types.RolesFeatureDocument,
    "\n  mutation StripeRefundTicket($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n      refunds {\n        id\n        status\n      }\n    }\n  }\n": types.StripeRefundTicketDocument,
    "\n  mutation CreatePromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n      code\n      summary\n      status\n      uses\n    }\n  }\n": types.CreatePromoCodeDocument,
    "\n  mutation CreatePromoCodeBatch($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n      maxUses\n      batch\n    }\n  }\n": types.CreatePromoCodeBatchDocument,
    "\n  query PromoCodesOfEvent($slug: String!) {\n    event(slug: $slug) {\n      promoCodes {\n        code\n        uses\n        ordersPaid\n        revenueMinor\n        discountGivenMinor\n      }\n    }\n  }\n": types.PromoCodesOfEventDocument,
    "\n  mutation DeletePromoCode($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n": types.DeletePromoCodeDocument,
    "\n  query EventPageWithCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      codeOffer(code: $code) {\n        code\n        status\n        summary\n        message\n      }\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        offerPriceMinor\n      }\n    }\n  }\n": types.EventPageWithCodeDocument,
    "\n  query OrderPromoCode($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      totalMinor\n      promoCode\n      discountMinor\n      lines {\n        unitPriceMinor\n        listUnitPriceMinor\n      }\n    }\n  }\n": types.OrderPromoCodeDocument,
    "\n  query PromoManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      version\n      tickets {\n        id\n      }\n    }\n  }\n": types.PromoManagedOrderDocument,
    "\n  mutation PromoChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      version\n    }\n  }\n": types.PromoChangeTicketTypeDocument,
    "\n  mutation PromoRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n": types.PromoRefundDocument,
    "\n  mutation UpdateQuotaCode($id: ID!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateQuotaCodeDocument,
    "\n  mutation DeleteKeptType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": types.DeleteKeptTypeDocument,
    "\n  query TypesWithQuotaCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      ticketTypes(unlockCode: $code) {\n        id\n        availability\n      }\n    }\n  }\n": types.TypesWithQuotaCodeDocument,
    "\n  mutation CreateQuestion($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n      label\n      kind\n      required\n      options\n    }\n  }\n": types.CreateQuestionDocument,
    "\n  mutation UpdateQuestion($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n": types.UpdateQuestionDocument,
    "\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n      deleted\n    }\n  }\n": types.DeleteQuestionDocument,
    "\n  mutation MoveQuestion($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      label\n    }\n  }\n": types.MoveQuestionDocument,
    "\n  query QuestionsOfEvent($slug: String!, $withDeleted: Boolean) {\n    event(slug: $slug) {\n      questions(withDeleted: $withDeleted) {\n        label\n        deleted\n      }\n    }\n  }\n": types.QuestionsOfEventDocument,
    "\n  query OrderQuestions($id: ID!) {\n    order(id: $id) {\n      detailsComplete\n      questions {\n        id\n        label\n        scope\n      }\n      answers {\n        question\n        place\n        values\n        text\n        questionDeleted\n      }\n    }\n  }\n": types.OrderQuestionsDocument,
    "\n  mutation SetDetailsWithAnswers($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n": types.SetDetailsWithAnswersDocument,
    "\n  query DoorCopyNotes($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n": types.DoorCopyNotesDocument,
    "\n  mutation ScanWithNotes($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      ticket {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n": types.ScanWithNotesDocument,
    "\n  mutation Refund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      ...OrderFields\n    }\n  }\n": types.RefundDocument,
    "\n  mutation SetRefundPolicy($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      refundPolicy {\n        mode\n        summary\n      }\n    }\n  }\n": types.SetRefundPolicyDocument,
    "\n  query CancellationQuote($id: ID!) {\n    order(id: $id) {\n      status\n      refundedMinor\n      cancellation {\n        allowed\n        amountMinor\n        reason\n        policy\n      }\n      tickets {\n        status\n      }\n    }\n  }\n": types.CancellationQuoteDocument,
    "\n  query SelfCancelDoorLists($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n    }\n  }\n": types.SelfCancelDoorListsDocument,
    "\n  mutation SelfCancelAdmit($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n": types.SelfCancelAdmitDocument,
    "\n  mutation CancelMyOrder($id: ID!, $amount: Int!) {\n    cancelMyOrder(id: $id, expectedAmountMinor: $amount) {\n      id\n    }\n  }\n": types.CancelMyOrderDocument,
    "\n  fragment StaffOrderDetail on OrderDetail {\n    id\n    version\n    placesHeld\n    refundableMinor\n    order {\n      id\n      code\n      status\n      totalMinor\n      holdExpiresAt\n      buyerEmail\n      buyerName\n      ticketsMailed\n    }\n    tickets {\n      status\n      attendeeName\n      ticketTypeName\n    }\n    payments {\n      provider\n      method\n      amountMinor\n      reference\n    }\n    history {\n      action\n      actorEmail\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": types.StaffOrderDetailFragmentDoc,
    "\n  mutation StaffReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      ...StaffOrderDetail\n    }\n  }\n": types.StaffReserveForBuyerDocument,
    "\n  mutation StaffMarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...StaffOrderDetail\n    }\n  }\n": types.StaffMarkOrderPaidDocument,
    "\n  mutation StaffOrderConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n": types.StaffOrderConfirmAddressDocument,
    "\n  query StaffOrdersDefaultList($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n      }\n    }\n  }\n": types.StaffOrdersDefaultListDocument,
    "\n  query Tickets($slug: String!, $code: String) {\n    event(slug: $slug) {\n      lowestPriceMinor\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        availability\n        salesStartAtLocal\n        capacity\n        hidden\n      }\n    }\n  }\n": types.TicketsDocument,
    "\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n": types.DeleteTicketTypeDocument,
    "\n  mutation ChangeEventCurrency($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      currency\n    }\n  }\n": types.ChangeEventCurrencyDocument,
    "\n  mutation UpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n      availability\n    }\n  }\n": types.UpdateTicketTypeDocument,
    "\n  query OrganizationSales($slug: String!) {\n    organization(slug: $slug) {\n      events {\n        slug\n        sales {\n          ticketsSold\n          capacity\n          revenueMinor\n          ordersToRefund\n        }\n      }\n    }\n  }\n": types.OrganizationSalesDocument,
    "\n  query EventSalesAndAvailability($slug: String!) {\n    event(slug: $slug) {\n      status\n      lowestPriceMinor\n      sales {\n        ticketsSold\n        revenueMinor\n      }\n      ticketTypes {\n        name\n        availability\n      }\n    }\n  }\n": types.EventSalesAndAvailabilityDocument,
    "\n  mutation RefundForSales($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n    }\n  }\n": types.RefundForSalesDocument,
    "\n  mutation CancelForSales($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": types.CancelForSalesDocument,
    "\n  mutation SetTransferPolicy($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      transferPolicy {\n        allowed\n        summary\n      }\n    }\n  }\n": types.SetTransferPolicyDocument,
    "\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        toEmail\n        status\n      }\n    }\n  }\n": types.PassTicketOnDocument,
    "\n  mutation CancelTicketOffer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      pendingTransfer {\n        toEmail\n      }\n    }\n  }\n": types.CancelTicketOfferDocument,
    "\n  query TicketOfferByLink($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      ticketTypeName\n      event {\n        title\n      }\n    }\n  }\n": types.TicketOfferByLinkDocument,
    "\n  mutation AcceptTicketOffer($token: String!, $name: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $name) {\n      id\n      attendeeName\n      code\n      shortCode\n      state\n    }\n  }\n": types.AcceptTicketOfferDocument,
    "\n  query HeldTickets {\n    myTickets {\n      id\n      attendeeName\n    }\n  }\n": types.HeldTicketsDocument,
    "\n  query PassedOnOrderTickets($id: ID!) {\n    order(id: $id) {\n      cancellation {\n        allowed\n        reason\n      }\n      tickets {\n        id\n        code\n        state\n        passedTo\n        transfers {\n          fromEmail\n          toEmail\n          toName\n          status\n        }\n      }\n    }\n  }\n": types.PassedOnOrderTicketsDocument,
    "\n  query TransferDoorCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n      }\n      tickets {\n        id\n        version\n      }\n    }\n  }\n": types.TransferDoorCopyDocument,
    "\n  mutation TransferScan($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n    }\n  }\n": types.TransferScanDocument,
    "\n  mutation SetWaitingListPolicy($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      waitingListPolicy {\n        enabled\n        autoOffer\n        offerHours\n        skipGroups\n        summary\n      }\n    }\n  }\n": types.SetWaitingListPolicyDocument,
    "\n  mutation JoinWaitingList($typeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $typeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n": types.JoinWaitingListDocument,
    "\n  mutation ConfirmWaitingListEntry($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n    }\n  }\n": types.ConfirmWaitingListEntryDocument,
    "\n  query WaitingListOfEvent($slug: String!) {\n    event(slug: $slug) {\n      waitingList {\n        id\n        email\n        quantity\n        status\n        position\n        orderCode\n      }\n    }\n  }\n": types.WaitingListOfEventDocument,
    "\n  query WaitingListOfferByLink($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      orderId\n      totalMinor\n      closedReason\n      ticketTypeName\n    }\n  }\n": types.WaitingListOfferByLinkDocument,
    "\n  query WaitingListTypeState($slug: String!) {\n    event(slug: $slug) {\n      ticketTypes {\n        id\n        availability\n        waitingListOpen\n      }\n    }\n  }\n": types.WaitingListTypeStateDocument,
    "\n  mutation ClaimWaitingListOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n": types.ClaimWaitingListOrderDocument,
    "\n  mutation RefundForWaitingList($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n": types.RefundForWaitingListDocument,
    "\n  mutation OfferWaitingListByHand($id: ID!) {\n    offerWaitingListPlaces(entryId: $id) {\n      status\n    }\n  }\n": types.OfferWaitingListByHandDocument,
    "\n  mutation CancelWaitingListEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n": types.CancelWaitingListEventDocument,
    "\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(entryId: $id) {\n      status\n    }\n  }\n": types.RemoveWaitingListEntryDocument,
    "\n  subscription TurnComes($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n    }\n  }\n": types.TurnComesDocument,
    "\n  subscription PlaceChanged($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n      position\n      admissionToken\n    }\n  }\n": types.PlaceChangedDocument,
    "\n  query SeededEvents($when: DateFilter, $tz: String!) {\n    discoverEvents(first: 50, when: $when, timeZone: $tz) {\n      nodes {\n        slug\n        timeZone\n        currency\n        coverImage {\n          url\n        }\n        ticketTypes {\n          availability\n        }\n      }\n    }\n  }\n": types.SeededEventsDocument,
    "\n  query SeededEvent {\n    event(slug: \"harbour-lights-festival\") {\n      viewerRole\n      status\n    }\n  }\n": types.SeededEventDocument,
    "\n  query SeededDraft {\n    event(slug: \"spring-launch-party\") {\n      id\n    }\n  }\n": types.SeededDraftDocument,
    "\n  query SeededOnSale {\n    event(slug: \"brooklyn-basement-sessions\") {\n      waitingRoom {\n        opensAt\n        joiningOpensAt\n        joinUrl\n      }\n    }\n  }\n": types.SeededOnSaleDocument,
    "\n  query DemoEventFigures($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        name\n        capacity\n        quantitySold\n      }\n      sales {\n        ticketsSold\n      }\n      checkInLists {\n        counts {\n          expected\n          checkedIn\n          byTicketType {\n            name\n            expected\n          }\n        }\n      }\n    }\n  }\n": types.DemoEventFiguresDocument,
    "\n  query DemoEventOrders($id: ID!, $after: String) {\n    eventOrderSearch(eventId: $id, filter: { first: 100, after: $after }) {\n      nodes {\n        status\n        tickets {\n          status\n        }\n      }\n      endCursor\n    }\n  }\n": types.DemoEventOrdersDocument,
    "\n  query DemoAttendeeTickets {\n    myTickets {\n      id\n      code\n      status\n      event {\n        slug\n      }\n    }\n  }\n": types.DemoAttendeeTicketsDocument,
    "\n  query DemoDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n      }\n    }\n  }\n": types.DemoDoorListsDocument,
    "\n  mutation DemoDoorScan($input: CheckInInput!) {\n    checkIn(input: $input) {\n      outcome\n    }\n  }\n": types.DemoDoorScanDocument,
    "\n  mutation BulkStart($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      kind\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n": types.BulkStartDocument,
    "\n  query BulkProgress($id: ID!) {\n    bulkAction(id: $id) {\n      id\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n": types.BulkProgressDocument,
    "\n  fragment OrderFields on Order {\n    id\n    status\n    totalMinor\n    refundedMinor\n    currency\n    holdSecondsLeft\n    detailsComplete\n    claimed\n    paymentError\n    latePayment\n    lines {\n      ticketTypeId\n      quantity\n      unitPriceMinor\n      totalMinor\n      attendeeNames\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      code\n      ticketTypeName\n    }\n    refunds {\n      amountMinor\n      status\n      ticketCount\n      reason\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  mutation Reserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.ReserveDocument,
    "\n  mutation SetDetails($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      ...OrderFields\n    }\n  }\n": types.SetDetailsDocument,
    "\n  mutation StartPayment($id: ID!) {\n    startPayment(id: $id) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.StartPaymentDocument,
    "\n  query GetOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      ...OrderFields\n    }\n  }\n": types.GetOrderDocument,
    "\n  mutation CreateOrg($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      slug\n      viewerRole\n    }\n  }\n": types.CreateOrgDocument,
    "\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      status\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      availability\n    }\n  }\n": types.CreateTicketTypeDocument,
    "\n  mutation Publish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n    }\n  }\n": types.PublishDocument,
    "\n  mutation CreateRevealingCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n": types.CreateRevealingCodeDocument,
    "\n  mutation InviteMember($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      viewerRole\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query ViewerId {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n": types.ViewerIdDocument,
    "\n  mutation ConfigureRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      enabled\n      opensAt\n      opensAtLocal\n      admitPerMinute\n      ratePerMinute\n      holdMinutes\n      joined\n      admitted\n    }\n  }\n": types.ConfigureRoomDocument,
    "\n  query RoomChallenge($eventId: ID!) {\n    waitingRoomChallenge(eventId: $eventId)\n  }\n": types.RoomChallengeDocument,
    "\n  mutation JoinRoom($eventId: ID!, $proof: String!) {\n    joinWaitingRoom(eventId: $eventId, proof: $proof) {\n      ...PlaceFields\n    }\n  }\n": types.JoinRoomDocument,
    "\n  query MyPlace($eventId: ID!) {\n    myWaitingPlace(eventId: $eventId) {\n      ...PlaceFields\n    }\n  }\n": types.MyPlaceDocument,
    "\n  fragment PlaceFields on WaitingPlace {\n    eventId\n    state\n    position\n    waitSeconds\n    opensAt\n    admissionToken\n    admissionExpiresAt\n  }\n": types.PlaceFieldsFragmentDoc,
    "\n  query RoomCounts($slug: String!) {\n    event(slug: $slug) {\n      managedWaitingRoom {\n        joined\n        admitted\n      }\n    }\n  }\n": types.RoomCountsDocument,
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
export function graphql(source: "\n  query MaskedViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query MaskedViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswersClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AnswersClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransportViewer {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransportViewer {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogPage($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventId\n        eventTitle\n        entityType\n        entityId\n        subject\n        summary\n        changes {\n          field\n          label\n          before\n          after\n          currency\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query AuditLogPage($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n        action\n        actorName\n        actorEmail\n        eventId\n        eventTitle\n        entityType\n        entityId\n        subject\n        summary\n        changes {\n          field\n          label\n          before\n          after\n          currency\n          words\n        }\n        at\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogIds($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query AuditLogIds($o: ID!, $f: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(organizationId: $o, filter: $f, first: $first, after: $after) {\n      entries {\n        id\n      }\n      endCursor\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditLogUpdateType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AuditLogUpdateType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrashCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CrashCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrashCancellationProgress($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrashCancellationProgress($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWithRefunds($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelWithRefunds($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationOfEvent($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n        skipped\n        failures {\n          orderCode\n          amountMinor\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancellationOfEvent($slug: String!) {\n    event(slug: $slug) {\n      cancellation {\n        status\n        total\n        refunded\n        failed\n        skipped\n        failures {\n          orderCode\n          amountMinor\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n      failed\n    }\n  }\n"): (typeof documents)["\n  mutation RetryRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CancelProgressChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      status\n      total\n      refunded\n    }\n  }\n"): (typeof documents)["\n  subscription CancelProgressChanged($eventId: ID!) {\n    eventCancellationChanged(eventId: $eventId) {\n      status\n      total\n      refunded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Attendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderId\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Attendees($eventId: ID!, $filter: AttendeeSearchInput) {\n    eventAttendees(eventId: $eventId, filter: $filter) {\n      attendees {\n        id\n        attendeeName\n        ticketTypeName\n        shortCode\n        orderId\n        orderCode\n        state\n        buyerName\n        buyerEmail\n        checkIns {\n          listId\n          listName\n          at\n          deviceName\n          inside\n        }\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listName\n          deviceName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInAttendee($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n      reason\n      firstCheckIn {\n        deviceName\n      }\n      attendee {\n        id\n        state\n        checkIns {\n          listName\n          deviceName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n      state\n      checkIns {\n        listId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendeeDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n        isDefault\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendeeDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n        isDefault\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendeeDoorCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n    }\n  }\n"): (typeof documents)["\n  query AttendeeDoorCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendeeRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AttendeeRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorTicket($id: ID!) {\n    ticket(id: $id) {\n      checkedInAt\n    }\n  }\n"): (typeof documents)["\n  query DoorTicket($id: ID!) {\n    ticket(id: $id) {\n      checkedInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DoorRefundOrder($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DoorRefundOrder($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorCheckInConflicts($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n      ticket {\n        id\n      }\n      first {\n        deviceName\n        at\n      }\n      second {\n        deviceName\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorCheckInConflicts($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n      ticket {\n        id\n      }\n      first {\n        deviceName\n        at\n      }\n      second {\n        deviceName\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorScannerData($s: String!, $d: String) {\n    scannerData(eventSlug: $s, deviceId: $d) {\n      eventId\n    }\n  }\n"): (typeof documents)["\n  query DoorScannerData($s: String!, $d: String) {\n    scannerData(eventSlug: $s, deviceId: $d) {\n      eventId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorConflictDevices($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      first {\n        deviceName\n      }\n      second {\n        deviceName\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorConflictDevices($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      first {\n        deviceName\n      }\n      second {\n        deviceName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorOfflineCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n        isDefault\n      }\n      tickets {\n        id\n        version\n        attendeeName\n      }\n      revoked {\n        id\n        version\n        reason\n      }\n      checkIns {\n        ticketId\n        listId\n        deviceName\n        inside\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorOfflineCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n        isDefault\n      }\n      tickets {\n        id\n        version\n        attendeeName\n      }\n      revoked {\n        id\n        version\n        reason\n      }\n      checkIns {\n        ticketId\n        listId\n        deviceName\n        inside\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorCheckedIn($l: ID!) {\n    checkInCounts(listId: $l) {\n      checkedIn\n    }\n  }\n"): (typeof documents)["\n  query DoorCheckedIn($l: ID!) {\n    checkInCounts(listId: $l) {\n      checkedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorScannerEvent($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n    }\n  }\n"): (typeof documents)["\n  query DoorScannerEvent($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorConflictLists($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n    }\n  }\n"): (typeof documents)["\n  query DoorConflictLists($e: ID!) {\n    checkInConflicts(eventId: $e) {\n      listName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DoorUpdateCheckInList($id: ID!, $i: CheckInListInput!) {\n    updateCheckInList(id: $id, input: $i) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DoorUpdateCheckInList($id: ID!, $i: CheckInListInput!) {\n    updateCheckInList(id: $id, input: $i) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DoorDeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n"): (typeof documents)["\n  mutation DoorDeleteCheckInList($id: ID!) {\n    deleteCheckInList(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScanResult on CheckInResult {\n    nonce\n    outcome\n    reason\n    conflict\n    ticket {\n      id\n      attendeeName\n      ticketTypeName\n    }\n    firstCheckIn {\n      at\n      deviceName\n    }\n  }\n"): (typeof documents)["\n  fragment ScanResult on CheckInResult {\n    nonce\n    outcome\n    reason\n    conflict\n    ticket {\n      id\n      attendeeName\n      ticketTypeName\n    }\n    firstCheckIn {\n      at\n      deviceName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoorCounts on CheckInCounts {\n    checkedIn\n    expected\n    inside\n    byTicketType {\n      name\n      checkedIn\n      expected\n    }\n  }\n"): (typeof documents)["\n  fragment DoorCounts on CheckInCounts {\n    checkedIn\n    expected\n    inside\n    byTicketType {\n      name\n      checkedIn\n      expected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListFields on CheckInList {\n    id\n    name\n    isDefault\n    allowReentry\n    opensAt\n  }\n"): (typeof documents)["\n  fragment ListFields on CheckInList {\n    id\n    name\n    isDefault\n    allowReentry\n    opensAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      ...ScanResult\n    }\n  }\n"): (typeof documents)["\n  mutation CheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      ...ScanResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCheckIns($s: [CheckInInput!]!) {\n    uploadCheckIns(scans: $s) {\n      conflicts\n      results {\n        ...ScanResult\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCheckIns($s: [CheckInInput!]!) {\n    uploadCheckIns(scans: $s) {\n      conflicts\n      results {\n        ...ScanResult\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCheckIn($e: ID!, $n: String!) {\n    undoCheckIn(eventId: $e, nonce: $n) {\n      ...DoorCounts\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCheckIn($e: ID!, $n: String!) {\n    undoCheckIn(eventId: $e, nonce: $n) {\n      ...DoorCounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountsOfList($l: ID!) {\n    checkInCounts(listId: $l) {\n      ...DoorCounts\n    }\n  }\n"): (typeof documents)["\n  query CountsOfList($l: ID!) {\n    checkInCounts(listId: $l) {\n      ...DoorCounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListsOf($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        ...ListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListsOf($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        ...ListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateList($e: ID!, $i: CheckInListInput!) {\n    createCheckInList(eventId: $e, input: $i) {\n      ...ListFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateList($e: ID!, $i: CheckInListInput!) {\n    createCheckInList(eventId: $e, input: $i) {\n      ...ListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortCodeTickets {\n    myTickets {\n      id\n      attendeeName\n      shortCode\n      state\n      event {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShortCodeTickets {\n    myTickets {\n      id\n      attendeeName\n      shortCode\n      state\n      event {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortCodeOrder($id: ID!) {\n    order(id: $id) {\n      tickets {\n        id\n        shortCode\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShortCodeOrder($id: ID!) {\n    order(id: $id) {\n      tickets {\n        id\n        shortCode\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortCodeCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        id\n        shortCode\n      }\n      revoked {\n        id\n        shortCode\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShortCodeCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        id\n        shortCode\n      }\n      revoked {\n        id\n        shortCode\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShortCodeCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n      ticket {\n        id\n        attendeeName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShortCodeCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n      ticket {\n        id\n        attendeeName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShortCodeRefund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ShortCodeRefund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShortCodeCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ShortCodeCancel($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDashboard($eventId: ID!) {\n    eventDashboard(eventId: $eventId) {\n      eventId\n      currency\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventDashboard($eventId: ID!) {\n    eventDashboard(eventId: $eventId) {\n      eventId\n      currency\n      ticketsSold\n      capacity\n      orders\n      grossMinor\n      refundedMinor\n      netMinor\n      ticketTypes {\n        ticketTypeId\n        name\n        ticketsSold\n        capacity\n      }\n      hours {\n        hour\n        orders\n        tickets\n        netMinor\n      }\n      checkInLists {\n        listId\n        checkedIn\n        hours {\n          hour\n          arrivals\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCheckIn($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCheckIn($input: AttendeeCheckInInput!) {\n    checkInAttendee(input: $input) {\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUndoCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUndoCheckIn($ticketId: ID!, $listId: ID!) {\n    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgDashboard($organizationId: ID!) {\n    organizationDashboard(organizationId: $organizationId) {\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      events {\n        title\n        ticketsSold\n        capacity\n        orders\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgDashboard($organizationId: ID!) {\n    organizationDashboard(organizationId: $organizationId) {\n      ticketsSold\n      capacity\n      orders\n      revenue {\n        currency\n        grossMinor\n        refundedMinor\n        netMinor\n      }\n      events {\n        title\n        ticketsSold\n        capacity\n        orders\n        netMinor\n      }\n      days {\n        day\n        orders\n        tickets\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Discover($first: Int!, $after: String, $search: String, $when: DateFilter) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: \"Etc/UTC\") {\n      nodes {\n        title\n        startsAt\n        lowestPriceMinor\n        organizer {\n          name\n        }\n        coverImage {\n          url(width: 640)\n        }\n        ticketTypes {\n          availability\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Discover($first: Int!, $after: String, $search: String, $when: DateFilter) {\n    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: \"Etc/UTC\") {\n      nodes {\n        title\n        startsAt\n        lowestPriceMinor\n        organizer {\n          name\n        }\n        coverImage {\n          url(width: 640)\n        }\n        ticketTypes {\n          availability\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndPastEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EndPastEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverTitles($first: Int!) {\n    discoverEvents(first: $first, timeZone: \"UTC\") {\n      nodes {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverTitles($first: Int!) {\n    discoverEvents(first: $first, timeZone: \"UTC\") {\n      nodes {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Event($slug: String!) {\n    event(slug: $slug) {\n      id\n      title\n      status\n      descriptionHtml\n      summary\n      startsAt\n      endsAt\n      startsAtLocal\n      timeZone\n      currency\n      faq {\n        question\n        answer\n      }\n      organizer {\n        name\n      }\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  query Event($slug: String!) {\n    event(slug: $slug) {\n      id\n      title\n      status\n      descriptionHtml\n      summary\n      startsAt\n      endsAt\n      startsAtLocal\n      timeZone\n      currency\n      faq {\n        question\n        answer\n      }\n      organizer {\n        name\n      }\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Update($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      title\n      startsAt\n      startsAtLocal\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  mutation Update($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      title\n      startsAt\n      startsAtLocal\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationEventIds($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationEventIds($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaleWindows($s: String!) {\n    event(slug: $s) {\n      ticketTypes {\n        salesStartAtLocal\n        salesStartAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SaleWindows($s: String!) {\n    event(slug: $s) {\n      ticketTypes {\n        salesStartAtLocal\n        salesStartAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerOrganizationSlugs {\n    viewer {\n      organizations {\n        id\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerOrganizationSlugs {\n    viewer {\n      organizations {\n        id\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportLists($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExportLists($s: String!) {\n    event(slug: $s) {\n      checkInLists {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportRenameType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ExportRenameType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n"): (typeof documents)["\n  mutation ExportCheckIn($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserById($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query UserById($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserEmails {\n    users(first: 100) {\n      email\n    }\n  }\n"): (typeof documents)["\n  query UserEmails {\n    users(first: 100) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerProfile {\n    viewer {\n      user {\n        id\n        email\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerProfile {\n    viewer {\n      user {\n        id\n        email\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GhostOrganization {\n    createOrganization(input: { name: \"Ghost\", slug: \"ghost-org\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation GhostOrganization {\n    createOrganization(input: { name: \"Ghost\", slug: \"ghost-org\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineBeforeLeaving($id: ID!) {\n    declineInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeclineBeforeLeaving($id: ID!) {\n    declineInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutageViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutageViewer {\n    viewer {\n      user {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDisplayName($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerDisplayName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerDisplayName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPage($first: Int!) {\n    users(first: $first) {\n      email\n    }\n  }\n"): (typeof documents)["\n  query UsersPage($first: Int!) {\n    users(first: $first) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerIsAdmin {\n    viewer {\n      isPlatformAdmin\n    }\n  }\n"): (typeof documents)["\n  query ViewerIsAdmin {\n    viewer {\n      isPlatformAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissingUser($id: ID!) {\n    user(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MissingUser($id: ID!) {\n    user(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevocationCacheViewer {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query RevocationCacheViewer {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevocationCacheDeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation RevocationCacheDeleteAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameViewer($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation RenameViewer($name: String!) {\n    updateProfile(input: { displayName: $name }) {\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerName {\n    viewer {\n      user {\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerAndAdmin {\n    viewer {\n      isPlatformAdmin\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerAndAdmin {\n    viewer {\n      isPlatformAdmin\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxTicketsOfOrder($id: ID!) {\n    order(id: $id) {\n      code\n      tickets {\n        id\n        attendeeName\n        shortCode\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxTicketsOfOrder($id: ID!) {\n    order(id: $id) {\n      code\n      tickets {\n        id\n        attendeeName\n        shortCode\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutboxConfirmEmailAddress($t: String!) {\n    confirmEmailAddress(token: $t)\n  }\n"): (typeof documents)["\n  mutation OutboxConfirmEmailAddress($t: String!) {\n    confirmEmailAddress(token: $t)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadPhoto($file: File!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photo {\n        id\n        url(width: 320)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPhoto {\n    viewer {\n      user {\n        id\n        photo {\n          id\n          url(width: 320)\n          alt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePhoto {\n    removeProfilePhoto {\n      photo {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePhoto {\n    removeProfilePhoto {\n      photo {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhotoOwnerLeaves {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation PhotoOwnerLeaves {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadsRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UploadsRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Upload($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      coverImage {\n        id\n        width\n        height\n        url(width: 640)\n        srcSet\n      }\n      gallery {\n        id\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Upload($eventId: ID!, $kind: EventImageKind!, $file: File!, $alt: String) {\n    uploadEventImage(eventId: $eventId, kind: $kind, file: $file, alt: $alt) {\n      coverImage {\n        id\n        width\n        height\n        url(width: 640)\n        srcSet\n      }\n      gallery {\n        id\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrashSendMessage($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      recipientCount\n    }\n  }\n"): (typeof documents)["\n  mutation CrashSendMessage($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      recipientCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesSend($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      status\n      recipientCount\n      sent\n      pending\n      failed\n      createdByName\n    }\n  }\n"): (typeof documents)["\n  mutation MessagesSend($eventId: ID!, $input: MessageInput!, $rate: Int) {\n    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $rate) {\n      id\n      status\n      recipientCount\n      sent\n      pending\n      failed\n      createdByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesPreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      text\n      recipientCount\n    }\n  }\n"): (typeof documents)["\n  query MessagesPreview($eventId: ID!, $input: MessageInput!) {\n    messagePreview(eventId: $eventId, input: $input) {\n      subject\n      html\n      text\n      recipientCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesTestSend($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n"): (typeof documents)["\n  mutation MessagesTestSend($eventId: ID!, $input: MessageInput!) {\n    sendTestMessage(eventId: $eventId, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesProgress($id: ID!) {\n    message(id: $id) {\n      status\n      recipientCount\n      sent\n      pending\n      failed\n    }\n    messageRecipients(messageId: $id) {\n      items {\n        email\n        status\n        error\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MessagesProgress($id: ID!) {\n    message(id: $id) {\n      status\n      recipientCount\n      sent\n      pending\n      failed\n    }\n    messageRecipients(messageId: $id) {\n      items {\n        email\n        status\n        error\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesSetReminder($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      reminderHours\n    }\n  }\n"): (typeof documents)["\n  mutation MessagesSetReminder($eventId: ID!, $hours: Int!) {\n    setReminderHours(eventId: $eventId, hours: $hours) {\n      reminderHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      venueName\n    }\n  }\n"): (typeof documents)["\n  mutation MessagesUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      venueName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TypeChangeDetail on OrderDetail {\n    id\n    version\n    order {\n      status\n      totalMinor\n      refundedMinor\n    }\n    tickets {\n      id\n      status\n      ticketTypeName\n    }\n    typeChanges {\n      toTypeName\n      differenceMinor\n      status\n    }\n    typeChoices {\n      name\n      remaining\n    }\n    history {\n      action\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TypeChangeDetail on OrderDetail {\n    id\n    version\n    order {\n      status\n      totalMinor\n      refundedMinor\n    }\n    tickets {\n      id\n      status\n      ticketTypeName\n    }\n    typeChanges {\n      toTypeName\n      differenceMinor\n      status\n    }\n    typeChoices {\n      name\n      remaining\n    }\n    history {\n      action\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TypeChangeManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...TypeChangeDetail\n    }\n  }\n"): (typeof documents)["\n  query TypeChangeManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...TypeChangeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...TypeChangeDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      ...TypeChangeDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketChangePayment($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      status\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n    }\n  }\n"): (typeof documents)["\n  query TicketChangePayment($id: ID!, $token: String!) {\n    ticketChangePayment(id: $id, token: $token) {\n      status\n      attendeeName\n      fromTypeName\n      toTypeName\n      differenceMinor\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayTicketChange($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      change {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayTicketChange($id: ID!, $token: String!) {\n    payTicketChange(id: $id, token: $token) {\n      provider\n      clientSecret\n      change {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundAfterTypeChange($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RefundAfterTypeChange($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorCopyTypes($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        ticketTypeId\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorCopyTypes($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        ticketTypeId\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesEventOrders($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesEventOrders($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query RolesOrder($id: ID!) {\n    order(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RolesRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      attendeeName\n      code\n      qrSvg\n    }\n  }\n"): (typeof documents)["\n  query RolesTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      attendeeName\n      code\n      qrSvg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesMyTickets {\n    myTickets {\n      id\n      orderId\n      code\n    }\n  }\n"): (typeof documents)["\n  query RolesMyTickets {\n    myTickets {\n      id\n      orderId\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesEventOrderCodes($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        tickets {\n          code\n          qrSvg\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesEventOrderCodes($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n        tickets {\n          code\n          qrSvg\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RolesClaim($id: ID!, $t: String!) {\n      claimOrder(id: $id, claimToken: $t) {\n        id\n      }\n    }\n  "): (typeof documents)["\n    mutation RolesClaim($id: ID!, $t: String!) {\n      claimOrder(id: $id, claimToken: $t) {\n        id\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      claimed\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutClaimOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      claimed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RushReserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RushReserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RushPromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RushPromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuestDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n"): (typeof documents)["\n  mutation GuestDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuestPay($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation GuestPay($id: ID!, $claimToken: String) {\n    startPayment(id: $id, claimToken: $claimToken) {\n      provider\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestOrder($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      status\n      claimed\n      ticketsMailed\n      openedWithAccessLink\n      tickets {\n        id\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuestOrder($id: ID!, $claimToken: String, $accessToken: String) {\n    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {\n      id\n      status\n      claimed\n      ticketsMailed\n      openedWithAccessLink\n      tickets {\n        id\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuestRevokeLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n"): (typeof documents)["\n  mutation GuestRevokeLink($id: ID!, $accessToken: String) {\n    revokeOrderAccessLink(id: $id, accessToken: $accessToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuestConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n"): (typeof documents)["\n  mutation GuestConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestMyTickets {\n    myTickets {\n      id\n      orderId\n    }\n  }\n"): (typeof documents)["\n  query GuestMyTickets {\n    myTickets {\n      id\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoardingCancel($id: ID!) {\n    cancelReservation(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation HoardingCancel($id: ID!) {\n    cancelReservation(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      status\n      refundedMinor\n      holdExpiresAt\n      refunds {\n        amountMinor\n        status\n        reason\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      checkIns {\n        listName\n        checkedIn\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      reference\n    }\n    mails {\n      kind\n      to\n      subject\n    }\n    history {\n      action\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailFields on OrderDetail {\n    id\n    version\n    refundableMinor\n    placesHeld\n    order {\n      id\n      status\n      refundedMinor\n      holdExpiresAt\n      refunds {\n        amountMinor\n        status\n        reason\n      }\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      ticketTypeName\n      checkIns {\n        listName\n        checkedIn\n      }\n    }\n    payments {\n      provider\n      amountMinor\n      reference\n    }\n    mails {\n      kind\n      to\n      subject\n    }\n    history {\n      action\n      actorEmail\n      subject\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedOrderDetail($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  query ManagedOrderDetail($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameAttendee($input: OrderActionInput!, $ticketId: ID!, $name: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $name) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameAttendee($input: OrderActionInput!, $ticketId: ID!, $name: String!) {\n    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $name) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOrderMail($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOrderMail($input: OrderActionInput!, $ticketId: ID) {\n    resendOrderMail(input: $input, ticketId: $ticketId) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendOrderHold($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendOrderHold($input: OrderActionInput!, $minutes: Int!) {\n    extendOrderHold(input: $input, minutes: $minutes) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($input: OrderActionInput!, $refund: Boolean!, $notify: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($input: OrderActionInput!, $refund: Boolean!, $notify: Boolean!) {\n    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundFromDetail($input: OrderActionInput!, $ticketIds: [ID!], $amount: Int, $notify: Boolean!) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amount, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefundFromDetail($input: OrderActionInput!, $ticketIds: [ID!], $amount: Int, $notify: Boolean!) {\n    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amount, notifyBuyer: $notify) {\n      ...OrderDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundWholeOrder($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RefundWholeOrder($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorCopyNames($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        attendeeName\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorCopyNames($slug: String!) {\n    scannerData(eventSlug: $slug) {\n      tickets {\n        id\n        attendeeName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderChangedLive($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      id\n      status\n      latePayment\n    }\n  }\n"): (typeof documents)["\n  subscription OrderChangedLive($id: ID!, $claimToken: String) {\n    orderChanged(id: $id, claimToken: $claimToken) {\n      id\n      status\n      latePayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderLiveCancel($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OrderLiveCancel($id: ID!, $claimToken: String) {\n    cancelReservation(id: $id, claimToken: $claimToken) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSearch($eventId: ID!, $filter: OrderSearchInput) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        totalMinor\n        paidAt\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query OrderSearch($eventId: ID!, $filter: OrderSearchInput) {\n    eventOrderSearch(eventId: $eventId, filter: $filter) {\n      nodes {\n        id\n        code\n        status\n        totalMinor\n        paidAt\n      }\n      endCursor\n      hasNextPage\n      totalCount\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SearchRefund($id: ID!, $ticketIds: [ID!]) {\n    refundOrder(id: $id, ticketIds: $ticketIds) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrossOrgOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrossOrgOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrossOrgInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrossOrgInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrossOrgEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CrossOrgEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Taken over\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Taken over\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"): (typeof documents)["\n  mutation CrossOrgDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgInviteMember($o: ID!) {\n    inviteMember(organizationId: $o, input: { email: \"friend@example.test\", role: OWNER }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgInviteMember($o: ID!) {\n    inviteMember(organizationId: $o, input: { email: \"friend@example.test\", role: OWNER }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation CrossOrgRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: OWNER) {\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: OWNER) {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n"): (typeof documents)["\n  mutation CrossOrgRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrossOrgMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CrossOrgMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EverythingOfB($s: String!) {\n    organization(slug: $s) {\n      name\n      members {\n        role\n        user {\n          id\n        }\n      }\n      invitations {\n        id\n      }\n      events {\n        id\n        title\n        status\n        coverImage {\n          id\n        }\n        gallery {\n          id\n        }\n        ticketTypes {\n          id\n          name\n          priceMinor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EverythingOfB($s: String!) {\n    organization(slug: $s) {\n      name\n      members {\n        role\n        user {\n          id\n        }\n      }\n      invitations {\n        id\n      }\n      events {\n        id\n        title\n        status\n        coverImage {\n          id\n        }\n        gallery {\n          id\n        }\n        ticketTypes {\n          id\n          name\n          priceMinor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingInvitations {\n    viewer {\n      organizations {\n        id\n      }\n      pendingInvitations {\n        id\n        role\n        organizationName\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingInvitations {\n    viewer {\n      organizations {\n        id\n      }\n      pendingInvitations {\n        id\n        role\n        organizationName\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerInvitations($slug: String!) {\n    organization(slug: $slug) {\n      invitations {\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerInvitations($slug: String!) {\n    organization(slug: $slug) {\n      invitations {\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeclineInvitation($id: ID!) {\n    declineInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeekOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PeekOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n      invitations {\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query Team($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n      invitations {\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers($slug: String!) {\n    organization(slug: $slug) {\n      viewerRole\n      members {\n        role\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTeammate($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation InviteTeammate($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeRole($o: ID!, $u: ID!, $r: OrganizationRole!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: $r) {\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeRole($o: ID!, $u: ID!, $r: OrganizationRole!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: $r) {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n"): (typeof documents)["\n  mutation RemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveOrganization($o: ID!) {\n    leaveOrganization(organizationId: $o)\n  }\n"): (typeof documents)["\n  mutation LeaveOrganization($o: ID!) {\n    leaveOrganization(organizationId: $o)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OwnerDeletesAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation OwnerDeletesAccount {\n    deleteAccount {\n      deletedUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesEventAttendees($e: ID!) {\n    eventAttendees(eventId: $e) {\n      totalCount\n      attendees {\n        buyerEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesEventAttendees($e: ID!) {\n    eventAttendees(eventId: $e) {\n      totalCount\n      attendees {\n        buyerEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesManagedOrder($e: ID!, $c: String!) {\n    managedOrder(eventId: $e, code: $c) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query RolesManagedOrder($e: ID!, $c: String!) {\n    managedOrder(eventId: $e, code: $c) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesExtendHold($i: OrderActionInput!) {\n    extendOrderHold(input: $i, minutes: 5) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesExtendHold($i: OrderActionInput!) {\n    extendOrderHold(input: $i, minutes: 5) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesCancelOrder($i: OrderActionInput!) {\n    cancelOrder(input: $i, refund: false, notifyBuyer: false) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesCancelOrder($i: OrderActionInput!) {\n    cancelOrder(input: $i, refund: false, notifyBuyer: false) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesReserveForBuyer($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesStaffOrderMade($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation RolesStaffOrderMade($i: StaffOrderInput!) {\n    reserveForBuyer(input: $i) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesStaffOrderPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n      version\n      tickets {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RolesStaffOrderPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: CASH) {\n      id\n      version\n      tickets {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesChangeType($i: OrderActionInput!, $t: ID!, $to: ID!) {\n    changeTicketType(input: $i, ticketId: $t, ticketTypeId: $to) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesChangeType($i: OrderActionInput!, $t: ID!, $to: ID!) {\n    changeTicketType(input: $i, ticketId: $t, ticketTypeId: $to) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesRefundFromDetail($i: OrderActionInput!) {\n    refundOrderFromDetail(input: $i, amountMinor: 100, notifyBuyer: false) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesRefundFromDetail($i: OrderActionInput!) {\n    refundOrderFromDetail(input: $i, amountMinor: 100, notifyBuyer: false) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: BANK_TRANSFER) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesMarkPaid($i: OrderActionInput!) {\n    markOrderPaid(input: $i, method: BANK_TRANSFER) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesBulkResend($e: ID!, $ids: [ID!]!) {\n    startBulkAction(eventId: $e, input: { kind: RESEND, orderIds: $ids }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesBulkResend($e: ID!, $ids: [ID!]!) {\n    startBulkAction(eventId: $e, input: { kind: RESEND, orderIds: $ids }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesOrganization($s: String!) {\n    organization(slug: $s) {\n      id\n      members {\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesInvitations($s: String!) {\n    organization(slug: $s) {\n      invitations {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Renamed Org\" }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesUpdateOrganization($id: ID!) {\n    updateOrganization(id: $id, input: { name: \"Renamed Org\" }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesCreateEvent($o: ID!, $i: EventInput!) {\n    createEvent(organizationId: $o, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesUpdateEvent($id: ID!, $i: EventInput!) {\n    updateEvent(id: $id, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesCreateTicketType($e: ID!, $i: TicketTypeInput!) {\n    createTicketType(eventId: $e, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesUpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesCancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesRetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RolesRetryCancellationRefunds($eventId: ID!) {\n    retryCancellationRefunds(eventId: $eventId) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RolesPublishEvent($id: ID!) {\n    publishEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesPublish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesPublish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesEndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RolesEndEvent($id: ID!) {\n    endEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"): (typeof documents)["\n  mutation RolesDeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesRemoveEventImage($e: ID!, $i: ID!) {\n    removeEventImage(eventId: $e, imageId: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: DOOR_STAFF) {\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation RolesChangeMemberRole($o: ID!, $u: ID!) {\n    changeMemberRole(organizationId: $o, userId: $u, role: DOOR_STAFF) {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n"): (typeof documents)["\n  mutation RolesRemoveMember($o: ID!, $u: ID!) {\n    removeMember(organizationId: $o, userId: $u)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RolesRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesEvents($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesEvents($s: String!) {\n    organization(slug: $s) {\n      events {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query RolesEvent($s: String!) {\n    event(slug: $s) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesSetEventFeatured($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesSetEventFeatured($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesInviteToRevoke($o: ID!, $e: String!) {\n    inviteMember(organizationId: $o, input: { email: $e, role: MANAGER }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RolesInviteToRevoke($o: ID!, $e: String!) {\n    inviteMember(organizationId: $o, input: { email: $e, role: MANAGER }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesStock($s: String!, $c: String) {\n    event(slug: $s) {\n      ticketTypes(unlockCode: $c) {\n        capacity\n        quantitySold\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesStock($s: String!, $c: String) {\n    event(slug: $s) {\n      ticketTypes(unlockCode: $c) {\n        capacity\n        quantitySold\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesFeature($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      featured\n    }\n  }\n"): (typeof documents)["\n  mutation RolesFeature($id: ID!) {\n    setEventFeatured(id: $id, featured: true) {\n      featured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StripeRefundTicket($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n      refunds {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StripeRefundTicket($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n      refunds {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n      code\n      summary\n      status\n      uses\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n      code\n      summary\n      status\n      uses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCodeBatch($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n      maxUses\n      batch\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCodeBatch($eventId: ID!, $input: PromoCodeBatchInput!) {\n    createPromoCodeBatch(eventId: $eventId, input: $input) {\n      code\n      maxUses\n      batch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoCodesOfEvent($slug: String!) {\n    event(slug: $slug) {\n      promoCodes {\n        code\n        uses\n        ordersPaid\n        revenueMinor\n        discountGivenMinor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromoCodesOfEvent($slug: String!) {\n    event(slug: $slug) {\n      promoCodes {\n        code\n        uses\n        ordersPaid\n        revenueMinor\n        discountGivenMinor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromoCode($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePromoCode($id: ID!) {\n    deletePromoCode(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPageWithCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      codeOffer(code: $code) {\n        code\n        status\n        summary\n        message\n      }\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        offerPriceMinor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventPageWithCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      codeOffer(code: $code) {\n        code\n        status\n        summary\n        message\n      }\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        offerPriceMinor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPromoCode($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      totalMinor\n      promoCode\n      discountMinor\n      lines {\n        unitPriceMinor\n        listUnitPriceMinor\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderPromoCode($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      totalMinor\n      promoCode\n      discountMinor\n      lines {\n        unitPriceMinor\n        listUnitPriceMinor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      version\n      tickets {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromoManagedOrder($eventId: ID!, $code: String!) {\n    managedOrder(eventId: $eventId, code: $code) {\n      version\n      tickets {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation PromoChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {\n    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PromoRefund($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuotaCode($id: ID!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuotaCode($id: ID!, $input: PromoCodeInput!) {\n    updatePromoCode(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteKeptType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteKeptType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TypesWithQuotaCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      ticketTypes(unlockCode: $code) {\n        id\n        availability\n      }\n    }\n  }\n"): (typeof documents)["\n  query TypesWithQuotaCode($slug: String!, $code: String) {\n    event(slug: $slug) {\n      ticketTypes(unlockCode: $code) {\n        id\n        availability\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuestion($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n      label\n      kind\n      required\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuestion($eventId: ID!, $input: QuestionInput!) {\n    createQuestion(eventId: $eventId, input: $input) {\n      id\n      label\n      kind\n      required\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuestion($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuestion($id: ID!, $input: QuestionInput!) {\n    updateQuestion(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveQuestion($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation MoveQuestion($id: ID!, $up: Boolean!) {\n    moveQuestion(id: $id, up: $up) {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionsOfEvent($slug: String!, $withDeleted: Boolean) {\n    event(slug: $slug) {\n      questions(withDeleted: $withDeleted) {\n        label\n        deleted\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionsOfEvent($slug: String!, $withDeleted: Boolean) {\n    event(slug: $slug) {\n      questions(withDeleted: $withDeleted) {\n        label\n        deleted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderQuestions($id: ID!) {\n    order(id: $id) {\n      detailsComplete\n      questions {\n        id\n        label\n        scope\n      }\n      answers {\n        question\n        place\n        values\n        text\n        questionDeleted\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderQuestions($id: ID!) {\n    order(id: $id) {\n      detailsComplete\n      questions {\n        id\n        label\n        scope\n      }\n      answers {\n        question\n        place\n        values\n        text\n        questionDeleted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDetailsWithAnswers($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n"): (typeof documents)["\n  mutation SetDetailsWithAnswers($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      id\n      detailsComplete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorCopyNotes($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorCopyNotes($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n      tickets {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScanWithNotes($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      ticket {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScanWithNotes($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      ticket {\n        attendeeName\n        doorNotes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Refund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation Refund($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRefundPolicy($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      refundPolicy {\n        mode\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRefundPolicy($eventId: ID!, $input: RefundPolicyInput!) {\n    setRefundPolicy(eventId: $eventId, input: $input) {\n      refundPolicy {\n        mode\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationQuote($id: ID!) {\n    order(id: $id) {\n      status\n      refundedMinor\n      cancellation {\n        allowed\n        amountMinor\n        reason\n        policy\n      }\n      tickets {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancellationQuote($id: ID!) {\n    order(id: $id) {\n      status\n      refundedMinor\n      cancellation {\n        allowed\n        amountMinor\n        reason\n        policy\n      }\n      tickets {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelfCancelDoorLists($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query SelfCancelDoorLists($s: String!) {\n    scannerData(eventSlug: $s) {\n      lists {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelfCancelAdmit($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n"): (typeof documents)["\n  mutation SelfCancelAdmit($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyOrder($id: ID!, $amount: Int!) {\n    cancelMyOrder(id: $id, expectedAmountMinor: $amount) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyOrder($id: ID!, $amount: Int!) {\n    cancelMyOrder(id: $id, expectedAmountMinor: $amount) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffOrderDetail on OrderDetail {\n    id\n    version\n    placesHeld\n    refundableMinor\n    order {\n      id\n      code\n      status\n      totalMinor\n      holdExpiresAt\n      buyerEmail\n      buyerName\n      ticketsMailed\n    }\n    tickets {\n      status\n      attendeeName\n      ticketTypeName\n    }\n    payments {\n      provider\n      method\n      amountMinor\n      reference\n    }\n    history {\n      action\n      actorEmail\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StaffOrderDetail on OrderDetail {\n    id\n    version\n    placesHeld\n    refundableMinor\n    order {\n      id\n      code\n      status\n      totalMinor\n      holdExpiresAt\n      buyerEmail\n      buyerName\n      ticketsMailed\n    }\n    tickets {\n      status\n      attendeeName\n      ticketTypeName\n    }\n    payments {\n      provider\n      method\n      amountMinor\n      reference\n    }\n    history {\n      action\n      actorEmail\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      ...StaffOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation StaffReserveForBuyer($input: StaffOrderInput!) {\n    reserveForBuyer(input: $input) {\n      ...StaffOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffMarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...StaffOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation StaffMarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {\n    markOrderPaid(input: $input, method: $method, reference: $reference) {\n      ...StaffOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffOrderConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n"): (typeof documents)["\n  mutation StaffOrderConfirmAddress($token: String!) {\n    confirmEmailAddress(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOrdersDefaultList($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOrdersDefaultList($e: ID!) {\n    eventOrderSearch(eventId: $e) {\n      nodes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tickets($slug: String!, $code: String) {\n    event(slug: $slug) {\n      lowestPriceMinor\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        availability\n        salesStartAtLocal\n        capacity\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tickets($slug: String!, $code: String) {\n    event(slug: $slug) {\n      lowestPriceMinor\n      ticketTypes(unlockCode: $code) {\n        name\n        priceMinor\n        availability\n        salesStartAtLocal\n        capacity\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTicketType($id: ID!) {\n    deleteTicketType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEventCurrency($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEventCurrency($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n      availability\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTicketType($id: ID!, $i: TicketTypeInput!) {\n    updateTicketType(id: $id, input: $i) {\n      id\n      availability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationSales($slug: String!) {\n    organization(slug: $slug) {\n      events {\n        slug\n        sales {\n          ticketsSold\n          capacity\n          revenueMinor\n          ordersToRefund\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationSales($slug: String!) {\n    organization(slug: $slug) {\n      events {\n        slug\n        sales {\n          ticketsSold\n          capacity\n          revenueMinor\n          ordersToRefund\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventSalesAndAvailability($slug: String!) {\n    event(slug: $slug) {\n      status\n      lowestPriceMinor\n      sales {\n        ticketsSold\n        revenueMinor\n      }\n      ticketTypes {\n        name\n        availability\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventSalesAndAvailability($slug: String!) {\n    event(slug: $slug) {\n      status\n      lowestPriceMinor\n      sales {\n        ticketsSold\n        revenueMinor\n      }\n      ticketTypes {\n        name\n        availability\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundForSales($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RefundForSales($id: ID!, $t: [ID!]) {\n    refundOrder(id: $id, ticketIds: $t) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelForSales($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelForSales($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTransferPolicy($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      transferPolicy {\n        allowed\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTransferPolicy($eventId: ID!, $input: TransferPolicyInput!) {\n    setTransferPolicy(eventId: $eventId, input: $input) {\n      transferPolicy {\n        allowed\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        toEmail\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PassTicketOn($ticketId: ID!, $email: String!) {\n    passTicketOn(ticketId: $ticketId, email: $email) {\n      id\n      pendingTransfer {\n        toEmail\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTicketOffer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      pendingTransfer {\n        toEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTicketOffer($ticketId: ID!) {\n    cancelTicketTransfer(ticketId: $ticketId) {\n      pendingTransfer {\n        toEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketOfferByLink($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      ticketTypeName\n      event {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketOfferByLink($token: String!) {\n    ticketOffer(token: $token) {\n      fromEmail\n      toEmail\n      status\n      closedReason\n      ticketTypeName\n      event {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTicketOffer($token: String!, $name: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $name) {\n      id\n      attendeeName\n      code\n      shortCode\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTicketOffer($token: String!, $name: String!) {\n    acceptTicketTransfer(token: $token, attendeeName: $name) {\n      id\n      attendeeName\n      code\n      shortCode\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeldTickets {\n    myTickets {\n      id\n      attendeeName\n    }\n  }\n"): (typeof documents)["\n  query HeldTickets {\n    myTickets {\n      id\n      attendeeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PassedOnOrderTickets($id: ID!) {\n    order(id: $id) {\n      cancellation {\n        allowed\n        reason\n      }\n      tickets {\n        id\n        code\n        state\n        passedTo\n        transfers {\n          fromEmail\n          toEmail\n          toName\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PassedOnOrderTickets($id: ID!) {\n    order(id: $id) {\n      cancellation {\n        allowed\n        reason\n      }\n      tickets {\n        id\n        code\n        state\n        passedTo\n        transfers {\n          fromEmail\n          toEmail\n          toName\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferDoorCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n      }\n      tickets {\n        id\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransferDoorCopy($s: String!) {\n    scannerData(eventSlug: $s) {\n      eventId\n      publicKey\n      lists {\n        id\n      }\n      tickets {\n        id\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferScan($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation TransferScan($i: CheckInInput!) {\n    checkIn(input: $i) {\n      outcome\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWaitingListPolicy($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      waitingListPolicy {\n        enabled\n        autoOffer\n        offerHours\n        skipGroups\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetWaitingListPolicy($eventId: ID!, $input: WaitingListPolicyInput!) {\n    setWaitingListPolicy(eventId: $eventId, input: $input) {\n      waitingListPolicy {\n        enabled\n        autoOffer\n        offerHours\n        skipGroups\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitingList($typeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $typeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitingList($typeId: ID!, $quantity: Int!, $email: String) {\n    joinWaitingList(ticketTypeId: $typeId, quantity: $quantity, email: $email) {\n      status\n      quantity\n      email\n      confirmationSent\n      ticketTypeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmWaitingListEntry($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmWaitingListEntry($token: String!) {\n    confirmWaitingListEntry(token: $token) {\n      status\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingListOfEvent($slug: String!) {\n    event(slug: $slug) {\n      waitingList {\n        id\n        email\n        quantity\n        status\n        position\n        orderCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitingListOfEvent($slug: String!) {\n    event(slug: $slug) {\n      waitingList {\n        id\n        email\n        quantity\n        status\n        position\n        orderCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingListOfferByLink($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      orderId\n      totalMinor\n      closedReason\n      ticketTypeName\n    }\n  }\n"): (typeof documents)["\n  query WaitingListOfferByLink($token: String!) {\n    waitingListOffer(token: $token) {\n      status\n      quantity\n      orderId\n      totalMinor\n      closedReason\n      ticketTypeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingListTypeState($slug: String!) {\n    event(slug: $slug) {\n      ticketTypes {\n        id\n        availability\n        waitingListOpen\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitingListTypeState($slug: String!) {\n    event(slug: $slug) {\n      ticketTypes {\n        id\n        availability\n        waitingListOpen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimWaitingListOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimWaitingListOrder($id: ID!, $t: String!) {\n    claimOrder(id: $id, claimToken: $t) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundForWaitingList($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RefundForWaitingList($id: ID!) {\n    refundOrder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferWaitingListByHand($id: ID!) {\n    offerWaitingListPlaces(entryId: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OfferWaitingListByHand($id: ID!) {\n    offerWaitingListPlaces(entryId: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWaitingListEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelWaitingListEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(entryId: $id) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWaitingListEntry($id: ID!) {\n    removeWaitingListEntry(entryId: $id) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TurnComes($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n    }\n  }\n"): (typeof documents)["\n  subscription TurnComes($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlaceChanged($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n      position\n      admissionToken\n    }\n  }\n"): (typeof documents)["\n  subscription PlaceChanged($eventId: ID!) {\n    waitingPlaceChanged(eventId: $eventId) {\n      state\n      position\n      admissionToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeededEvents($when: DateFilter, $tz: String!) {\n    discoverEvents(first: 50, when: $when, timeZone: $tz) {\n      nodes {\n        slug\n        timeZone\n        currency\n        coverImage {\n          url\n        }\n        ticketTypes {\n          availability\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeededEvents($when: DateFilter, $tz: String!) {\n    discoverEvents(first: 50, when: $when, timeZone: $tz) {\n      nodes {\n        slug\n        timeZone\n        currency\n        coverImage {\n          url\n        }\n        ticketTypes {\n          availability\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeededEvent {\n    event(slug: \"harbour-lights-festival\") {\n      viewerRole\n      status\n    }\n  }\n"): (typeof documents)["\n  query SeededEvent {\n    event(slug: \"harbour-lights-festival\") {\n      viewerRole\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeededDraft {\n    event(slug: \"spring-launch-party\") {\n      id\n    }\n  }\n"): (typeof documents)["\n  query SeededDraft {\n    event(slug: \"spring-launch-party\") {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeededOnSale {\n    event(slug: \"brooklyn-basement-sessions\") {\n      waitingRoom {\n        opensAt\n        joiningOpensAt\n        joinUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeededOnSale {\n    event(slug: \"brooklyn-basement-sessions\") {\n      waitingRoom {\n        opensAt\n        joiningOpensAt\n        joinUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoEventFigures($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        name\n        capacity\n        quantitySold\n      }\n      sales {\n        ticketsSold\n      }\n      checkInLists {\n        counts {\n          expected\n          checkedIn\n          byTicketType {\n            name\n            expected\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoEventFigures($slug: String!) {\n    event(slug: $slug) {\n      id\n      ticketTypes {\n        name\n        capacity\n        quantitySold\n      }\n      sales {\n        ticketsSold\n      }\n      checkInLists {\n        counts {\n          expected\n          checkedIn\n          byTicketType {\n            name\n            expected\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoEventOrders($id: ID!, $after: String) {\n    eventOrderSearch(eventId: $id, filter: { first: 100, after: $after }) {\n      nodes {\n        status\n        tickets {\n          status\n        }\n      }\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query DemoEventOrders($id: ID!, $after: String) {\n    eventOrderSearch(eventId: $id, filter: { first: 100, after: $after }) {\n      nodes {\n        status\n        tickets {\n          status\n        }\n      }\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoAttendeeTickets {\n    myTickets {\n      id\n      code\n      status\n      event {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoAttendeeTickets {\n    myTickets {\n      id\n      code\n      status\n      event {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoDoorLists($slug: String!) {\n    event(slug: $slug) {\n      checkInLists {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DemoDoorScan($input: CheckInInput!) {\n    checkIn(input: $input) {\n      outcome\n    }\n  }\n"): (typeof documents)["\n  mutation DemoDoorScan($input: CheckInInput!) {\n    checkIn(input: $input) {\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkStart($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      kind\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n"): (typeof documents)["\n  mutation BulkStart($eventId: ID!, $input: BulkActionInput!) {\n    startBulkAction(eventId: $eventId, input: $input) {\n      id\n      kind\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkProgress($id: ID!) {\n    bulkAction(id: $id) {\n      id\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n"): (typeof documents)["\n  query BulkProgress($id: ID!) {\n    bulkAction(id: $id) {\n      id\n      status\n      total\n      done\n      skipped\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    status\n    totalMinor\n    refundedMinor\n    currency\n    holdSecondsLeft\n    detailsComplete\n    claimed\n    paymentError\n    latePayment\n    lines {\n      ticketTypeId\n      quantity\n      unitPriceMinor\n      totalMinor\n      attendeeNames\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      code\n      ticketTypeName\n    }\n    refunds {\n      amountMinor\n      status\n      ticketCount\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    status\n    totalMinor\n    refundedMinor\n    currency\n    holdSecondsLeft\n    detailsComplete\n    claimed\n    paymentError\n    latePayment\n    lines {\n      ticketTypeId\n      quantity\n      unitPriceMinor\n      totalMinor\n      attendeeNames\n    }\n    tickets {\n      id\n      status\n      attendeeName\n      code\n      ticketTypeName\n    }\n    refunds {\n      amountMinor\n      status\n      ticketCount\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Reserve($eventId: ID!, $input: ReserveInput!) {\n    reserveTickets(eventId: $eventId, input: $input) {\n      claimToken\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDetails($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDetails($id: ID!, $input: OrderDetailsInput!) {\n    setOrderDetails(id: $id, input: $input) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayment($id: ID!) {\n    startPayment(id: $id) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPayment($id: ID!) {\n    startPayment(id: $id) {\n      provider\n      clientSecret\n      publishableKey\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query GetOrder($id: ID!, $claimToken: String) {\n    order(id: $id, claimToken: $claimToken) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrg($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      slug\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrg($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n      slug\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {\n    createEvent(organizationId: $organizationId, input: $input) {\n      id\n      slug\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      availability\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    createTicketType(eventId: $eventId, input: $input) {\n      id\n      availability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Publish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation Publish($id: ID!) {\n    publishEvent(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRevealingCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRevealingCode($eventId: ID!, $input: PromoCodeInput!) {\n    createPromoCode(eventId: $eventId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($o: ID!, $i: InviteMemberInput!) {\n    inviteMember(organizationId: $o, input: $i) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerId {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerId {\n    viewer {\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfigureRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      enabled\n      opensAt\n      opensAtLocal\n      admitPerMinute\n      ratePerMinute\n      holdMinutes\n      joined\n      admitted\n    }\n  }\n"): (typeof documents)["\n  mutation ConfigureRoom($eventId: ID!, $input: WaitingRoomInput!) {\n    configureWaitingRoom(eventId: $eventId, input: $input) {\n      enabled\n      opensAt\n      opensAtLocal\n      admitPerMinute\n      ratePerMinute\n      holdMinutes\n      joined\n      admitted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomChallenge($eventId: ID!) {\n    waitingRoomChallenge(eventId: $eventId)\n  }\n"): (typeof documents)["\n  query RoomChallenge($eventId: ID!) {\n    waitingRoomChallenge(eventId: $eventId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinRoom($eventId: ID!, $proof: String!) {\n    joinWaitingRoom(eventId: $eventId, proof: $proof) {\n      ...PlaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinRoom($eventId: ID!, $proof: String!) {\n    joinWaitingRoom(eventId: $eventId, proof: $proof) {\n      ...PlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlace($eventId: ID!) {\n    myWaitingPlace(eventId: $eventId) {\n      ...PlaceFields\n    }\n  }\n"): (typeof documents)["\n  query MyPlace($eventId: ID!) {\n    myWaitingPlace(eventId: $eventId) {\n      ...PlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceFields on WaitingPlace {\n    eventId\n    state\n    position\n    waitSeconds\n    opensAt\n    admissionToken\n    admissionExpiresAt\n  }\n"): (typeof documents)["\n  fragment PlaceFields on WaitingPlace {\n    eventId\n    state\n    position\n    waitSeconds\n    opensAt\n    admissionToken\n    admissionExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomCounts($slug: String!) {\n    event(slug: $slug) {\n      managedWaitingRoom {\n        joined\n        admitted\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomCounts($slug: String!) {\n    event(slug: $slug) {\n      managedWaitingRoom {\n        joined\n        admitted\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;