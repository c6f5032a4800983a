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
    "\n  query ScannerData($eventSlug: String!, $deviceId: String) {\n    scannerData(eventSlug: $eventSlug, deviceId: $deviceId) {\n      eventId\n      eventSlug\n      eventTitle\n      startsAt\n      endsAt\n      timeZone\n      publicKey\n      asOf\n      lists {\n        id\n        name\n        ticketTypeIds\n        opensAt\n        closesAt\n        allowReentry\n        isDefault\n      }\n      ticketTypes {\n        id\n        name\n      }\n      tickets {\n        id\n        attendeeName\n        ticketTypeId\n        shortCode\n        version\n        doorNotes\n      }\n      revoked {\n        id\n        shortCode\n        version\n        reason\n      }\n      checkIns {\n        listId\n        ticketId\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n": typeof types.ScannerDataDocument,
    "\n  mutation UploadCheckIns($scans: [CheckInInput!]!) {\n    uploadCheckIns(scans: $scans) {\n      conflicts\n      results {\n        nonce\n        outcome\n        reason\n        conflict\n        ticket {\n          id\n          attendeeName\n          ticketTypeName\n          doorNotes\n        }\n        firstCheckIn {\n          at\n          deviceName\n        }\n      }\n    }\n  }\n": typeof types.UploadCheckInsDocument,
    "\n  mutation UndoCheckIn($eventId: ID!, $nonce: String!) {\n    undoCheckIn(eventId: $eventId, nonce: $nonce) {\n      checkedIn\n    }\n  }\n": typeof types.UndoCheckInDocument,
    "\n  query CheckInCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n      byTicketType {\n        ticketTypeId\n        name\n        checkedIn\n        expected\n      }\n    }\n  }\n": typeof types.CheckInCountsDocument,
    "\n  query ScannableEvents {\n    scannableEvents {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      organizationName\n    }\n  }\n": typeof types.ScannableEventsDocument,
};
const documents: Documents = {
    "\n  query ScannerData($eventSlug: String!, $deviceId: String) {\n    scannerData(eventSlug: $eventSlug, deviceId: $deviceId) {\n      eventId\n      eventSlug\n      eventTitle\n      startsAt\n      endsAt\n      timeZone\n      publicKey\n      asOf\n      lists {\n        id\n        name\n        ticketTypeIds\n        opensAt\n        closesAt\n        allowReentry\n        isDefault\n      }\n      ticketTypes {\n        id\n        name\n      }\n      tickets {\n        id\n        attendeeName\n        ticketTypeId\n        shortCode\n        version\n        doorNotes\n      }\n      revoked {\n        id\n        shortCode\n        version\n        reason\n      }\n      checkIns {\n        listId\n        ticketId\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n": types.ScannerDataDocument,
    "\n  mutation UploadCheckIns($scans: [CheckInInput!]!) {\n    uploadCheckIns(scans: $scans) {\n      conflicts\n      results {\n        nonce\n        outcome\n        reason\n        conflict\n        ticket {\n          id\n          attendeeName\n          ticketTypeName\n          doorNotes\n        }\n        firstCheckIn {\n          at\n          deviceName\n        }\n      }\n    }\n  }\n": types.UploadCheckInsDocument,
    "\n  mutation UndoCheckIn($eventId: ID!, $nonce: String!) {\n    undoCheckIn(eventId: $eventId, nonce: $nonce) {\n      checkedIn\n    }\n  }\n": types.UndoCheckInDocument,
    "\n  query CheckInCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n      byTicketType {\n        ticketTypeId\n        name\n        checkedIn\n        expected\n      }\n    }\n  }\n": types.CheckInCountsDocument,
    "\n  query ScannableEvents {\n    scannableEvents {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      organizationName\n    }\n  }\n": types.ScannableEventsDocument,
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
export function graphql(source: "\n  query ScannerData($eventSlug: String!, $deviceId: String) {\n    scannerData(eventSlug: $eventSlug, deviceId: $deviceId) {\n      eventId\n      eventSlug\n      eventTitle\n      startsAt\n      endsAt\n      timeZone\n      publicKey\n      asOf\n      lists {\n        id\n        name\n        ticketTypeIds\n        opensAt\n        closesAt\n        allowReentry\n        isDefault\n      }\n      ticketTypes {\n        id\n        name\n      }\n      tickets {\n        id\n        attendeeName\n        ticketTypeId\n        shortCode\n        version\n        doorNotes\n      }\n      revoked {\n        id\n        shortCode\n        version\n        reason\n      }\n      checkIns {\n        listId\n        ticketId\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScannerData($eventSlug: String!, $deviceId: String) {\n    scannerData(eventSlug: $eventSlug, deviceId: $deviceId) {\n      eventId\n      eventSlug\n      eventTitle\n      startsAt\n      endsAt\n      timeZone\n      publicKey\n      asOf\n      lists {\n        id\n        name\n        ticketTypeIds\n        opensAt\n        closesAt\n        allowReentry\n        isDefault\n      }\n      ticketTypes {\n        id\n        name\n      }\n      tickets {\n        id\n        attendeeName\n        ticketTypeId\n        shortCode\n        version\n        doorNotes\n      }\n      revoked {\n        id\n        shortCode\n        version\n        reason\n      }\n      checkIns {\n        listId\n        ticketId\n        at\n        deviceName\n        inside\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCheckIns($scans: [CheckInInput!]!) {\n    uploadCheckIns(scans: $scans) {\n      conflicts\n      results {\n        nonce\n        outcome\n        reason\n        conflict\n        ticket {\n          id\n          attendeeName\n          ticketTypeName\n          doorNotes\n        }\n        firstCheckIn {\n          at\n          deviceName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCheckIns($scans: [CheckInInput!]!) {\n    uploadCheckIns(scans: $scans) {\n      conflicts\n      results {\n        nonce\n        outcome\n        reason\n        conflict\n        ticket {\n          id\n          attendeeName\n          ticketTypeName\n          doorNotes\n        }\n        firstCheckIn {\n          at\n          deviceName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCheckIn($eventId: ID!, $nonce: String!) {\n    undoCheckIn(eventId: $eventId, nonce: $nonce) {\n      checkedIn\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCheckIn($eventId: ID!, $nonce: String!) {\n    undoCheckIn(eventId: $eventId, nonce: $nonce) {\n      checkedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n      byTicketType {\n        ticketTypeId\n        name\n        checkedIn\n        expected\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckInCounts($listId: ID!) {\n    checkInCounts(listId: $listId) {\n      checkedIn\n      expected\n      inside\n      byTicketType {\n        ticketTypeId\n        name\n        checkedIn\n        expected\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScannableEvents {\n    scannableEvents {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      organizationName\n    }\n  }\n"): (typeof documents)["\n  query ScannableEvents {\n    scannableEvents {\n      id\n      slug\n      title\n      startsAt\n      timeZone\n      organizationName\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<infer TType, never>  ? TType  : never;