/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CheckInInput = {
  /**
   * The scanned code, or a ticket's short code typed in (case, spaces and hyphens ignored; only this event's tickets
   * match). Give either this or ticketId (a guest found by name, without a phone).
   */
  code?: string | null | undefined;
  deviceId: string;
  /** What other devices are told ("checked in at 19:02 on Door 2"). */
  deviceName: string;
  kind?: CheckInKind;
  listId: string | number;
  /** Unique per scan, made by the device: sending the same scan again changes nothing. */
  nonce: string;
  /** When the device scanned it; the server's time when absent. First scan wins by this time. */
  scannedAt?: string | null | undefined;
  /** What the device showed when it decided offline. */
  shownOutcome?: CheckInOutcome | null | undefined;
  ticketId?: string | number | null | undefined;
};

/** Entry, or an exit on a list that allows re-entry. */
export type CheckInKind =
  | 'ENTRY'
  | 'EXIT';

/** What a scan decided: green (ADMITTED, EXITED), amber (ALREADY_CHECKED_IN), red (REJECTED, with a reason). */
export type CheckInOutcome =
  | 'ADMITTED'
  | 'ALREADY_CHECKED_IN'
  | 'EXITED'
  | 'REJECTED';

export type CheckInRejection =
  /** Not an Admit ticket code, or its signature does not verify with the event's key. */
  | 'BAD_SIGNATURE'
  /** Check-in on this list has closed (the event ended). */
  | 'CLOSED'
  /** An exit scan for a ticket that is not inside. */
  | 'NOT_INSIDE'
  /** Its ticket type is not admitted by this list. */
  | 'NOT_ON_LIST'
  /** Check-in on this list has not opened yet. */
  | 'NOT_OPEN'
  /** An earlier version of a ticket that was reissued. */
  | 'OLD_VERSION'
  /** Refunded: void, its places back on sale. */
  | 'REFUNDED'
  /** Signed for this event, but no such ticket was issued. */
  | 'UNKNOWN_TICKET'
  /** Void for another reason (the event was cancelled). */
  | 'VOID'
  /** A ticket for another event. */
  | 'WRONG_EVENT';

export type ScannerDataQueryVariables = Exact<{
  eventSlug: string;
  deviceId?: string | null | undefined;
}>;


export type ScannerDataQuery = { scannerData: { eventId: string, eventSlug: string, eventTitle: string, startsAt: string, endsAt: string, timeZone: string, publicKey: string, asOf: string, lists: Array<{ id: string, name: string, ticketTypeIds: Array<string>, opensAt: string, closesAt: string, allowReentry: boolean, isDefault: boolean }>, ticketTypes: Array<{ id: string, name: string }>, tickets: Array<{ id: string, attendeeName: string, ticketTypeId: string, shortCode: string, version: number, doorNotes: Array<string> }>, revoked: Array<{ id: string, shortCode: string, version: number, reason: CheckInRejection }>, checkIns: Array<{ listId: string, ticketId: string, at: string, deviceName: string, inside: boolean }> } };

export type UploadCheckInsMutationVariables = Exact<{
  scans: Array<CheckInInput> | CheckInInput;
}>;


export type UploadCheckInsMutation = { uploadCheckIns: { conflicts: number, results: Array<{ nonce: string, outcome: CheckInOutcome, reason: CheckInRejection | null, conflict: boolean, ticket: { id: string, attendeeName: string, ticketTypeName: string, doorNotes: Array<string> } | null, firstCheckIn: { at: string, deviceName: string } | null }> } };

export type UndoCheckInMutationVariables = Exact<{
  eventId: string | number;
  nonce: string;
}>;


export type UndoCheckInMutation = { undoCheckIn: { checkedIn: number } };

export type CheckInCountsQueryVariables = Exact<{
  listId: string | number;
}>;


export type CheckInCountsQuery = { checkInCounts: { checkedIn: number, expected: number, inside: number, byTicketType: Array<{ ticketTypeId: string, name: string, checkedIn: number, expected: number }> } };

export type ScannableEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScannableEventsQuery = { scannableEvents: Array<{ id: string, slug: string, title: string, startsAt: string, timeZone: string, organizationName: string }> };


export const ScannerDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScannerData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scannerData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"publicKey"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeIds"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"allowReentry"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"doorNotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revoked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortCode"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkIns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}}]}}]}}]}}]} as unknown as DocumentNode<ScannerDataQuery, ScannerDataQueryVariables>;
export const UploadCheckInsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadCheckIns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scans"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCheckIns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scans"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scans"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nonce"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"conflict"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"doorNotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstCheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UploadCheckInsMutation, UploadCheckInsMutationVariables>;
export const UndoCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nonce"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"nonce"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nonce"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]} as unknown as DocumentNode<UndoCheckInMutation, UndoCheckInMutationVariables>;
export const CheckInCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}},{"kind":"Field","name":{"kind":"Name","value":"byTicketType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInCountsQuery, CheckInCountsQueryVariables>;
export const ScannableEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScannableEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scannableEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}}]}}]}}]} as unknown as DocumentNode<ScannableEventsQuery, ScannableEventsQueryVariables>;