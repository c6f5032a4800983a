import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow as UserRowModel } from '../../modules/identity/tables.ts';
import type { Viewer as ViewerModel } from '../../modules/identity/viewer.ts';
import type { OrganizationRow as OrganizationRowModel, InvitationRow as InvitationRowModel } from '../../modules/organizations/tables.ts';
import type { MemberView as MemberViewModel } from '../../modules/organizations/presenter.ts';
import type { EventRow as EventRowModel } from '../../modules/events/tables.ts';
import type { EventConnection as EventConnectionModel } from '../../modules/events/service.ts';
import type { ImageView as ImageViewModel } from '../../modules/media/presenter.ts';
import type { TicketTypeView as TicketTypeViewModel } from '../../modules/ticket-types/presenter.ts';
import type { PromoCodeView as PromoCodeViewModel } from '../../modules/promo-codes/presenter.ts';
import type { CodeOffer as CodeOfferModel } from '../../modules/promo-codes/offer.ts';
import type { QuestionRow as QuestionRowModel } from '../../modules/questions/tables.ts';
import type { AnswerView as AnswerViewModel } from '../../modules/orders/answers-repo.ts';
import type { OrderView as OrderViewModel } from '../../modules/orders/presenter.ts';
import type { OrderLineRow as OrderLineRowModel, RefundRow as RefundRowModel } from '../../modules/orders/tables.ts';
import type { ReservationView as ReservationViewModel } from '../../modules/orders/resolvers.ts';
import type { PaymentSession as PaymentSessionModel } from '../../modules/orders/service.ts';
import type { TicketView as TicketViewModel } from '../../modules/tickets/service.ts';
import type { TicketTransferRow as TicketTransferRowModel } from '../../modules/transfers/tables.ts';
import type { OrderDetailTicketView as OrderDetailTicketViewModel } from '../../modules/order-detail/presenter.ts';
import type { TransferInvitation as TransferInvitationModel } from '../../modules/transfers/accept.ts';
import type { WaitingListEntryView as WaitingListEntryViewModel, WaitingListJoinedView as WaitingListJoinedViewModel, WaitingListOfferView as WaitingListOfferViewModel } from '../../modules/waiting-list/presenter.ts';
import type { CheckInListRow as CheckInListRowModel } from '../../modules/checkin/tables.ts';
import type { CheckInCountsView as CheckInCountsViewModel, ScannerDataView as ScannerDataViewModel } from '../../modules/checkin/service.ts';
import type { CheckInResultView as CheckInResultViewModel, CheckInTicketView as CheckInTicketViewModel } from '../../modules/checkin/scan.ts';
import type { BulkActionView as BulkActionViewModel } from '../../modules/bulk-actions/service.ts';
import type { MessageView as MessageViewModel, RecipientView as RecipientViewModel } from '../../modules/messages/presenter.ts';
import type { PublicWaitingRoomView as PublicWaitingRoomViewModel, ManagedWaitingRoomView as ManagedWaitingRoomViewModel } from '../../modules/waiting-room/service.ts';
import type { PlaceView as PlaceViewModel } from '../../modules/waiting-room/place-view.ts';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, as an ISO 8601 string in UTC (2031-03-14T19:30:00.000Z). */
  DateTime: { input: Date; output: Date; }
  /** A multipart upload (GraphQL multipart request spec). */
  File: { input: File; output: never; }
};

export type AnswerInput = {
  /** 0: the order's answer; 1, 2, …: the ticket's at that place. */
  place: Scalars['Int']['input'];
  questionId: Scalars['ID']['input'];
  /** One value, none for blank, several for MANY_CHOICES; yes or no for YES_NO and CONSENT. */
  values: Array<Scalars['String']['input']>;
};

/** One ticket on the back office's attendee list. Door staff see no buyer (and nothing of money). */
export type Attendee = {
  __typename?: 'Attendee';
  attendeeName: Scalars['String']['output'];
  /** The buyer's email, for owners and managers; null for door staff. */
  buyerEmail?: Maybe<Scalars['String']['output']>;
  /** The buyer's name, for owners and managers; null for door staff (or a guest buyer). */
  buyerName?: Maybe<Scalars['String']['output']>;
  /** One per list the ticket was let in on; empty until it is checked in. */
  checkIns: Array<AttendeeCheckIn>;
  /** The ticket's id. */
  id: Scalars['ID']['output'];
  /** The order's code, as buyers and staff say it. */
  orderCode: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  /** What a guest may type at the door instead of showing the QR. */
  shortCode: Scalars['String']['output'];
  state: TicketState;
  ticketTypeId: Scalars['ID']['output'];
  ticketTypeName: Scalars['String']['output'];
};

/** A ticket's check-in on one list: when it was first let in there, by which device, and whether it is inside now. */
export type AttendeeCheckIn = {
  __typename?: 'AttendeeCheckIn';
  at: Scalars['DateTime']['output'];
  deviceName: Scalars['String']['output'];
  inside: Scalars['Boolean']['output'];
  listId: Scalars['ID']['output'];
  listName: Scalars['String']['output'];
};

export type AttendeeCheckInInput = {
  listId: Scalars['ID']['input'];
  /** Made once per click by the screen (8 to 60 letters, digits, - and _): sent again, it changes nothing. */
  nonce: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
};

/** A check-in by hand, decided by the door's rules: ADMITTED, ALREADY_CHECKED_IN (with the first entry) or REJECTED with its reason. */
export type AttendeeCheckInResult = {
  __typename?: 'AttendeeCheckInResult';
  /** The ticket as it stands now. */
  attendee: Attendee;
  firstCheckIn?: Maybe<CheckInRecord>;
  outcome: CheckInOutcome;
  reason?: Maybe<CheckInRejection>;
};

export type AttendeePage = {
  __typename?: 'AttendeePage';
  attendees: Array<Attendee>;
  /** Where the next page starts (give it as `after`); null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  /** Attendees matching, exactly up to 10,000; above that 10,000 with totalIsExact false. */
  totalCount: Scalars['Int']['output'];
  totalIsExact: Scalars['Boolean']['output'];
};

/** The attendee list's search and filters; every field optional. */
export type AttendeeSearchInput = {
  /** The endCursor of the page before, under the same event and filters. */
  after?: InputMaybe<Scalars['String']['input']>;
  checkInListId?: InputMaybe<Scalars['ID']['input']>;
  /** Checked in (true) or not (false): on checkInListId when given, else on any of the event's lists. */
  checkedIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 100; 50 when absent. */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** Words of the attendee's name (accents and case ignored, any part of a word), an order code or a ticket's short code; owners and managers also find the buyer's email. */
  search?: InputMaybe<Scalars['String']['input']>;
  states?: InputMaybe<Array<TicketState>>;
  ticketTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One changed field of an audit record, in words. */
export type AuditLogChange = {
  __typename?: 'AuditLogChange';
  after?: Maybe<Scalars['String']['output']>;
  /** The value before, as text: money in major units (40.00), dates in ISO 8601. Null when there was none. */
  before?: Maybe<Scalars['String']['output']>;
  /** A money field's currency (the event's), else null. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The recorded field's name: priceMinor, salesEndAt, status, … */
  field: Scalars['String']['output'];
  /** The field in words: price, sales end at, status. */
  label: Scalars['String']['output'];
  /** The whole change in words: price 40.00 → 45.00 EUR. */
  words: Scalars['String']['output'];
};

/** One change the audit log recorded: who, what, about which thing, and its values before and after. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** The audit log's name for it: ticket_type.updated, order.cancelled, member.role_changed, … */
  action: Scalars['String']['output'];
  actorEmail?: Maybe<Scalars['String']['output']>;
  /** Null for the system (a job, a webhook), or an account deleted since. */
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  changes: Array<AuditLogChange>;
  entityId: Scalars['String']['output'];
  entityType: Scalars['String']['output'];
  eventId?: Maybe<Scalars['ID']['output']>;
  /** The event's title; null for a record about no event (the team). */
  eventTitle?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What it was about, in words: Ticket type VIP, Order K7Q2XM, Ticket of Ada Lovelace, … */
  subject: Scalars['String']['output'];
  /** The subject and its changes in one line: Ticket type VIP: price 40.00 → 45.00 EUR. */
  summary: Scalars['String']['output'];
};

/** Narrows the audit log; every filter given applies. */
export type AuditLogFilter = {
  /** One action, by the audit log's name for it: ticket_type.updated, order.refunded, … */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Who made the changes: an account's id or email address. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** What the records are about: order, ticket, ticket_type, event, membership, check_in or bulk_action. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** One event's records. */
  eventId?: InputMaybe<Scalars['ID']['input']>;
  /** From this instant (ISO 8601 with its offset), included. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Up to this instant (ISO 8601 with its offset), included. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the audit log, newest first. */
export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  /** Where the next page starts (for the same filter); null on the last. */
  endCursor?: Maybe<Scalars['String']['output']>;
  entries: Array<AuditLogEntry>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A bulk action's progress. The orders it covers were fixed when it started; each is done once, even after a crash. */
export type BulkAction = {
  __typename?: 'BulkAction';
  createdAt: Scalars['DateTime']['output'];
  /** Orders done. */
  done: Scalars['Int']['output'];
  /** Orders refused (a rule or a conflict); the order's page says why. */
  failed: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: BulkActionKind;
  /** Orders with nothing to do (already refunded, no address). */
  skipped: Scalars['Int']['output'];
  status: BulkActionStatus;
  /** Orders it covers. */
  total: Scalars['Int']['output'];
};

/**
 * A bulk action: on the orders selected (at most 500), or on every order of the event matching the list's filter
 * (its page and cursor ignored). Exactly one of the two.
 */
export type BulkActionInput = {
  filter?: InputMaybe<OrderSearchInput>;
  kind: BulkActionKind;
  /** CANCEL: tell each buyer whose address has proven itself (true when left out). A refund always tells the buyer. */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  orderIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** CANCEL: refund what each order paid, less what already went back (true when left out). */
  refund?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What a bulk action does to each order: refund what it has standing, cancel it, or mail its tickets again. */
export type BulkActionKind =
  | 'CANCEL'
  | 'REFUND'
  | 'RESEND';

export type BulkActionStatus =
  | 'DONE'
  | 'RUNNING';

/** What cancelling the order now would give back under its event's refund policy. */
export type Cancellation = {
  __typename?: 'Cancellation';
  allowed: Scalars['Boolean']['output'];
  amountMinor: Scalars['Int']['output'];
  /** The last moment to cancel; null when the policy allows none. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  /** The policy in words. */
  policy: Scalars['String']['output'];
  /** Why it cannot be cancelled, in words; null when it can. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** One order of a cancelled event whose refund the payment provider refused. */
export type CancellationFailure = {
  __typename?: 'CancellationFailure';
  /** What the refund gives back, in minor units of the event's currency. */
  amountMinor: Scalars['Int']['output'];
  /** The provider's words. */
  message?: Maybe<Scalars['String']['output']>;
  orderCode: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
};

/** Two scans that both let the same ticket in on one list (devices offline): the first one counts. */
export type CheckInConflict = {
  __typename?: 'CheckInConflict';
  first: CheckInRecord;
  listName: Scalars['String']['output'];
  second: CheckInRecord;
  ticket: CheckInTicket;
};

export type CheckInCounts = {
  __typename?: 'CheckInCounts';
  byTicketType: Array<TicketTypeCheckInCount>;
  /** Valid tickets the list admits that have been checked in. */
  checkedIn: Scalars['Int']['output'];
  /** Valid tickets the list admits. */
  expected: Scalars['Int']['output'];
  /** On a list with re-entry: checked in and not scanned out. Otherwise equal to checkedIn. */
  inside: Scalars['Int']['output'];
};

export type CheckInInput = {
  /**
   * The scanned code, or a ticket's short code typed in (case, spaces and hyphens ignored; only this event's tickets
   * match). Give either this or ticketId (a guest found by name, without a phone).
   */
  code?: InputMaybe<Scalars['String']['input']>;
  deviceId: Scalars['String']['input'];
  /** What other devices are told ("checked in at 19:02 on Door 2"). */
  deviceName: Scalars['String']['input'];
  kind?: CheckInKind;
  listId: Scalars['ID']['input'];
  /** Unique per scan, made by the device: sending the same scan again changes nothing. */
  nonce: Scalars['String']['input'];
  /** When the device scanned it; the server's time when absent. First scan wins by this time. */
  scannedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** What the device showed when it decided offline. */
  shownOutcome?: InputMaybe<CheckInOutcome>;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};

/** Entry, or an exit on a list that allows re-entry. */
export type CheckInKind =
  | 'ENTRY'
  | 'EXIT';

/** A check-in list: which ticket types it admits, from when, once or with re-entry. An event has one by default. */
export type CheckInList = {
  __typename?: 'CheckInList';
  allTicketTypes: Scalars['Boolean']['output'];
  allowReentry: Scalars['Boolean']['output'];
  closesAt: Scalars['DateTime']['output'];
  counts: CheckInCounts;
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  opensAt: Scalars['DateTime']['output'];
  /** Check-in opens this many minutes before the event starts, and closes when it ends. */
  opensMinutesBefore: Scalars['Int']['output'];
  /** The ticket types it admits; empty when it admits every type of the event. */
  ticketTypeIds: Array<Scalars['ID']['output']>;
};

export type CheckInListInput = {
  allowReentry: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  opensMinutesBefore: Scalars['Int']['input'];
  /** The types it admits; empty for every type of the event. */
  ticketTypeIds: Array<Scalars['ID']['input']>;
};

/** What a scan decided: green (ADMITTED, EXITED), amber (ALREADY_CHECKED_IN), red (REJECTED, with a reason). */
export type CheckInOutcome =
  | 'ADMITTED'
  | 'ALREADY_CHECKED_IN'
  | 'EXITED'
  | 'REJECTED';

/** Where and when a ticket was checked in. */
export type CheckInRecord = {
  __typename?: 'CheckInRecord';
  at: Scalars['DateTime']['output'];
  deviceName: Scalars['String']['output'];
};

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

export type CheckInResult = {
  __typename?: 'CheckInResult';
  /** The device showed another outcome offline than the server decided (two devices admitted the same ticket). */
  conflict: Scalars['Boolean']['output'];
  /** For ALREADY_CHECKED_IN: the scan that let the ticket in first. */
  firstCheckIn?: Maybe<CheckInRecord>;
  /** The scan's nonce, as the device sent it. */
  nonce: Scalars['String']['output'];
  outcome: CheckInOutcome;
  reason?: Maybe<CheckInRejection>;
  /** The ticket, when the code named one of this event's tickets. */
  ticket?: Maybe<CheckInTicket>;
};

export type CheckInTicket = {
  __typename?: 'CheckInTicket';
  attendeeName: Scalars['String']['output'];
  /** Answers the organizer shows at the door ("T-shirt: M"), the ticket's own and its order's. */
  doorNotes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ticketTypeId: Scalars['ID']['output'];
  ticketTypeName: Scalars['String']['output'];
};

export type CheckInUpload = {
  __typename?: 'CheckInUpload';
  /** How many of them the device had shown otherwise than the server decided. */
  conflicts: Scalars['Int']['output'];
  /** One per scan sent, in the order sent. */
  results: Array<CheckInResult>;
};

/** What the event page says of a code a visitor typed: what it gives, or why it cannot be used now. */
export type CodeOffer = {
  __typename?: 'CodeOffer';
  code: Scalars['String']['output'];
  /** Why it cannot be used now; null when it can. */
  message?: Maybe<Scalars['String']['output']>;
  status: PromoCodeStatus;
  summary: Scalars['String']['output'];
  /** The types it covers; empty: all. */
  ticketTypeIds: Array<Scalars['ID']['output']>;
};

export type CreateOrganizationInput = {
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};

/** Money in one currency, summed over the events that sell in it (amounts in different currencies are never added). */
export type CurrencyRevenue = {
  __typename?: 'CurrencyRevenue';
  currency: Scalars['String']['output'];
  grossMinor: Scalars['Int']['output'];
  netMinor: Scalars['Int']['output'];
  refundedMinor: Scalars['Int']['output'];
};

export type DashboardArrivalHour = {
  __typename?: 'DashboardArrivalHour';
  arrivals: Scalars['Int']['output'];
  hour: Scalars['DateTime']['output'];
};

export type DashboardCheckInList = {
  __typename?: 'DashboardCheckInList';
  /** Tickets let in on this list (first entries). */
  checkedIn: Scalars['Int']['output'];
  /** First entries per UTC hour: the arrival curve, oldest first. */
  hours: Array<DashboardArrivalHour>;
  listId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Orders and tickets of every event of the organization in one UTC day. */
export type DashboardDay = {
  __typename?: 'DashboardDay';
  /** The day, YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  tickets: Scalars['Int']['output'];
};

export type DashboardHour = {
  __typename?: 'DashboardHour';
  /** The start of the hour. */
  hour: Scalars['DateTime']['output'];
  /** Owners and managers (null for door staff): money paid in the hour, less what was refunded in it. */
  netMinor?: Maybe<Scalars['Int']['output']>;
  /** Orders settled in the hour, less those cancelled in it. */
  orders: Scalars['Int']['output'];
  /** Tickets issued in the hour. */
  tickets: Scalars['Int']['output'];
};

export type DashboardTicketType = {
  __typename?: 'DashboardTicketType';
  capacity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  ticketTypeId: Scalars['ID']['output'];
  ticketsSold: Scalars['Int']['output'];
};

export type DateFilter =
  /** From tomorrow on, except what runs this weekend: the home page's row after This weekend, so no card shows in both. */
  | 'COMING_UP'
  /** From tomorrow on, weekend events included (the Later chip). */
  | 'LATER'
  | 'THIS_WEEKEND'
  | 'TODAY';

export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  deletedUserId: Scalars['ID']['output'];
};

export type Event = {
  __typename?: 'Event';
  /** Owners and managers, once the event is cancelled (null otherwise): its refunds' progress. */
  cancellation?: Maybe<EventCancellation>;
  /** Its check-in lists, for its organization's owners, managers and door staff; others FORBIDDEN. */
  checkInLists: Array<CheckInList>;
  /** What a typed promo code gives here (or why it cannot be used now); null for no code, or one that is none. */
  codeOffer?: Maybe<CodeOffer>;
  coverImage?: Maybe<Image>;
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  /** Markdown as written, for edit forms; pages show descriptionHtml. */
  description: Scalars['String']['output'];
  /** The description rendered from Markdown and sanitised. */
  descriptionHtml: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  endsAtLocal: Scalars['String']['output'];
  faq: Array<FaqEntry>;
  featured: Scalars['Boolean']['output'];
  gallery: Array<Image>;
  id: Scalars['ID']['output'];
  /** Lowest price on sale or to come, in minor units; null when there are no visible ticket types. */
  lowestPriceMinor?: Maybe<Scalars['Int']['output']>;
  /** Owners and managers: the room's settings and counts; null before one is set. */
  managedWaitingRoom?: Maybe<WaitingRoom>;
  organizer: EventOrganizer;
  /** Owners and managers: the event's promo codes, oldest first; a batch's alone when named. */
  promoCodes: Array<PromoCode>;
  /** Owners and managers: the questions the event asks at checkout, in order; the deleted ones too when asked. */
  questions: Array<Question>;
  refundPolicy: RefundPolicy;
  /** Owners and managers: hours before the start at which each paid order's holder is reminded (1 to 168). */
  reminderHours?: Maybe<Scalars['Int']['output']>;
  /** Members of its organization only (null for anyone else); one grouped statement for a whole list of events. */
  sales?: Maybe<EventSales>;
  slug: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  /** Wall-clock times in the event's zone, YYYY-MM-DDTHH:mm, as edit forms show them. */
  startsAtLocal: Scalars['String']['output'];
  status: EventStatus;
  /** Plain text for previews and sharing, at most 200 characters. */
  summary: Scalars['String']['output'];
  /** Visible ticket types, in their sort order. A promo code (unlockCode) that reveals hidden ones shows them; managers see all. */
  ticketTypes: Array<TicketType>;
  /** IANA time zone the event happens in. */
  timeZone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  transferPolicy: TransferPolicy;
  venueAddress: Scalars['String']['output'];
  venueName: Scalars['String']['output'];
  /** The viewer's role in the event's organization, or null. */
  viewerRole?: Maybe<OrganizationRole>;
  /** Owners and managers: the entries, those offered places and those in line first, in line order. */
  waitingList: Array<WaitingListEntry>;
  /** Owners and managers. */
  waitingListPolicy: WaitingListPolicy;
  /** Null when the event sells without a waiting room. */
  waitingRoom?: Maybe<PublicWaitingRoom>;
};


export type EventCodeOfferArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
};


export type EventPromoCodesArgs = {
  batch?: InputMaybe<Scalars['String']['input']>;
};


export type EventQuestionsArgs = {
  withDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


export type EventTicketTypesArgs = {
  unlockCode?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A cancelled event's refunds: every order paid when it was cancelled, refunded in the background in batches (each
 * order once, even after a crash), its holder sent the cancellation notice once.
 */
export type EventCancellation = {
  __typename?: 'EventCancellation';
  currency: Scalars['String']['output'];
  /** Orders whose refund the provider refused: listed in failures, asked again with retryCancellationRefunds. */
  failed: Scalars['Int']['output'];
  /** The first 50 refused refunds. */
  failures: Array<CancellationFailure>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Orders whose refund the provider confirmed. */
  refunded: Scalars['Int']['output'];
  /** Orders with nothing left to refund (refunded by hand meanwhile). */
  skipped: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** RUNNING until every order's refund has an answer: confirmed, refused, or nothing to refund. */
  status: BulkActionStatus;
  /** Orders paid when the event was cancelled. */
  total: Scalars['Int']['output'];
};

export type EventConnection = {
  __typename?: 'EventConnection';
  nodes: Array<Event>;
  pageInfo: PageInfo;
};

/**
 * An event's live dashboard, kept as sales and arrivals happen (a rollup written in each change's transaction).
 * Members of the organization see counts; money (null for door staff) only those who may see orders.
 */
export type EventDashboard = {
  __typename?: 'EventDashboard';
  capacity: Scalars['Int']['output'];
  checkInLists: Array<DashboardCheckInList>;
  /** ISO 4217: the currency of every amount below. */
  currency: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  /** Owners and managers (null for door staff): what settled orders paid, in minor units. */
  grossMinor?: Maybe<Scalars['Int']['output']>;
  /** Sales per UTC hour, oldest first; only hours in which something changed. */
  hours: Array<DashboardHour>;
  /** Owners and managers (null for door staff): gross less refunds, in minor units. */
  netMinor?: Maybe<Scalars['Int']['output']>;
  /** Settled orders (paid, partly or wholly refunded). */
  orders: Scalars['Int']['output'];
  /** Owners and managers (null for door staff): what went back to their buyers, in minor units. */
  refundedMinor?: Maybe<Scalars['Int']['output']>;
  ticketTypes: Array<DashboardTicketType>;
  /** Valid tickets of paid orders, every type together. */
  ticketsSold: Scalars['Int']['output'];
  /** The event's IANA time zone, for the hours' labels. */
  timeZone: Scalars['String']['output'];
};

export type EventImageKind =
  | 'COVER'
  | 'GALLERY';

export type EventInput = {
  currency: Scalars['String']['input'];
  description: Scalars['String']['input'];
  endsAt: Scalars['String']['input'];
  faq: Array<FaqEntryInput>;
  slug: Scalars['String']['input'];
  /** Wall-clock time in timeZone, YYYY-MM-DDTHH:mm. */
  startsAt: Scalars['String']['input'];
  timeZone: Scalars['String']['input'];
  title: Scalars['String']['input'];
  venueAddress: Scalars['String']['input'];
  venueName: Scalars['String']['input'];
};

/** Who runs an event, as the public sees it. */
export type EventOrganizer = {
  __typename?: 'EventOrganizer';
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** What an event has sold so far, as its organization's members see it. */
export type EventSales = {
  __typename?: 'EventSales';
  /** Places across its ticket types, hidden ones included. */
  capacity: Scalars['Int']['output'];
  /** Owners and managers (null for door staff): paid orders with money a cancel would give back. */
  ordersToRefund?: Maybe<Scalars['Int']['output']>;
  /** Owners and managers (null for door staff): paid minus refunded, in minor units of the event's currency. */
  revenueMinor?: Maybe<Scalars['Int']['output']>;
  /** Valid tickets of paid orders: what the door admits. */
  ticketsSold: Scalars['Int']['output'];
};

export type EventStatus =
  | 'CANCELLED'
  | 'DRAFT'
  | 'ENDED'
  | 'PUBLISHED';

export type FaqEntry = {
  __typename?: 'FaqEntry';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type FaqEntryInput = {
  answer: Scalars['String']['input'];
  question: Scalars['String']['input'];
};

/** An uploaded image, served resized from /media/:id/:width.webp. */
export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** A srcset covering every served width up to the original's. */
  srcSet: Scalars['String']['output'];
  /** Address of a copy at most `width` pixels wide (one of 320, 640, 960, 1280, 1920). */
  url: Scalars['String']['output'];
  /** Pixel size of the stored original. */
  width: Scalars['Int']['output'];
};


/** An uploaded image, served resized from /media/:id/:width.webp. */
export type ImageUrlArgs = {
  width?: Scalars['Int']['input'];
};

export type InvitationStatus =
  | 'DECLINED'
  /** Not answered in time; invite again to renew it. */
  | 'EXPIRED'
  /** Waiting for the invited person's answer. */
  | 'PENDING';

export type InviteMemberInput = {
  email: Scalars['String']['input'];
  role: OrganizationRole;
};

/** What became of a payment that arrived after its hold ended. */
export type LatePayment =
  | 'KEPT'
  | 'REFUNDED';

/** A message to an event's attendees and how far its sending got. */
export type Message = {
  __typename?: 'Message';
  audience: MessageAudience;
  /** The body as written (Markdown). */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Who wrote it (null for a change notice). */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Recipients whose mail failed for good, or whose instance stopped mid-delivery (never sent twice): resend by hand. */
  failed: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: MessageKind;
  /** Recipients whose mail waits for the outbox (written, not yet accepted by the mail server). */
  pending: Scalars['Int']['output'];
  /** Mails written per minute. */
  ratePerMinute: Scalars['Int']['output'];
  recipientCount: Scalars['Int']['output'];
  /** Recipients whose mail was handed to the mail server. */
  sent: Scalars['Int']['output'];
  status: MessageStatus;
  subject: Scalars['String']['output'];
};

/** Who a message to an event's attendees goes to. Each address gets one copy, however many orders it holds. */
export type MessageAudience =
  /** Holders with at least one ticket let in at the door. */
  | 'CHECKED_IN'
  /** Every holder of a paid order. */
  | 'EVERYONE'
  /** Holders none of whose tickets was let in yet. */
  | 'NOT_CHECKED_IN'
  /** The buyer of one order (orderCode). */
  | 'ONE_ORDER'
  /** Holders of tickets of the types in ticketTypeIds. */
  | 'TICKET_TYPES';

export type MessageInput = {
  /** Markdown, 1 to 20,000 characters; sanitised as event descriptions are. */
  body: Scalars['String']['input'];
  recipients: MessageRecipientsInput;
  /** Plain words, 1 to 150 characters. */
  subject: Scalars['String']['input'];
};

export type MessageKind =
  /** Sent by Admit when the event's time or venue changed. */
  | 'CHANGE_NOTICE'
  /** Written by an organizer. */
  | 'ORGANIZER';

/** What a message will look like, and to how many it will go. */
export type MessagePreview = {
  __typename?: 'MessagePreview';
  html: Scalars['String']['output'];
  /** Addresses it would go to now (proven addresses of paid orders, one copy each). */
  recipientCount: Scalars['Int']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type MessageRecipient = {
  __typename?: 'MessageRecipient';
  email: Scalars['String']['output'];
  /** The mail server's words, for a failed one. */
  error?: Maybe<Scalars['String']['output']>;
  orderCode: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: MessageRecipientStatus;
};

export type MessageRecipientPage = {
  __typename?: 'MessageRecipientPage';
  items: Array<MessageRecipient>;
  /** Pass as after for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type MessageRecipientStatus =
  /** Failed for good: the mail server refused it after its retries. */
  | 'FAILED'
  /** In the outbox, not yet accepted by the mail server (or being retried). */
  | 'PENDING'
  | 'SENT'
  /** Its instance stopped while handing it over: it may or may not have arrived, and is not sent again by itself. */
  | 'UNCONFIRMED'
  /** Not yet written to the outbox (the message is still being sent). */
  | 'WAITING';

export type MessageRecipientsInput = {
  audience: MessageAudience;
  /** ONE_ORDER: the order's code, as the order list shows it. */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** TICKET_TYPES: the types whose holders get it. */
  ticketTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MessageStatus =
  /** Every recipient's mail is written; the outbox delivers (and retries) them. */
  | 'QUEUED'
  /** Its mails are being written into the outbox, at the message's rate. */
  | 'SENDING';

export type Mutation = {
  __typename?: 'Mutation';
  /** The invited person (verified email): they join with the invitation's role. */
  acceptInvitation: Organization;
  /**
   * The signed-in receiver accepts an offer: the ticket is reissued to them under the name given (the old code is
   * refused at the door as replaced), and both are mailed. CONFLICT with the reason when it can no longer be accepted.
   */
  acceptTicketTransfer: Ticket;
  /** Owners and managers. A draft or published event is called off; paid orders are refunded (orders come later). */
  cancelEvent: Event;
  /**
   * The order's buyer, or whoever holds the access link mailed to them: cancels every still-valid ticket under the
   * event's refund policy, for the amount Order.cancellation showed (CONFLICT when it has changed or the policy no
   * longer allows it). Refunded through the same path as an organizer's refund.
   */
  cancelMyOrder: Order;
  /**
   * Owners and managers: a hold or a paid order cancelled. Its tickets are voided and its places go back on sale;
   * with refund, what was paid goes back to the card; with notifyBuyer, the buyer is mailed.
   */
  cancelOrder: OrderDetail;
  /** The buyer lets go of the hold; its tickets go back on sale. */
  cancelReservation: Order;
  /** The holder takes back their pending offer; its link stops working. */
  cancelTicketTransfer: Ticket;
  /** Owners only. The last owner cannot step down. */
  changeMemberRole: OrganizationMember;
  /**
   * Owners and managers: a paid order's valid ticket moved to another type of the event, if it has a place left
   * (CONFLICT when sold out). Cheaper: moved now, the difference refunded. Dearer: the buyer is mailed a link to pay the
   * difference, and the ticket moves once paid.
   */
  changeTicketType: OrderDetail;
  /** Checks one ticket in (or out), verifying its code's signature on the server. */
  checkIn: CheckInResult;
  /** Checks a ticket in by hand from the attendee list, through the door's rules; recorded in the audit log. */
  checkInAttendee: AttendeeCheckInResult;
  /** The signed-in buyer takes over the order their browser started signed out. */
  claimOrder: Order;
  /** Owners and managers. */
  configureWaitingRoom: WaitingRoom;
  /**
   * Anyone holding the link mailed to an address: proves the address, and mails the tickets that waited for it.
   * Returns how many orders' tickets are on their way.
   */
  confirmEmailAddress: Scalars['Int']['output'];
  /** The confirmation link's: the address proved itself, and the entry takes its place in line. */
  confirmWaitingListEntry: WaitingListJoined;
  createCheckInList: CheckInList;
  /** Owners and managers. */
  createEvent: Event;
  /** Any signed-in user; they become its owner. */
  createOrganization: Organization;
  /** Owners and managers. */
  createPromoCode: PromoCode;
  /** Owners and managers: many codes with the same rules, each the prefix and 8 random characters. */
  createPromoCodeBatch: Array<PromoCode>;
  /** Owners and managers. */
  createQuestion: Question;
  /** Owners and managers. */
  createTicketType: TicketType;
  /** The invited person. Owners see it declined. */
  declineInvitation: Scalars['Boolean']['output'];
  /** Needs a sign-in within the last 5 minutes (REAUTHENTICATION_REQUIRED otherwise). */
  deleteAccount: DeleteAccountPayload;
  /** Deletes a list and its check-ins; the default list cannot be deleted. */
  deleteCheckInList: Scalars['Boolean']['output'];
  /** Owners and managers. A code an order used stays (end it instead). */
  deletePromoCode: Scalars['Boolean']['output'];
  /** Owners and managers: hides it from buyers; its answers stay on orders and in exports. */
  deleteQuestion: Question;
  /** Owners and managers. Only a type with nothing sold can be deleted. */
  deleteTicketType: Scalars['Boolean']['output'];
  /** Owners and managers. A published event stops selling and shows as ended. */
  endEvent: Event;
  /** Owners and managers: a running hold lasts 1 to 120 minutes longer. */
  extendOrderHold: OrderDetail;
  /** Owners only. The person with that (verified) email may accept it until it expires; inviting again renews it. */
  inviteMember: OrganizationInvitation;
  /** Anyone: wait for places of a sold-out type (email: a signed-in person's account address when left out). */
  joinWaitingList: WaitingListJoined;
  /** Takes a place in the room with a challenge's answer (base64 JSON of the challenge and its solution). */
  joinWaitingRoom: WaitingPlace;
  /** Any member. The last owner cannot leave. */
  leaveOrganization: Scalars['Boolean']['output'];
  /**
   * Owners and managers: an order on hold (its hold still running) was paid outside Admit. Its tickets are issued as
   * for a card payment and mailed to the buyer's address once it has proven itself.
   */
  markOrderPaid: OrderDetail;
  /** Owners and managers: one place up or down; the event's questions after the move. */
  moveQuestion: Array<Question>;
  /** Owners and managers: offer an entry its places now, out of turn. */
  offerWaitingListPlaces: WaitingListEntry;
  /**
   * The ticket's holder offers it to someone by email, when its event's policy allows: a link mailed to them. A new
   * offer replaces a pending one. BAD_USER_INPUT (email) for an invalid or the holder's own address; CONFLICT with the
   * reason when passing on is closed, not allowed, or the ticket was used or refunded.
   */
  passTicketOn: Ticket;
  /** Anyone holding the mailed link: the payment of a change's difference (the same one again on a retry). */
  payTicketChange: TicketChangePaymentSession;
  /** Owners and managers. A draft with at least one ticket type becomes public. */
  publishEvent: Event;
  /** Owners and managers: refunds the whole order, or the tickets named. */
  refundOrder: Order;
  /**
   * Owners and managers: a refund of the order's standing tickets (all, or ticketIds: they are voided and their places
   * go back on sale), or of amountMinor alone (the tickets stay good), at most what is still refundable. With
   * notifyBuyer false, the buyer is not mailed.
   */
  refundOrderFromDetail: OrderDetail;
  /** Owners and managers. */
  removeEventImage: Event;
  /** Owners only. The last owner cannot be removed. */
  removeMember: Scalars['Boolean']['output'];
  /** The signed-in person's photo is deleted; nothing happens if they have none. */
  removeProfilePhoto: User;
  /** Owners and managers: take an entry off the list. */
  removeWaitingListEntry: WaitingListEntry;
  /** Owners and managers: a valid ticket's attendee renamed; the door's copy has it at its next download. */
  renameAttendee: OrderDetail;
  /** Owners and managers: the tickets mailed again (the whole order, or one ticket), to an address that proved itself. */
  resendOrderMail: OrderDetail;
  /**
   * Owners and managers: places held for a buyer who pays later, outside Admit (a bank transfer, cash). Capacity
   * binds; the sale window, hidden types and per-order limits do not. Nothing is mailed until it is marked paid.
   */
  reserveForBuyer: OrderDetail;
  /** Anyone, signed in or not: holds the tickets for HOLD_MINUTES. */
  reserveTickets: Reservation;
  /** Owners and managers: asks the provider again for the cancelled event's refunds it refused. */
  retryCancellationRefunds: EventCancellation;
  /** Owners only. */
  revokeInvitation: Scalars['Boolean']['output'];
  /** The order's buyer, or whoever holds its mailed access link: the link stops opening the order. */
  revokeOrderAccessLink: Scalars['Boolean']['output'];
  /**
   * Owners and managers: sends a message to the event's attendees through the queue, at ratePerMinute (600 when
   * left out, 60 to 6,000). Refused with the field named: an empty or long subject or body, or recipients matching
   * nobody.
   */
  sendMessage: Message;
  /** Owners and managers: the message mailed to the viewer's own verified address only, marked as a test. Returns the address. */
  sendTestMessage: Scalars['String']['output'];
  /** Platform admins only. */
  setEventFeatured: Event;
  setOrderDetails: Order;
  /** Owners and managers: what buyers get back by cancelling their own orders, and until when. */
  setRefundPolicy: Event;
  /** Owners and managers: the reminder's offset, 1 to 168 hours before the start (refused on its field outside it). */
  setReminderHours: Event;
  /** Owners and managers: whether ticket holders may pass their tickets on, and until when. */
  setTransferPolicy: Event;
  /** Owners and managers. */
  setWaitingListPolicy: Event;
  /** Owners and managers: starts a bulk action; it runs in the background, its progress read with bulkAction. */
  startBulkAction: BulkAction;
  /**
   * The signed-in buyer, or a guest with the claim token of an order no account holds: a payment for the card form
   * (a free order is paid at once).
   */
  startPayment: PaymentSession;
  /** Takes back a ticket's check-in on a list; a ticket not checked in there is left as it is. */
  undoAttendeeCheckIn: Attendee;
  /** Undoes a scan that let a ticket in or out; nothing happens for any other scan, or a second time. */
  undoCheckIn: CheckInCounts;
  updateCheckInList: CheckInList;
  /** Owners and managers. Ended and cancelled events cannot be edited. */
  updateEvent: Event;
  /** Owners only. */
  updateOrganization: Organization;
  updateProfile: User;
  /** Owners and managers. */
  updatePromoCode: PromoCode;
  /** Owners and managers: answers already given keep what was answered. */
  updateQuestion: Question;
  /** Owners and managers. */
  updateTicketType: TicketType;
  /** Scans a device queued offline, at most 500 at once; idempotent by each scan's nonce. */
  uploadCheckIns: CheckInUpload;
  /** Owners and managers. JPEG, PNG, WebP or GIF up to 10 MB; a new cover replaces the old one. */
  uploadEventImage: Event;
  /**
   * The signed-in person's own profile photo, as a multipart upload (the request names its purpose before the body:
   * UPLOAD_PURPOSE_HEADER); replaces any photo before. A file that is not an image is refused on its field (file).
   */
  uploadProfilePhoto: User;
};


export type MutationAcceptInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAcceptTicketTransferArgs = {
  attendeeName: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationCancelEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelMyOrderArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  expectedAmountMinor: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  input: OrderActionInput;
  notifyBuyer: Scalars['Boolean']['input'];
  refund: Scalars['Boolean']['input'];
};


export type MutationCancelReservationArgs = {
  claimToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationCancelTicketTransferArgs = {
  ticketId: Scalars['ID']['input'];
};


export type MutationChangeMemberRoleArgs = {
  organizationId: Scalars['ID']['input'];
  role: OrganizationRole;
  userId: Scalars['ID']['input'];
};


export type MutationChangeTicketTypeArgs = {
  input: OrderActionInput;
  ticketId: Scalars['ID']['input'];
  ticketTypeId: Scalars['ID']['input'];
};


export type MutationCheckInArgs = {
  input: CheckInInput;
};


export type MutationCheckInAttendeeArgs = {
  input: AttendeeCheckInInput;
};


export type MutationClaimOrderArgs = {
  claimToken: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationConfigureWaitingRoomArgs = {
  eventId: Scalars['ID']['input'];
  input: WaitingRoomInput;
};


export type MutationConfirmEmailAddressArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmWaitingListEntryArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateCheckInListArgs = {
  eventId: Scalars['ID']['input'];
  input: CheckInListInput;
};


export type MutationCreateEventArgs = {
  input: EventInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationCreateOrganizationArgs = {
  input: CreateOrganizationInput;
};


export type MutationCreatePromoCodeArgs = {
  eventId: Scalars['ID']['input'];
  input: PromoCodeInput;
};


export type MutationCreatePromoCodeBatchArgs = {
  eventId: Scalars['ID']['input'];
  input: PromoCodeBatchInput;
};


export type MutationCreateQuestionArgs = {
  eventId: Scalars['ID']['input'];
  input: QuestionInput;
};


export type MutationCreateTicketTypeArgs = {
  eventId: Scalars['ID']['input'];
  input: TicketTypeInput;
};


export type MutationDeclineInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCheckInListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePromoCodeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTicketTypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExtendOrderHoldArgs = {
  input: OrderActionInput;
  minutes: Scalars['Int']['input'];
};


export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationJoinWaitingListArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  ticketTypeId: Scalars['ID']['input'];
};


export type MutationJoinWaitingRoomArgs = {
  eventId: Scalars['ID']['input'];
  proof: Scalars['String']['input'];
};


export type MutationLeaveOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
};


export type MutationMarkOrderPaidArgs = {
  input: OrderActionInput;
  method: OfflinePaymentMethod;
  reference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMoveQuestionArgs = {
  id: Scalars['ID']['input'];
  up: Scalars['Boolean']['input'];
};


export type MutationOfferWaitingListPlacesArgs = {
  entryId: Scalars['ID']['input'];
};


export type MutationPassTicketOnArgs = {
  email: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
};


export type MutationPayTicketChangeArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationPublishEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundOrderArgs = {
  id: Scalars['ID']['input'];
  ticketIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationRefundOrderFromDetailArgs = {
  amountMinor?: InputMaybe<Scalars['Int']['input']>;
  input: OrderActionInput;
  notifyBuyer: Scalars['Boolean']['input'];
  ticketIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationRemoveEventImageArgs = {
  eventId: Scalars['ID']['input'];
  imageId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  organizationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveWaitingListEntryArgs = {
  entryId: Scalars['ID']['input'];
};


export type MutationRenameAttendeeArgs = {
  attendeeName: Scalars['String']['input'];
  input: OrderActionInput;
  ticketId: Scalars['ID']['input'];
};


export type MutationResendOrderMailArgs = {
  input: OrderActionInput;
  ticketId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationReserveForBuyerArgs = {
  input: StaffOrderInput;
};


export type MutationReserveTicketsArgs = {
  eventId: Scalars['ID']['input'];
  input: ReserveInput;
};


export type MutationRetryCancellationRefundsArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeOrderAccessLinkArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  eventId: Scalars['ID']['input'];
  input: MessageInput;
  ratePerMinute?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSendTestMessageArgs = {
  eventId: Scalars['ID']['input'];
  input: MessageInput;
};


export type MutationSetEventFeaturedArgs = {
  featured: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetOrderDetailsArgs = {
  claimToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  input: OrderDetailsInput;
};


export type MutationSetRefundPolicyArgs = {
  eventId: Scalars['ID']['input'];
  input: RefundPolicyInput;
};


export type MutationSetReminderHoursArgs = {
  eventId: Scalars['ID']['input'];
  hours: Scalars['Int']['input'];
};


export type MutationSetTransferPolicyArgs = {
  eventId: Scalars['ID']['input'];
  input: TransferPolicyInput;
};


export type MutationSetWaitingListPolicyArgs = {
  eventId: Scalars['ID']['input'];
  input: WaitingListPolicyInput;
};


export type MutationStartBulkActionArgs = {
  eventId: Scalars['ID']['input'];
  input: BulkActionInput;
};


export type MutationStartPaymentArgs = {
  claimToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUndoAttendeeCheckInArgs = {
  listId: Scalars['ID']['input'];
  ticketId: Scalars['ID']['input'];
};


export type MutationUndoCheckInArgs = {
  eventId: Scalars['ID']['input'];
  nonce: Scalars['String']['input'];
};


export type MutationUpdateCheckInListArgs = {
  id: Scalars['ID']['input'];
  input: CheckInListInput;
};


export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: EventInput;
};


export type MutationUpdateOrganizationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganizationInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdatePromoCodeArgs = {
  id: Scalars['ID']['input'];
  input: PromoCodeInput;
};


export type MutationUpdateQuestionArgs = {
  id: Scalars['ID']['input'];
  input: QuestionInput;
};


export type MutationUpdateTicketTypeArgs = {
  id: Scalars['ID']['input'];
  input: TicketTypeInput;
};


export type MutationUploadCheckInsArgs = {
  scans: Array<CheckInInput>;
};


export type MutationUploadEventImageArgs = {
  alt?: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  file: Scalars['File']['input'];
  kind: EventImageKind;
};


export type MutationUploadProfilePhotoArgs = {
  file: Scalars['File']['input'];
};

/** How money taken outside Admit came in. */
export type OfflinePaymentMethod =
  | 'BANK_TRANSFER'
  | 'CASH'
  | 'OTHER';

export type Order = {
  __typename?: 'Order';
  /** The answers given at the details step, in the questions' order (a deleted question's too). */
  answers: Array<OrderAnswer>;
  buyerEmail?: Maybe<Scalars['String']['output']>;
  /** The buyer's name as staff entered it, for an order they reserved; null otherwise. */
  buyerName?: Maybe<Scalars['String']['output']>;
  /** For the order's buyer (null for others): what cancelling it now would give back. */
  cancellation?: Maybe<Cancellation>;
  /** Whether a signed-in buyer owns the order (one started signed out is claimed when its buyer signs in). */
  claimed: Scalars['Boolean']['output'];
  /** What buyers and staff call the order ("order K7QX2M"): 6 characters without look-alikes, unique within its event. */
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  detailsComplete: Scalars['Boolean']['output'];
  /** What the promo code took off the total, in minor units (0 without one). */
  discountMinor: Scalars['Int']['output'];
  event: Event;
  holdExpiresAt: Scalars['DateTime']['output'];
  /** Seconds of the hold left as this was read, so a countdown runs on the reader's own clock, whatever its skew. */
  holdSecondsLeft: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  latePayment?: Maybe<LatePayment>;
  lines: Array<OrderLine>;
  /** Whether this read came through the access link mailed with a guest's tickets. */
  openedWithAccessLink: Scalars['Boolean']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last decline, in the card network's words; the hold stays. */
  paymentError?: Maybe<Scalars['String']['output']>;
  /** Who took the payment; null for a free order, or before payment starts. */
  paymentProvider?: Maybe<PaymentProviderKind>;
  /** The promo code the buyer used, as its organizer wrote it; null for none. */
  promoCode?: Maybe<Scalars['String']['output']>;
  /** The event's questions this order asks (those covering a type it holds), in order: the details step's form. */
  questions: Array<Question>;
  refundedMinor: Scalars['Int']['output'];
  refunds: Array<Refund>;
  status: OrderStatus;
  tickets: Array<Ticket>;
  /** Whether the tickets were mailed: false while the buyer's address has still to confirm itself. */
  ticketsMailed: Scalars['Boolean']['output'];
  /** Computed on the server from the lines; integer minor units. */
  totalMinor: Scalars['Int']['output'];
};

export type OrderActionInput = {
  /** The OrderDetail.version the screen showed. */
  expectedVersion: Scalars['String']['input'];
  /** Made once per confirmation (8 to 100 characters): sent again (a double click, a retry), it changes nothing more. */
  idempotencyKey: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

/** An answer to a checkout question, with the question's words as they are now. */
export type OrderAnswer = {
  __typename?: 'OrderAnswer';
  kind: QuestionKind;
  /** 0: the order's answer; 1, 2, …: the ticket's at that place. */
  place: Scalars['Int']['output'];
  question: Scalars['String']['output'];
  /** Whether the question has since been deleted (its answers stay). */
  questionDeleted: Scalars['Boolean']['output'];
  questionId: Scalars['ID']['output'];
  /** In words: Yes, a country's name, several choices joined by semicolons. */
  text: Scalars['String']['output'];
  /** As stored: E.164 for a phone, a region code for a country, yes or no. */
  values: Array<Scalars['String']['output']>;
};

/** An order as the back office shows it: everything about it, and what happened to it. */
export type OrderDetail = {
  __typename?: 'OrderDetail';
  history: Array<OrderHistoryEntry>;
  /** The order's id. */
  id: Scalars['ID']['output'];
  mails: Array<OrderMail>;
  order: Order;
  payments: Array<OrderPayment>;
  /** Places a cancel would put back on sale. */
  placesHeld: Scalars['Int']['output'];
  /** What a cancel would give back to the card: paid, less refunded and refunds under way. */
  refundableMinor: Scalars['Int']['output'];
  tickets: Array<OrderDetailTicket>;
  /** Changes of its tickets' types, newest first. */
  typeChanges: Array<TicketTypeChange>;
  /** The event's ticket types, for a change of type. */
  typeChoices: Array<TicketTypeChoice>;
  /** What an action sends back (OrderActionInput.expectedVersion): an order changed since is refused with CONFLICT. */
  version: Scalars['String']['output'];
};

export type OrderDetailTicket = {
  __typename?: 'OrderDetailTicket';
  attendeeName: Scalars['String']['output'];
  checkIns: Array<TicketListState>;
  id: Scalars['ID']['output'];
  /** The order line it was bought on: refunding it returns that line's unit price. */
  orderLineId: Scalars['ID']['output'];
  status: TicketStatus;
  ticketTypeName: Scalars['String']['output'];
  /** Every offer made of it, oldest first: where it went (the order detail is its organizers' only). */
  transfers: Array<TicketTransfer>;
};

export type OrderDetailsInput = {
  /** Answers to the event's questions; question ids are those of Order.questions. */
  answers?: InputMaybe<Array<AnswerInput>>;
  /** One per place, in the order of the order's lines. */
  attendeeNames: Array<Scalars['String']['input']>;
  buyerEmail: Scalars['String']['input'];
};

/** One changed field of a history entry, as text. */
export type OrderHistoryChange = {
  __typename?: 'OrderHistoryChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** One thing that happened to the order or one of its tickets, from the audit log. */
export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  /** The audit log's name for it: order.cancelled, ticket.attendee_renamed, order.refunded, … */
  action: Scalars['String']['output'];
  actorEmail?: Maybe<Scalars['String']['output']>;
  /** Null for the system (a job, a webhook), or an account deleted since. */
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  changes: Array<OrderHistoryChange>;
  id: Scalars['ID']['output'];
  /** The order, or the attendee of the ticket it was about. */
  subject: Scalars['String']['output'];
};

export type OrderLine = {
  __typename?: 'OrderLine';
  /** One per place, from the details step (empty before it). */
  attendeeNames: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The ticket type's own price when a promo code priced the line (unitPriceMinor is the code's); null otherwise. */
  listUnitPriceMinor?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
  ticketTypeId: Scalars['ID']['output'];
  ticketTypeName: Scalars['String']['output'];
  totalMinor: Scalars['Int']['output'];
  /** Integer minor units of the order's currency. */
  unitPriceMinor: Scalars['Int']['output'];
};

/** A mail about the order, as the outbox recorded it. */
export type OrderMail = {
  __typename?: 'OrderMail';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** What it was: order-confirmation, ticket, refund, order-cancelled, late-payment-refunded. */
  kind: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: OrderMailStatus;
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** How one of an order's mails fared in the outbox. */
export type OrderMailStatus =
  /** The last attempt failed; it is retried with backoff. */
  | 'FAILING'
  /** Waiting to be sent, or being retried. */
  | 'QUEUED'
  | 'SENT';

/** A payment taken for the order. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  amountMinor: Scalars['Int']['output'];
  /** The card's last four digits, when the provider told Admit (it does not store them yet). */
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** How a payment recorded by staff came in (provider OFFLINE); null for a card or a free order. */
  method?: Maybe<OfflinePaymentMethod>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** STRIPE, SIMULATED, FREE for an order that cost nothing, or OFFLINE for a payment staff recorded. */
  provider: Scalars['String']['output'];
  /** The provider's id for the payment, to find it in the provider's dashboard. */
  reference?: Maybe<Scalars['String']['output']>;
};

/** Who took the payment, as the back office filters it: FREE for an order that cost nothing. */
export type OrderPaymentFilter =
  | 'FREE'
  | 'SIMULATED'
  | 'STRIPE';

/**
 * The back office's search of an event's orders. Every field is optional; a malformed one is BAD_USER_INPUT naming
 * it (dates are ISO 8601 with an offset, as text, so a bad one is named like any other field).
 */
export type OrderSearchInput = {
  /** The endCursor of the previous page, made for the same event, search, filters and sort. */
  after?: InputMaybe<Scalars['String']['input']>;
  checkedIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 100; 50 when left out. */
  first?: InputMaybe<Scalars['Int']['input']>;
  hasRefunds?: InputMaybe<Scalars['Boolean']['input']>;
  paidFrom?: InputMaybe<Scalars['String']['input']>;
  paidTo?: InputMaybe<Scalars['String']['input']>;
  paymentProviders?: InputMaybe<Array<OrderPaymentFilter>>;
  /** Words of the buyer's name or email, an attendee's name, an order code or ticket code, or an order or ticket id. */
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<OrderSort>;
  statuses?: InputMaybe<Array<OrderStatus>>;
  ticketTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type OrderSearchPage = {
  __typename?: 'OrderSearchPage';
  /** Where the next page starts; null on the last. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Order>;
  /** Orders matching; counted exactly up to 10,000, above which it says 10,000 and totalIsExact is false. */
  totalCount: Scalars['Int']['output'];
  totalIsExact: Scalars['Boolean']['output'];
};

export type OrderSort =
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

export type OrderStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PAID'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED'
  | 'RESERVED';

/** An organizer: a company, venue or collective that runs events on Admit. */
export type Organization = {
  __typename?: 'Organization';
  /** Members only: every event of the organization, drafts included, soonest first. */
  events: Array<Event>;
  id: Scalars['ID']['output'];
  /** Owners only: invitations not yet accepted (waiting, declined or expired). */
  invitations: Array<OrganizationInvitation>;
  /** Members only. */
  members: Array<OrganizationMember>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** The viewer's role here; null for someone who is not a member. */
  viewerRole?: Maybe<OrganizationRole>;
};

/**
 * An organization's dashboard: every event's sales beside each other, read from the same rollups as each event's.
 * Members see counts; money (null for door staff) only owners and managers.
 */
export type OrganizationDashboard = {
  __typename?: 'OrganizationDashboard';
  capacity: Scalars['Int']['output'];
  /** Orders and tickets per UTC day over every event, oldest first; only days in which something changed. */
  days: Array<DashboardDay>;
  /** The 100 most recent events by start, latest first. */
  events: Array<OrganizationDashboardEvent>;
  orders: Scalars['Int']['output'];
  organizationId: Scalars['ID']['output'];
  /** Owners and managers (null for door staff): one entry per currency sold in. */
  revenue?: Maybe<Array<CurrencyRevenue>>;
  ticketsSold: Scalars['Int']['output'];
};

/** One of an organization's events on its dashboard: what it sold and, for owners and managers, what it took. */
export type OrganizationDashboardEvent = {
  __typename?: 'OrganizationDashboardEvent';
  capacity: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  /** Owners and managers (null for door staff): gross less refunds, in minor units of the event's currency. */
  netMinor?: Maybe<Scalars['Int']['output']>;
  orders: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  status: EventStatus;
  ticketsSold: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type OrganizationInvitation = {
  __typename?: 'OrganizationInvitation';
  /** When it was sent, or last renewed. */
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  role: OrganizationRole;
  status: InvitationStatus;
};

export type OrganizationMember = {
  __typename?: 'OrganizationMember';
  joinedAt: Scalars['DateTime']['output'];
  role: OrganizationRole;
  user: User;
};

export type OrganizationRole =
  | 'DOOR_STAFF'
  | 'MANAGER'
  | 'OWNER';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** Whether the ticket's holder may pass it on now. */
export type PassingOn = {
  __typename?: 'PassingOn';
  allowed: Scalars['Boolean']['output'];
  /** The last moment to pass it on; null when the policy allows none. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  /** The event's policy in words. */
  policy: Scalars['String']['output'];
  /** Why not, in words; null when it can be passed on. */
  reason?: Maybe<Scalars['String']['output']>;
};

export type PaymentProviderKind =
  | 'SIMULATED'
  | 'STRIPE';

export type PaymentSession = {
  __typename?: 'PaymentSession';
  clientSecret?: Maybe<Scalars['String']['output']>;
  order: Order;
  /** Null when nothing is to be paid (a free order, or one already paid). */
  provider?: Maybe<PaymentProviderKind>;
  /** Stripe's publishable key, for Stripe.js; null for the simulated processor. */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

/** An invitation to the viewer's verified email address, waiting for their answer. */
export type PendingInvitation = {
  __typename?: 'PendingInvitation';
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Who sent it: their name, or their email address. */
  invitedBy: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  role: OrganizationRole;
};

/** A promo code, as its event's owners and managers see it. */
export type PromoCode = {
  __typename?: 'PromoCode';
  /** The prefix of the batch it was made in. */
  batch?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** What it took off those orders' totals. */
  discountGivenMinor: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Tickets it may price in all; null: no limit. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** Tickets it may price in one order; null: the types' own maximum. */
  maxUsesPerOrder?: Maybe<Scalars['Int']['output']>;
  /** Tickets it covers that an order needs before it applies. */
  minQuantity: Scalars['Int']['output'];
  /** Orders paid with it (partly refunded ones included). */
  ordersPaid: Scalars['Int']['output'];
  priceMode: PromoPriceMode;
  priceValue: Scalars['Int']['output'];
  /** A quota: maxUses places of its one type kept for its holders, out of the public's reach. */
  reservesPlaces: Scalars['Boolean']['output'];
  revealsHidden: Scalars['Boolean']['output'];
  /** What those orders brought in, less their refunds, in minor units of the event's currency. */
  revenueMinor: Scalars['Int']['output'];
  status: PromoCodeStatus;
  /** What it gives, in words: 20% off, £5.00 off each ticket. */
  summary: Scalars['String']['output'];
  /** The ticket types it covers; empty: all of the event's. */
  ticketTypeIds: Array<Scalars['ID']['output']>;
  /** Tickets it priced, held or sold (given back when a hold ends or a ticket is refunded). */
  uses: Scalars['Int']['output'];
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  /** Wall-clock times in the event's zone, for edit forms. */
  validFromLocal?: Maybe<Scalars['String']['output']>;
  validUntil?: Maybe<Scalars['DateTime']['output']>;
  validUntilLocal?: Maybe<Scalars['String']['output']>;
};

export type PromoCodeBatchInput = {
  count: Scalars['Int']['input'];
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  maxUsesPerOrder?: InputMaybe<Scalars['Int']['input']>;
  minQuantity: Scalars['Int']['input'];
  /** Every code starts with it, then 8 random characters. */
  prefix: Scalars['String']['input'];
  priceMode: PromoPriceMode;
  priceValue: Scalars['Int']['input'];
  /** Keep maxUses places of its one type for its holders (a quota). */
  reservesPlaces?: Scalars['Boolean']['input'];
  revealsHidden: Scalars['Boolean']['input'];
  ticketTypeIds: Array<Scalars['ID']['input']>;
  validFrom?: InputMaybe<Scalars['String']['input']>;
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

export type PromoCodeInput = {
  code: Scalars['String']['input'];
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  maxUsesPerOrder?: InputMaybe<Scalars['Int']['input']>;
  minQuantity: Scalars['Int']['input'];
  priceMode: PromoPriceMode;
  priceValue: Scalars['Int']['input'];
  /** Keep maxUses places of its one type for its holders (a quota). */
  reservesPlaces?: Scalars['Boolean']['input'];
  revealsHidden: Scalars['Boolean']['input'];
  ticketTypeIds: Array<Scalars['ID']['input']>;
  /** Wall-clock times in the event's zone. */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

/** Where a code stands for a buyer now. */
export type PromoCodeStatus =
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'UNKNOWN'
  | 'USED_UP'
  | 'VALID';

/** What a promo code does to the price of the tickets it covers. */
export type PromoPriceMode =
  /** priceValue minor units off each ticket, never below free. */
  | 'AMOUNT_OFF'
  /** Each ticket costs priceValue minor units. */
  | 'FIXED_PRICE'
  /** Nothing: it only reveals hidden ticket types. */
  | 'NONE'
  /** priceValue percent off (1–100), rounded to the nearest minor unit, a half in the buyer's favour. */
  | 'PERCENT_OFF';

/** An event's waiting room as the public sees it: on, when it opens, where to join. */
export type PublicWaitingRoom = {
  __typename?: 'PublicWaitingRoom';
  /** The waiting page, on Admit's own origin. */
  joinUrl: Scalars['String']['output'];
  /** When joining opens (the pre-queue window before the on-sale). */
  joiningOpensAt: Scalars['DateTime']['output'];
  /** The on-sale: everyone in the pre-queue is given a random place in line at this moment. */
  opensAt: Scalars['DateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Owners and managers of the organization: its audit log, newest first, a page at a time (first: 1 to 100; after:
   * the endCursor of the previous page under the same filter). The query's cost grows with first, so a page of 100
   * asks for few fields of each entry.
   */
  auditLog: AuditLogPage;
  /** Owners and managers: a bulk action and its progress. */
  bulkAction: BulkAction;
  /** Tickets two devices both let in on one of the event's lists. */
  checkInConflicts: Array<CheckInConflict>;
  checkInCounts: CheckInCounts;
  /** Published events that have not ended, soonest first. `timeZone` is the visitor's, for TODAY and THIS_WEEKEND. */
  discoverEvents: EventConnection;
  /** A public (published, ended or cancelled) event, or any event of the viewer's organizations. NOT_FOUND otherwise. */
  event: Event;
  /** The event's attendees, one per ticket, by name: for its organization's owners, managers and door staff. */
  eventAttendees: AttendeePage;
  /** Owners and managers: the event's latest bulk actions, newest first. */
  eventBulkActions: Array<BulkAction>;
  /** The event's dashboard. Members of its organization; money for owners and managers only. */
  eventDashboard: EventDashboard;
  /** Owners and managers: the event's messages, newest first. */
  eventMessages: Array<Message>;
  /** Owners and managers: one page of the event's orders matching a search and filters (holds in progress left out). */
  eventOrderSearch: OrderSearchPage;
  /** Published upcoming events chosen for the home page slider. */
  featuredEvents: Array<Event>;
  /** Owners and managers: one order of the event, by its code (any case), with its history. */
  managedOrder: OrderDetail;
  /** Owners and managers: one message and its progress. */
  message: Message;
  /** Owners and managers: the message as it would be mailed, and to how many; refused as sendMessage would be. */
  messagePreview: MessagePreview;
  /** Owners and managers: a message's recipients and each one's mail, 50 a page; failed ones first with onlyProblems. */
  messageRecipients: MessageRecipientPage;
  /** The signed-in buyer's tickets, latest event first. */
  myTickets: Array<Ticket>;
  /** This browser's place (the x-admit-browser header), or null when it has none. */
  myWaitingPlace?: Maybe<WaitingPlace>;
  /**
   * The buyer's, the browser's that started it (claimToken), whoever holds the access link mailed to a guest's proven
   * address (accessToken), or its event's owners' and managers'.
   */
  order: Order;
  /** Members only. */
  organization: Organization;
  /** Members of the organization; money for owners and managers only. */
  organizationDashboard: OrganizationDashboard;
  /** Events of the viewer's organizations that are published and not yet over, for door staff, managers and owners. */
  scannableEvents: Array<ScannableEvent>;
  /**
   * A door device's offline copy of an event: key, lists, tickets, revocations and check-ins so far. A device that
   * names itself (deviceId) is recorded as up to date as of it: a scan it later dates earlier is dated then.
   */
  scannerData: ScannerData;
  /** One of the signed-in buyer's tickets. */
  ticket: Ticket;
  /** Anyone holding the mailed link: a ticket type change waiting for its difference to be paid. */
  ticketChangePayment: TicketChangePayment;
  /** The offer a transfer link names; NOT_FOUND for a link that names none. */
  ticketOffer: TicketOffer;
  /** Platform admins only. */
  user: User;
  /** Platform admins only. */
  users: Array<User>;
  /** The signed-in user, or null for a visitor. A bad token is UNAUTHENTICATED. */
  viewer?: Maybe<Viewer>;
  /** The offer a waiting list's mailed link holds. */
  waitingListOffer: WaitingListOffer;
  /** A proof-of-work challenge (ALTCHA, JSON) to answer before joining the event's room. */
  waitingRoomChallenge: Scalars['String']['output'];
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationId: Scalars['ID']['input'];
};


export type QueryBulkActionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCheckInConflictsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryCheckInCountsArgs = {
  listId: Scalars['ID']['input'];
};


export type QueryDiscoverEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  timeZone?: Scalars['String']['input'];
  when?: InputMaybe<DateFilter>;
};


export type QueryEventArgs = {
  slug: Scalars['String']['input'];
};


export type QueryEventAttendeesArgs = {
  eventId: Scalars['ID']['input'];
  filter?: InputMaybe<AttendeeSearchInput>;
};


export type QueryEventBulkActionsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventDashboardArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventMessagesArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventOrderSearchArgs = {
  eventId: Scalars['ID']['input'];
  filter?: InputMaybe<OrderSearchInput>;
};


export type QueryFeaturedEventsArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryManagedOrderArgs = {
  code: Scalars['String']['input'];
  eventId: Scalars['ID']['input'];
};


export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessagePreviewArgs = {
  eventId: Scalars['ID']['input'];
  input: MessageInput;
};


export type QueryMessageRecipientsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  messageId: Scalars['ID']['input'];
  onlyProblems?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryMyWaitingPlaceArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  claimToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryOrganizationArgs = {
  slug: Scalars['String']['input'];
};


export type QueryOrganizationDashboardArgs = {
  organizationId: Scalars['ID']['input'];
};


export type QueryScannerDataArgs = {
  deviceId?: InputMaybe<Scalars['String']['input']>;
  eventSlug: Scalars['String']['input'];
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTicketChangePaymentArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryTicketOfferArgs = {
  token: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryWaitingListOfferArgs = {
  token: Scalars['String']['input'];
};


export type QueryWaitingRoomChallengeArgs = {
  eventId: Scalars['ID']['input'];
};

/** A question an event asks at checkout. */
export type Question = {
  __typename?: 'Question';
  /** Deleted questions are hidden from buyers; their answers stay. */
  deleted: Scalars['Boolean']['output'];
  helpText: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: QuestionKind;
  label: Scalars['String']['output'];
  /** What a CONSENT box links to. */
  linkUrl: Scalars['String']['output'];
  /** The choices of ONE_CHOICE and MANY_CHOICES. */
  options: Array<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  scope: QuestionScope;
  /** Whether its answer shows on the door's screen after a scan. */
  showAtDoor: Scalars['Boolean']['output'];
  /** The ticket types it is asked for; empty: all of the event's. */
  ticketTypeIds: Array<Scalars['ID']['output']>;
};

export type QuestionInput = {
  helpText: Scalars['String']['input'];
  kind: QuestionKind;
  label: Scalars['String']['input'];
  linkUrl: Scalars['String']['input'];
  options: Array<Scalars['String']['input']>;
  required: Scalars['Boolean']['input'];
  scope: QuestionScope;
  showAtDoor: Scalars['Boolean']['input'];
  ticketTypeIds: Array<Scalars['ID']['input']>;
};

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

export type Refund = {
  __typename?: 'Refund';
  amountMinor: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  status: RefundStatus;
  ticketCount: Scalars['Int']['output'];
};

/** What a buyer gets back by cancelling their own order, and until when. */
export type RefundPolicy = {
  __typename?: 'RefundPolicy';
  /** Cancelling closes this many days before the event starts (0: when it starts). */
  days: Scalars['Int']['output'];
  mode: RefundPolicyMode;
  /** The share given back under PERCENT (100 otherwise). */
  percent: Scalars['Int']['output'];
  /** In words: Cancel for a full refund until 7 days before the event. */
  summary: Scalars['String']['output'];
};

export type RefundPolicyInput = {
  days: Scalars['Int']['input'];
  mode: RefundPolicyMode;
  percent: Scalars['Int']['input'];
};

export type RefundPolicyMode =
  | 'FULL'
  /** Buyers cannot cancel for a refund (organizers may still refund). */
  | 'NONE'
  | 'PERCENT';

export type RefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

export type Reservation = {
  __typename?: 'Reservation';
  /** Lets the browser that started the order signed out carry on with it, and claim it after signing in. */
  claimToken: Scalars['String']['output'];
  order: Order;
};

export type ReserveInput = {
  /** The waiting room's pass (WaitingPlace.admissionToken), needed while the event sells through its room. */
  admissionToken?: InputMaybe<Scalars['String']['input']>;
  lines: Array<ReserveLineInput>;
  /** Unlocks hidden ticket types. */
  unlockCode?: InputMaybe<Scalars['String']['input']>;
};

export type ReserveLineInput = {
  quantity: Scalars['Int']['input'];
  ticketTypeId: Scalars['ID']['input'];
};

/** A void ticket (refunded, or its event cancelled) and the signature version it was voided at. */
export type RevokedTicket = {
  __typename?: 'RevokedTicket';
  id: Scalars['ID']['output'];
  reason: CheckInRejection;
  /** So a void ticket's typed short code is refused for what it is, not as unknown. */
  shortCode: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** An event the viewer may check tickets in for. */
export type ScannableEvent = {
  __typename?: 'ScannableEvent';
  id: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  timeZone: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ScannerCheckIn = {
  __typename?: 'ScannerCheckIn';
  at: Scalars['DateTime']['output'];
  deviceName: Scalars['String']['output'];
  /** Inside now: false after an exit scan on a list with re-entry. */
  inside: Scalars['Boolean']['output'];
  listId: Scalars['ID']['output'];
  ticketId: Scalars['ID']['output'];
};

/** Everything a door device stores (IndexedDB) to check tickets in with the network off. */
export type ScannerData = {
  __typename?: 'ScannerData';
  /** When this copy was read: scans queued offline after it are uploaded, earlier state came from here. */
  asOf: Scalars['DateTime']['output'];
  checkIns: Array<ScannerCheckIn>;
  endsAt: Scalars['DateTime']['output'];
  eventId: Scalars['ID']['output'];
  eventSlug: Scalars['String']['output'];
  eventTitle: Scalars['String']['output'];
  lists: Array<CheckInList>;
  /** The event's Ed25519 public key: raw 32 bytes, base64url. */
  publicKey: Scalars['String']['output'];
  revoked: Array<RevokedTicket>;
  startsAt: Scalars['DateTime']['output'];
  ticketTypes: Array<ScannerTicketType>;
  tickets: Array<ScannerTicket>;
  timeZone: Scalars['String']['output'];
};

/** A ticket as the door's offline copy holds it: enough to verify, name and count without the network. */
export type ScannerTicket = {
  __typename?: 'ScannerTicket';
  attendeeName: Scalars['String']['output'];
  /** Answers the organizer shows at the door ("T-shirt: M"), for the scan's screen with the network off. */
  doorNotes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What a guest may type instead of showing the QR; matched on the device with the network off. */
  shortCode: Scalars['String']['output'];
  ticketTypeId: Scalars['ID']['output'];
  /** The signature version its current code carries; a lower one is an old code. */
  version: Scalars['Int']['output'];
};

export type ScannerTicketType = {
  __typename?: 'ScannerTicketType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A pay-later order an owner or manager reserves for a buyer who pays outside Admit. */
export type StaffOrderInput = {
  /** One per place, in the order of the lines; a blank or missing name takes the buyer's. */
  attendeeNames?: InputMaybe<Array<Scalars['String']['input']>>;
  buyerEmail: Scalars['String']['input'];
  buyerName: Scalars['String']['input'];
  eventId: Scalars['ID']['input'];
  /** Made once per form (8 to 100 characters): sent again by the same person, it answers the order it made. */
  idempotencyKey: Scalars['String']['input'];
  lines: Array<StaffOrderLineInput>;
  /** How many days the places are held for the buyer to pay (1 to 30; 7 when left out). */
  payWithinDays?: InputMaybe<Scalars['Int']['input']>;
};

export type StaffOrderLineInput = {
  quantity: Scalars['Int']['input'];
  ticketTypeId: Scalars['ID']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Owners and managers: a cancelled event's refunds now, then again within a moment of each batch done, on any
   * instance (null while the event is not cancelled). Over Server-Sent Events, as the dashboard's.
   */
  eventCancellationChanged?: Maybe<EventCancellation>;
  /**
   * The event's dashboard now, then again within a moment of every change to its sales or arrivals, made on any
   * instance. Over Server-Sent Events (Accept: text/event-stream). The same roles as eventDashboard.
   */
  eventDashboardChanged: EventDashboard;
  /** Owners and managers: the message now, then again within a moment of each change to its progress, on any instance. */
  messageChanged: Message;
  /**
   * The order now, then again when it leaves its hold (paid, let go, expired or cancelled), and then the stream ends.
   * The same viewers as order. Over Server-Sent Events: the checkout page learns PAID this way, without polling.
   */
  orderChanged: Order;
  /** The organization's dashboard now, then again within a moment of a change to any of its events' sales. */
  organizationDashboardChanged: OrganizationDashboard;
  /**
   * This browser's place now, then every few seconds until it is through (with its pass) or the pass runs out. Over
   * Server-Sent Events; null when the browser has no place, or the room was turned off.
   */
  waitingPlaceChanged?: Maybe<WaitingPlace>;
};


export type SubscriptionEventCancellationChangedArgs = {
  eventId: Scalars['ID']['input'];
};


export type SubscriptionEventDashboardChangedArgs = {
  eventId: Scalars['ID']['input'];
};


export type SubscriptionMessageChangedArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionOrderChangedArgs = {
  claimToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type SubscriptionOrganizationDashboardChangedArgs = {
  organizationId: Scalars['ID']['input'];
};


export type SubscriptionWaitingPlaceChangedArgs = {
  eventId: Scalars['ID']['input'];
};

export type Ticket = {
  __typename?: 'Ticket';
  attendeeName: Scalars['String']['output'];
  /** The event as an iCalendar (.ics) file. */
  calendar: Scalars['String']['output'];
  /** When it was first checked in, on any list; null until it is scanned at the door. */
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  /** The signed code its QR shows; the buyer's only, and null once void. */
  code?: Maybe<Scalars['String']['output']>;
  event: Event;
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  /** The order line it was bought on: a refund of this ticket returns that line's unit price. */
  orderLineId: Scalars['ID']['output'];
  /** To the buyer who passed it on (null for others): the address it went to. */
  passedTo?: Maybe<Scalars['String']['output']>;
  /** Its holder only (null for others): whether they may pass it on now, and why not. */
  passingOn?: Maybe<PassingOn>;
  /** Its holder only (null for others, or when there is none): the offer waiting to be accepted. */
  pendingTransfer?: Maybe<TicketTransfer>;
  /** The QR code as SVG markup, drawn on the server so the phone needs no QR library; as `code`. */
  qrSvg?: Maybe<Scalars['String']['output']>;
  /** To the holder it was passed to (null for others): the address it came from; the order is not theirs to open. */
  receivedFrom?: Maybe<Scalars['String']['output']>;
  /** What the holder types or reads out at the door (8 characters, unique within the event); as `code`. */
  shortCode?: Maybe<Scalars['String']['output']>;
  /** Its state, from its status, its order's and event's, and its check-ins. */
  state: TicketState;
  status: TicketStatus;
  ticketTypeName: Scalars['String']['output'];
  /** Owners and managers of its organization: every offer made of it, oldest first (the chain); empty for others. */
  transfers: Array<TicketTransfer>;
};

export type TicketAvailability =
  /** The event is cancelled: nothing of it is sold, whatever the type's window. */
  | 'CANCELLED'
  | 'NOT_YET_ON_SALE'
  | 'ON_SALE'
  | 'SALES_ENDED'
  | 'SOLD_OUT';

/** What the buyer's page shows of a change that asks them to pay a difference (opened with the mailed link's secret). */
export type TicketChangePayment = {
  __typename?: 'TicketChangePayment';
  attendeeName: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  differenceMinor: Scalars['Int']['output'];
  eventTitle: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  fromTypeName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderCode: Scalars['String']['output'];
  status: TicketTypeChangeStatus;
  toTypeName: Scalars['String']['output'];
};

/** The payment of a change's difference: null provider once nothing is left to pay. */
export type TicketChangePaymentSession = {
  __typename?: 'TicketChangePaymentSession';
  change: TicketChangePayment;
  clientSecret?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<PaymentProviderKind>;
  publishableKey?: Maybe<Scalars['String']['output']>;
};

/** A ticket on one check-in list that admits its type. */
export type TicketListState = {
  __typename?: 'TicketListState';
  checkedIn: Scalars['Boolean']['output'];
  deviceName?: Maybe<Scalars['String']['output']>;
  firstAt?: Maybe<Scalars['DateTime']['output']>;
  /** Inside now (false after an exit scan). */
  inside: Scalars['Boolean']['output'];
  listId: Scalars['ID']['output'];
  listName: Scalars['String']['output'];
};

/** An offer as its link shows it, to whoever holds the link (it was mailed to the receiver). */
export type TicketOffer = {
  __typename?: 'TicketOffer';
  /** Why it can no longer be accepted; null while it can. */
  closedReason?: Maybe<Scalars['String']['output']>;
  /** The last moment it can be accepted; null when passing on is closed. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  event: Event;
  fromEmail: Scalars['String']['output'];
  status: TicketTransferStatus;
  ticketTypeName: Scalars['String']['output'];
  toEmail: Scalars['String']['output'];
};

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

/** One offer of a ticket to someone else: a link in the box of its receiver. */
export type TicketTransfer = {
  __typename?: 'TicketTransfer';
  createdAt: Scalars['DateTime']['output'];
  fromEmail: Scalars['String']['output'];
  /** The name the ticket carried when it was offered. */
  fromName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  status: TicketTransferStatus;
  toEmail: Scalars['String']['output'];
  /** The name the receiver gave; null until accepted. */
  toName?: Maybe<Scalars['String']['output']>;
};

export type TicketTransferStatus =
  /** The receiver accepted: the ticket was reissued to them. */
  | 'ACCEPTED'
  /** Taken back by the holder, or replaced by a newer offer. */
  | 'CANCELLED'
  /** Mailed to the receiver, waiting for them to accept. */
  | 'PENDING';

export type TicketType = {
  __typename?: 'TicketType';
  availability: TicketAvailability;
  /** Managers only (null for others). */
  capacity?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  maxPerOrder: Scalars['Int']['output'];
  minPerOrder: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Its price under the promo code given to the event's ticketTypes, when that code is usable and covers it. */
  offerPriceMinor?: Maybe<Scalars['Int']['output']>;
  /** Integer minor units of the event's currency; 0 is free. */
  priceMinor: Scalars['Int']['output'];
  /** Managers only (null for others). */
  quantitySold?: Maybe<Scalars['Int']['output']>;
  salesEndAt?: Maybe<Scalars['DateTime']['output']>;
  salesEndAtLocal?: Maybe<Scalars['String']['output']>;
  /** Null means open from publication / until the event ends. */
  salesStartAt?: Maybe<Scalars['DateTime']['output']>;
  /** Wall-clock times in the event's zone, for edit forms. */
  salesStartAtLocal?: Maybe<Scalars['String']['output']>;
  sortOrder: Scalars['Int']['output'];
  /** Whether this type takes names for its waiting list now (it is sold out, and the event has a waiting list). */
  waitingListOpen: Scalars['Boolean']['output'];
};

/** A change of one ticket's type, asked by staff. */
export type TicketTypeChange = {
  __typename?: 'TicketTypeChange';
  createdAt: Scalars['DateTime']['output'];
  /** Above zero, what the buyer pays; below zero, what went back to them. */
  differenceMinor: Scalars['Int']['output'];
  /** Until when the buyer may pay, for a change awaiting payment. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  fromTypeName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: TicketTypeChangeStatus;
  ticketId: Scalars['ID']['output'];
  toTypeName: Scalars['String']['output'];
};

/** Where a change of a ticket's type stands. */
export type TicketTypeChangeStatus =
  /** A dearer type: its place is held while the buyer is asked to pay the difference. */
  | 'AWAITING_PAYMENT'
  /** Withdrawn, or its payment could not apply (and was given back). */
  | 'CANCELLED'
  | 'DONE'
  /** The buyer did not pay in time; the held place went back on sale. */
  | 'EXPIRED';

export type TicketTypeCheckInCount = {
  __typename?: 'TicketTypeCheckInCount';
  checkedIn: Scalars['Int']['output'];
  expected: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  ticketTypeId: Scalars['ID']['output'];
};

/** A type of the event a ticket may move to, with what it costs and how many places are left. */
export type TicketTypeChoice = {
  __typename?: 'TicketTypeChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  priceMinor: Scalars['Int']['output'];
  remaining: Scalars['Int']['output'];
};

export type TicketTypeInput = {
  capacity: Scalars['Int']['input'];
  description: Scalars['String']['input'];
  hidden: Scalars['Boolean']['input'];
  maxPerOrder: Scalars['Int']['input'];
  minPerOrder: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  priceMinor: Scalars['Int']['input'];
  salesEndAt?: InputMaybe<Scalars['String']['input']>;
  salesStartAt?: InputMaybe<Scalars['String']['input']>;
  sortOrder: Scalars['Int']['input'];
};

/**
 * Whether ticket holders may pass their tickets on to someone else, and until when. Not among an event's public fields:
 * holders read it on their ticket (signed in), and a public list of events stays within its query cost.
 */
export type TransferPolicy = {
  __typename?: 'TransferPolicy';
  allowed: Scalars['Boolean']['output'];
  /** Passing on closes this many hours before the event starts (0: when it starts). */
  closesHoursBefore: Scalars['Int']['output'];
  /** The last moment a ticket can be passed on or accepted; null when it cannot be. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  /** In words: Tickets can be passed on to someone else until 24 hours before the event. */
  summary: Scalars['String']['output'];
};

export type TransferPolicyInput = {
  allowed: Scalars['Boolean']['input'];
  closesHoursBefore: Scalars['Int']['input'];
};

export type UpdateOrganizationInput = {
  name: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  displayName: Scalars['String']['input'];
};

/** A person with an Admit account. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  displayName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** E.164, for people who sign in by phone. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Their profile photo, if they uploaded one; shown where their name is. */
  photo?: Maybe<Image>;
};

/** The signed-in user and what they may do. */
export type Viewer = {
  __typename?: 'Viewer';
  isPlatformAdmin: Scalars['Boolean']['output'];
  /** Organizations the viewer belongs to. */
  organizations: Array<Organization>;
  /** Invitations to the viewer's verified email, neither answered nor expired. Joining takes acceptInvitation. */
  pendingInvitations: Array<PendingInvitation>;
  user: User;
};

/** One entry of an event's waiting list, as its owners and managers see it. */
export type WaitingListEntry = {
  __typename?: 'WaitingListEntry';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  joinedAt: Scalars['DateTime']['output'];
  offerExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  offeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The order holding (or that held) its offer's places. */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** Its place in its type's line (1 is next); null when it is not waiting. */
  position?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
  status: WaitingListStatus;
  ticketTypeId: Scalars['ID']['output'];
  ticketTypeName: Scalars['String']['output'];
  /** When it took its place in line (a guest's once their address was confirmed). */
  waitingSince?: Maybe<Scalars['DateTime']['output']>;
};

/** What joining (or confirming) told the person who joined. */
export type WaitingListJoined = {
  __typename?: 'WaitingListJoined';
  /** A confirmation link was mailed: the address opens it to take its place in line. */
  confirmationSent: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  event: Event;
  quantity: Scalars['Int']['output'];
  status: WaitingListStatus;
  ticketTypeName: Scalars['String']['output'];
};

/** An offer as its mailed link shows it: whoever holds the link may buy the places (it opens their checkout). */
export type WaitingListOffer = {
  __typename?: 'WaitingListOffer';
  /** Why it can no longer be bought; null while it can. */
  closedReason?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  event: Event;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The order holding the places: checkout continues there, opened by the link's token. */
  orderId?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
  status: WaitingListStatus;
  ticketTypeName: Scalars['String']['output'];
  totalMinor: Scalars['Int']['output'];
};

/** An event's waiting list policy. */
export type WaitingListPolicy = {
  __typename?: 'WaitingListPolicy';
  /** Whether places that come back are offered down the line by themselves (off: by hand). */
  autoOffer: Scalars['Boolean']['output'];
  /** Whether sold-out ticket types take a waiting list. */
  enabled: Scalars['Boolean']['output'];
  /** How long an offer holds its places. */
  offerHours: Scalars['Int']['output'];
  /** Whether a smaller entry may go before a group the free places do not fit. */
  skipGroups: Scalars['Boolean']['output'];
  /** The policy in words. */
  summary: Scalars['String']['output'];
};

export type WaitingListPolicyInput = {
  autoOffer: Scalars['Boolean']['input'];
  enabled: Scalars['Boolean']['input'];
  offerHours: Scalars['Int']['input'];
  skipGroups: Scalars['Boolean']['input'];
};

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

/** A visitor's place in a waiting room (this browser's, or the signed-in account's). */
export type WaitingPlace = {
  __typename?: 'WaitingPlace';
  admissionExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Once through: the pass reserveTickets needs (input.admissionToken), for this browser only. */
  admissionToken?: Maybe<Scalars['String']['output']>;
  eventId: Scalars['ID']['output'];
  opensAt: Scalars['DateTime']['output'];
  /** 1 = next through; null before the on-sale draws the pre-queue into line. */
  position?: Maybe<Scalars['Int']['output']>;
  state: WaitingPlaceState;
  /** An estimate at the present rate, in seconds; null while unknown. */
  waitSeconds?: Maybe<Scalars['Int']['output']>;
};

export type WaitingPlaceState =
  /** Through: admissionToken lets this browser start a checkout. */
  | 'ADMITTED'
  /** Joining has not opened yet. */
  | 'NOT_OPEN'
  /** Through, but the pass's time ran out: join again. */
  | 'PASS_EXPIRED'
  /** Joined before the on-sale: the place in line is drawn at random then. */
  | 'PRE_QUEUE'
  /** In line. */
  | 'WAITING';

/** An event's waiting room as its organizer sets and watches it. */
export type WaitingRoom = {
  __typename?: 'WaitingRoom';
  /** The rate the organizer set, per minute. */
  admitPerMinute: Scalars['Int']['output'];
  /** Places let through so far. */
  admitted: Scalars['Int']['output'];
  /** Off, the room turns itself on above this many holds a minute on one instance; null never. */
  autoArrivalsPerMinute?: Maybe<Scalars['Int']['output']>;
  enabled: Scalars['Boolean']['output'];
  /** How long holds last while the room is on, in minutes. */
  holdMinutes: Scalars['Int']['output'];
  /** Places taken. */
  joined: Scalars['Int']['output'];
  opensAt: Scalars['DateTime']['output'];
  /** Wall-clock time in the event's zone, for the form. */
  opensAtLocal: Scalars['String']['output'];
  preQueueMinutes: Scalars['Int']['output'];
  /** The rate the room runs at now: lower while reserves are slow. */
  ratePerMinute: Scalars['Float']['output'];
};

export type WaitingRoomInput = {
  admitPerMinute: Scalars['Int']['input'];
  /** Null (or left out): never on by itself. */
  autoArrivalsPerMinute?: InputMaybe<Scalars['Int']['input']>;
  enabled: Scalars['Boolean']['input'];
  holdMinutes: Scalars['Int']['input'];
  /** Wall-clock time in the event's zone: 2031-06-01T10:00. */
  opensAt: Scalars['String']['input'];
  preQueueMinutes: Scalars['Int']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<unknown, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, unknown, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: never[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AnswerInput: AnswerInput;
  Attendee: ResolverTypeWrapper<Attendee>;
  AttendeeCheckIn: ResolverTypeWrapper<AttendeeCheckIn>;
  AttendeeCheckInInput: AttendeeCheckInInput;
  AttendeeCheckInResult: ResolverTypeWrapper<AttendeeCheckInResult>;
  AttendeePage: ResolverTypeWrapper<AttendeePage>;
  AttendeeSearchInput: AttendeeSearchInput;
  AuditLogChange: ResolverTypeWrapper<AuditLogChange>;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntry>;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: ResolverTypeWrapper<AuditLogPage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkAction: ResolverTypeWrapper<BulkActionViewModel>;
  BulkActionInput: BulkActionInput;
  BulkActionKind: BulkActionKind;
  BulkActionStatus: BulkActionStatus;
  Cancellation: ResolverTypeWrapper<Cancellation>;
  CancellationFailure: ResolverTypeWrapper<CancellationFailure>;
  CheckInConflict: ResolverTypeWrapper<Omit<CheckInConflict, 'ticket'> & { ticket: ResolversTypes['CheckInTicket'] }>;
  CheckInCounts: ResolverTypeWrapper<CheckInCountsViewModel>;
  CheckInInput: CheckInInput;
  CheckInKind: CheckInKind;
  CheckInList: ResolverTypeWrapper<CheckInListRowModel>;
  CheckInListInput: CheckInListInput;
  CheckInOutcome: CheckInOutcome;
  CheckInRecord: ResolverTypeWrapper<CheckInRecord>;
  CheckInRejection: CheckInRejection;
  CheckInResult: ResolverTypeWrapper<CheckInResultViewModel>;
  CheckInTicket: ResolverTypeWrapper<CheckInTicketViewModel>;
  CheckInUpload: ResolverTypeWrapper<Omit<CheckInUpload, 'results'> & { results: Array<ResolversTypes['CheckInResult']> }>;
  CodeOffer: ResolverTypeWrapper<CodeOfferModel>;
  CreateOrganizationInput: CreateOrganizationInput;
  CurrencyRevenue: ResolverTypeWrapper<CurrencyRevenue>;
  DashboardArrivalHour: ResolverTypeWrapper<DashboardArrivalHour>;
  DashboardCheckInList: ResolverTypeWrapper<DashboardCheckInList>;
  DashboardDay: ResolverTypeWrapper<DashboardDay>;
  DashboardHour: ResolverTypeWrapper<DashboardHour>;
  DashboardTicketType: ResolverTypeWrapper<DashboardTicketType>;
  DateFilter: DateFilter;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  Event: ResolverTypeWrapper<EventRowModel>;
  EventCancellation: ResolverTypeWrapper<EventCancellation>;
  EventConnection: ResolverTypeWrapper<EventConnectionModel>;
  EventDashboard: ResolverTypeWrapper<EventDashboard>;
  EventImageKind: EventImageKind;
  EventInput: EventInput;
  EventOrganizer: ResolverTypeWrapper<OrganizationRowModel>;
  EventSales: ResolverTypeWrapper<EventSales>;
  EventStatus: EventStatus;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FaqEntryInput: FaqEntryInput;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageViewModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationStatus: InvitationStatus;
  InviteMemberInput: InviteMemberInput;
  LatePayment: LatePayment;
  Message: ResolverTypeWrapper<MessageViewModel>;
  MessageAudience: MessageAudience;
  MessageInput: MessageInput;
  MessageKind: MessageKind;
  MessagePreview: ResolverTypeWrapper<MessagePreview>;
  MessageRecipient: ResolverTypeWrapper<RecipientViewModel>;
  MessageRecipientPage: ResolverTypeWrapper<Omit<MessageRecipientPage, 'items'> & { items: Array<ResolversTypes['MessageRecipient']> }>;
  MessageRecipientStatus: MessageRecipientStatus;
  MessageRecipientsInput: MessageRecipientsInput;
  MessageStatus: MessageStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OfflinePaymentMethod: OfflinePaymentMethod;
  Order: ResolverTypeWrapper<OrderViewModel>;
  OrderActionInput: OrderActionInput;
  OrderAnswer: ResolverTypeWrapper<AnswerViewModel>;
  OrderDetail: ResolverTypeWrapper<Omit<OrderDetail, 'order' | 'tickets'> & { order: ResolversTypes['Order'], tickets: Array<ResolversTypes['OrderDetailTicket']> }>;
  OrderDetailTicket: ResolverTypeWrapper<OrderDetailTicketViewModel>;
  OrderDetailsInput: OrderDetailsInput;
  OrderHistoryChange: ResolverTypeWrapper<OrderHistoryChange>;
  OrderHistoryEntry: ResolverTypeWrapper<OrderHistoryEntry>;
  OrderLine: ResolverTypeWrapper<OrderLineRowModel>;
  OrderMail: ResolverTypeWrapper<OrderMail>;
  OrderMailStatus: OrderMailStatus;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderPaymentFilter: OrderPaymentFilter;
  OrderSearchInput: OrderSearchInput;
  OrderSearchPage: ResolverTypeWrapper<Omit<OrderSearchPage, 'nodes'> & { nodes: Array<ResolversTypes['Order']> }>;
  OrderSort: OrderSort;
  OrderStatus: OrderStatus;
  Organization: ResolverTypeWrapper<OrganizationRowModel>;
  OrganizationDashboard: ResolverTypeWrapper<OrganizationDashboard>;
  OrganizationDashboardEvent: ResolverTypeWrapper<OrganizationDashboardEvent>;
  OrganizationInvitation: ResolverTypeWrapper<InvitationRowModel>;
  OrganizationMember: ResolverTypeWrapper<MemberViewModel>;
  OrganizationRole: OrganizationRole;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PassingOn: ResolverTypeWrapper<PassingOn>;
  PaymentProviderKind: PaymentProviderKind;
  PaymentSession: ResolverTypeWrapper<PaymentSessionModel>;
  PendingInvitation: ResolverTypeWrapper<PendingInvitation>;
  PromoCode: ResolverTypeWrapper<PromoCodeViewModel>;
  PromoCodeBatchInput: PromoCodeBatchInput;
  PromoCodeInput: PromoCodeInput;
  PromoCodeStatus: PromoCodeStatus;
  PromoPriceMode: PromoPriceMode;
  PublicWaitingRoom: ResolverTypeWrapper<PublicWaitingRoomViewModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<QuestionRowModel>;
  QuestionInput: QuestionInput;
  QuestionKind: QuestionKind;
  QuestionScope: QuestionScope;
  Refund: ResolverTypeWrapper<RefundRowModel>;
  RefundPolicy: ResolverTypeWrapper<RefundPolicy>;
  RefundPolicyInput: RefundPolicyInput;
  RefundPolicyMode: RefundPolicyMode;
  RefundStatus: RefundStatus;
  Reservation: ResolverTypeWrapper<ReservationViewModel>;
  ReserveInput: ReserveInput;
  ReserveLineInput: ReserveLineInput;
  RevokedTicket: ResolverTypeWrapper<RevokedTicket>;
  ScannableEvent: ResolverTypeWrapper<EventRowModel>;
  ScannerCheckIn: ResolverTypeWrapper<ScannerCheckIn>;
  ScannerData: ResolverTypeWrapper<ScannerDataViewModel>;
  ScannerTicket: ResolverTypeWrapper<ScannerTicket>;
  ScannerTicketType: ResolverTypeWrapper<ScannerTicketType>;
  StaffOrderInput: StaffOrderInput;
  StaffOrderLineInput: StaffOrderLineInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Ticket: ResolverTypeWrapper<TicketViewModel>;
  TicketAvailability: TicketAvailability;
  TicketChangePayment: ResolverTypeWrapper<TicketChangePayment>;
  TicketChangePaymentSession: ResolverTypeWrapper<TicketChangePaymentSession>;
  TicketListState: ResolverTypeWrapper<TicketListState>;
  TicketOffer: ResolverTypeWrapper<TransferInvitationModel>;
  TicketState: TicketState;
  TicketStatus: TicketStatus;
  TicketTransfer: ResolverTypeWrapper<TicketTransferRowModel>;
  TicketTransferStatus: TicketTransferStatus;
  TicketType: ResolverTypeWrapper<TicketTypeViewModel>;
  TicketTypeChange: ResolverTypeWrapper<TicketTypeChange>;
  TicketTypeChangeStatus: TicketTypeChangeStatus;
  TicketTypeCheckInCount: ResolverTypeWrapper<TicketTypeCheckInCount>;
  TicketTypeChoice: ResolverTypeWrapper<TicketTypeChoice>;
  TicketTypeInput: TicketTypeInput;
  TransferPolicy: ResolverTypeWrapper<TransferPolicy>;
  TransferPolicyInput: TransferPolicyInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<UserRowModel>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  WaitingListEntry: ResolverTypeWrapper<WaitingListEntryViewModel>;
  WaitingListJoined: ResolverTypeWrapper<WaitingListJoinedViewModel>;
  WaitingListOffer: ResolverTypeWrapper<WaitingListOfferViewModel>;
  WaitingListPolicy: ResolverTypeWrapper<WaitingListPolicy>;
  WaitingListPolicyInput: WaitingListPolicyInput;
  WaitingListStatus: WaitingListStatus;
  WaitingPlace: ResolverTypeWrapper<PlaceViewModel>;
  WaitingPlaceState: WaitingPlaceState;
  WaitingRoom: ResolverTypeWrapper<ManagedWaitingRoomViewModel>;
  WaitingRoomInput: WaitingRoomInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AnswerInput: AnswerInput;
  Attendee: Attendee;
  AttendeeCheckIn: AttendeeCheckIn;
  AttendeeCheckInInput: AttendeeCheckInInput;
  AttendeeCheckInResult: AttendeeCheckInResult;
  AttendeePage: AttendeePage;
  AttendeeSearchInput: AttendeeSearchInput;
  AuditLogChange: AuditLogChange;
  AuditLogEntry: AuditLogEntry;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: AuditLogPage;
  Boolean: Scalars['Boolean']['output'];
  BulkAction: BulkActionViewModel;
  BulkActionInput: BulkActionInput;
  Cancellation: Cancellation;
  CancellationFailure: CancellationFailure;
  CheckInConflict: Omit<CheckInConflict, 'ticket'> & { ticket: ResolversParentTypes['CheckInTicket'] };
  CheckInCounts: CheckInCountsViewModel;
  CheckInInput: CheckInInput;
  CheckInList: CheckInListRowModel;
  CheckInListInput: CheckInListInput;
  CheckInRecord: CheckInRecord;
  CheckInResult: CheckInResultViewModel;
  CheckInTicket: CheckInTicketViewModel;
  CheckInUpload: Omit<CheckInUpload, 'results'> & { results: Array<ResolversParentTypes['CheckInResult']> };
  CodeOffer: CodeOfferModel;
  CreateOrganizationInput: CreateOrganizationInput;
  CurrencyRevenue: CurrencyRevenue;
  DashboardArrivalHour: DashboardArrivalHour;
  DashboardCheckInList: DashboardCheckInList;
  DashboardDay: DashboardDay;
  DashboardHour: DashboardHour;
  DashboardTicketType: DashboardTicketType;
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountPayload: DeleteAccountPayload;
  Event: EventRowModel;
  EventCancellation: EventCancellation;
  EventConnection: EventConnectionModel;
  EventDashboard: EventDashboard;
  EventInput: EventInput;
  EventOrganizer: OrganizationRowModel;
  EventSales: EventSales;
  FaqEntry: FaqEntry;
  FaqEntryInput: FaqEntryInput;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Image: ImageViewModel;
  Int: Scalars['Int']['output'];
  InviteMemberInput: InviteMemberInput;
  Message: MessageViewModel;
  MessageInput: MessageInput;
  MessagePreview: MessagePreview;
  MessageRecipient: RecipientViewModel;
  MessageRecipientPage: Omit<MessageRecipientPage, 'items'> & { items: Array<ResolversParentTypes['MessageRecipient']> };
  MessageRecipientsInput: MessageRecipientsInput;
  Mutation: Record<PropertyKey, never>;
  Order: OrderViewModel;
  OrderActionInput: OrderActionInput;
  OrderAnswer: AnswerViewModel;
  OrderDetail: Omit<OrderDetail, 'order' | 'tickets'> & { order: ResolversParentTypes['Order'], tickets: Array<ResolversParentTypes['OrderDetailTicket']> };
  OrderDetailTicket: OrderDetailTicketViewModel;
  OrderDetailsInput: OrderDetailsInput;
  OrderHistoryChange: OrderHistoryChange;
  OrderHistoryEntry: OrderHistoryEntry;
  OrderLine: OrderLineRowModel;
  OrderMail: OrderMail;
  OrderPayment: OrderPayment;
  OrderSearchInput: OrderSearchInput;
  OrderSearchPage: Omit<OrderSearchPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Order']> };
  Organization: OrganizationRowModel;
  OrganizationDashboard: OrganizationDashboard;
  OrganizationDashboardEvent: OrganizationDashboardEvent;
  OrganizationInvitation: InvitationRowModel;
  OrganizationMember: MemberViewModel;
  PageInfo: PageInfo;
  PassingOn: PassingOn;
  PaymentSession: PaymentSessionModel;
  PendingInvitation: PendingInvitation;
  PromoCode: PromoCodeViewModel;
  PromoCodeBatchInput: PromoCodeBatchInput;
  PromoCodeInput: PromoCodeInput;
  PublicWaitingRoom: PublicWaitingRoomViewModel;
  Query: Record<PropertyKey, never>;
  Question: QuestionRowModel;
  QuestionInput: QuestionInput;
  Refund: RefundRowModel;
  RefundPolicy: RefundPolicy;
  RefundPolicyInput: RefundPolicyInput;
  Reservation: ReservationViewModel;
  ReserveInput: ReserveInput;
  ReserveLineInput: ReserveLineInput;
  RevokedTicket: RevokedTicket;
  ScannableEvent: EventRowModel;
  ScannerCheckIn: ScannerCheckIn;
  ScannerData: ScannerDataViewModel;
  ScannerTicket: ScannerTicket;
  ScannerTicketType: ScannerTicketType;
  StaffOrderInput: StaffOrderInput;
  StaffOrderLineInput: StaffOrderLineInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Ticket: TicketViewModel;
  TicketChangePayment: TicketChangePayment;
  TicketChangePaymentSession: TicketChangePaymentSession;
  TicketListState: TicketListState;
  TicketOffer: TransferInvitationModel;
  TicketTransfer: TicketTransferRowModel;
  TicketType: TicketTypeViewModel;
  TicketTypeChange: TicketTypeChange;
  TicketTypeCheckInCount: TicketTypeCheckInCount;
  TicketTypeChoice: TicketTypeChoice;
  TicketTypeInput: TicketTypeInput;
  TransferPolicy: TransferPolicy;
  TransferPolicyInput: TransferPolicyInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateProfileInput: UpdateProfileInput;
  User: UserRowModel;
  Viewer: ViewerModel;
  WaitingListEntry: WaitingListEntryViewModel;
  WaitingListJoined: WaitingListJoinedViewModel;
  WaitingListOffer: WaitingListOfferViewModel;
  WaitingListPolicy: WaitingListPolicy;
  WaitingListPolicyInput: WaitingListPolicyInput;
  WaitingPlace: PlaceViewModel;
  WaitingRoom: ManagedWaitingRoomViewModel;
  WaitingRoomInput: WaitingRoomInput;
};

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AttendeeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Attendee'] = ResolversParentTypes['Attendee']> = {
  attendeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkIns?: Resolver<Array<ResolversTypes['AttendeeCheckIn']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TicketState'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttendeeCheckInResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendeeCheckIn'] = ResolversParentTypes['AttendeeCheckIn']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inside?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttendeeCheckInResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendeeCheckInResult'] = ResolversParentTypes['AttendeeCheckInResult']> = {
  attendee?: Resolver<ResolversTypes['Attendee'], ParentType, ContextType>;
  firstCheckIn?: Resolver<Maybe<ResolversTypes['CheckInRecord']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CheckInOutcome'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['CheckInRejection']>, ParentType, ContextType>;
};

export type AttendeePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendeePage'] = ResolversParentTypes['AttendeePage']> = {
  attendees?: Resolver<Array<ResolversTypes['Attendee']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditLogChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogChange'] = ResolversParentTypes['AuditLogChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditLogChange']>, ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  eventTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BulkActionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BulkAction'] = ResolversParentTypes['BulkAction']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BulkActionKind'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BulkActionStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CancellationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cancellation'] = ResolversParentTypes['Cancellation']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  policy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CancellationFailureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CancellationFailure'] = ResolversParentTypes['CancellationFailure']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CheckInConflictResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckInConflict'] = ResolversParentTypes['CheckInConflict']> = {
  first?: Resolver<ResolversTypes['CheckInRecord'], ParentType, ContextType>;
  listName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  second?: Resolver<ResolversTypes['CheckInRecord'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['CheckInTicket'], ParentType, ContextType>;
};

export type CheckInCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckInCounts'] = ResolversParentTypes['CheckInCounts']> = {
  byTicketType?: Resolver<Array<ResolversTypes['TicketTypeCheckInCount']>, ParentType, ContextType>;
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inside?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckInListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckInList'] = ResolversParentTypes['CheckInList']> = {
  allTicketTypes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowReentry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['CheckInCounts'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  opensMinutesBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticketTypeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CheckInRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckInRecord'] = ResolversParentTypes['CheckInRecord']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckInResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckInResult'] = ResolversParentTypes['CheckInResult']> = {
  conflict?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstCheckIn?: Resolver<Maybe<ResolversTypes['CheckInRecord']>, ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CheckInOutcome'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['CheckInRejection']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['CheckInTicket']>, ParentType, ContextType>;
};

export type CheckInTicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckInTicket'] = ResolversParentTypes['CheckInTicket']> = {
  attendeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doorNotes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckInUploadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckInUpload'] = ResolversParentTypes['CheckInUpload']> = {
  conflicts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['CheckInResult']>, ParentType, ContextType>;
};

export type CodeOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CodeOffer'] = ResolversParentTypes['CodeOffer']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromoCodeStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketTypeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CurrencyRevenueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CurrencyRevenue'] = ResolversParentTypes['CurrencyRevenue']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardArrivalHourResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardArrivalHour'] = ResolversParentTypes['DashboardArrivalHour']> = {
  arrivals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DashboardCheckInListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardCheckInList'] = ResolversParentTypes['DashboardCheckInList']> = {
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['DashboardArrivalHour']>, ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardDay'] = ResolversParentTypes['DashboardDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardHourResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardHour'] = ResolversParentTypes['DashboardHour']> = {
  hour?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  netMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardTicketTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardTicketType'] = ResolversParentTypes['DashboardTicketType']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], unknown> {
  name: 'DateTime';
}

export type DeleteAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = {
  deletedUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  cancellation?: Resolver<Maybe<ResolversTypes['EventCancellation']>, ParentType, ContextType>;
  checkInLists?: Resolver<Array<ResolversTypes['CheckInList']>, ParentType, ContextType>;
  codeOffer?: Resolver<Maybe<ResolversTypes['CodeOffer']>, ParentType, ContextType, Partial<EventCodeOfferArgs>>;
  coverImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endsAtLocal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowestPriceMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  managedWaitingRoom?: Resolver<Maybe<ResolversTypes['WaitingRoom']>, ParentType, ContextType>;
  organizer?: Resolver<ResolversTypes['EventOrganizer'], ParentType, ContextType>;
  promoCodes?: Resolver<Array<ResolversTypes['PromoCode']>, ParentType, ContextType, Partial<EventPromoCodesArgs>>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType, Partial<EventQuestionsArgs>>;
  refundPolicy?: Resolver<ResolversTypes['RefundPolicy'], ParentType, ContextType>;
  reminderHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sales?: Resolver<Maybe<ResolversTypes['EventSales']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startsAtLocal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketTypes?: Resolver<Array<ResolversTypes['TicketType']>, ParentType, ContextType, Partial<EventTicketTypesArgs>>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transferPolicy?: Resolver<ResolversTypes['TransferPolicy'], ParentType, ContextType>;
  venueAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
  waitingList?: Resolver<Array<ResolversTypes['WaitingListEntry']>, ParentType, ContextType>;
  waitingListPolicy?: Resolver<ResolversTypes['WaitingListPolicy'], ParentType, ContextType>;
  waitingRoom?: Resolver<Maybe<ResolversTypes['PublicWaitingRoom']>, ParentType, ContextType>;
};

export type EventCancellationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventCancellation'] = ResolversParentTypes['EventCancellation']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failures?: Resolver<Array<ResolversTypes['CancellationFailure']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BulkActionStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventDashboard'] = ResolversParentTypes['EventDashboard']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkInLists?: Resolver<Array<ResolversTypes['DashboardCheckInList']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  grossMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['DashboardHour']>, ParentType, ContextType>;
  netMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ticketTypes?: Resolver<Array<ResolversTypes['DashboardTicketType']>, ParentType, ContextType>;
  ticketsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventOrganizerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventOrganizer'] = ResolversParentTypes['EventOrganizer']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventSalesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventSales'] = ResolversParentTypes['EventSales']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersToRefund?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  revenueMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ticketsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], unknown> {
  name: 'File';
}

export type ImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  srcSet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ImageUrlArgs, 'width'>>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  audience?: Resolver<ResolversTypes['MessageAudience'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MessageKind'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratePerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagePreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePreview'] = ResolversParentTypes['MessagePreview']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageRecipientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessageRecipient'] = ResolversParentTypes['MessageRecipient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageRecipientStatus'], ParentType, ContextType>;
};

export type MessageRecipientPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessageRecipientPage'] = ResolversParentTypes['MessageRecipientPage']> = {
  items?: Resolver<Array<ResolversTypes['MessageRecipient']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'id'>>;
  acceptTicketTransfer?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationAcceptTicketTransferArgs, 'attendeeName' | 'token'>>;
  cancelEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCancelEventArgs, 'id'>>;
  cancelMyOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelMyOrderArgs, 'expectedAmountMinor' | 'id'>>;
  cancelOrder?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'input' | 'notifyBuyer' | 'refund'>>;
  cancelReservation?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelReservationArgs, 'id'>>;
  cancelTicketTransfer?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationCancelTicketTransferArgs, 'ticketId'>>;
  changeMemberRole?: Resolver<ResolversTypes['OrganizationMember'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'organizationId' | 'role' | 'userId'>>;
  changeTicketType?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationChangeTicketTypeArgs, 'input' | 'ticketId' | 'ticketTypeId'>>;
  checkIn?: Resolver<ResolversTypes['CheckInResult'], ParentType, ContextType, RequireFields<MutationCheckInArgs, 'input'>>;
  checkInAttendee?: Resolver<ResolversTypes['AttendeeCheckInResult'], ParentType, ContextType, RequireFields<MutationCheckInAttendeeArgs, 'input'>>;
  claimOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationClaimOrderArgs, 'claimToken' | 'id'>>;
  configureWaitingRoom?: Resolver<ResolversTypes['WaitingRoom'], ParentType, ContextType, RequireFields<MutationConfigureWaitingRoomArgs, 'eventId' | 'input'>>;
  confirmEmailAddress?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationConfirmEmailAddressArgs, 'token'>>;
  confirmWaitingListEntry?: Resolver<ResolversTypes['WaitingListJoined'], ParentType, ContextType, RequireFields<MutationConfirmWaitingListEntryArgs, 'token'>>;
  createCheckInList?: Resolver<ResolversTypes['CheckInList'], ParentType, ContextType, RequireFields<MutationCreateCheckInListArgs, 'eventId' | 'input'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input' | 'organizationId'>>;
  createOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createPromoCode?: Resolver<ResolversTypes['PromoCode'], ParentType, ContextType, RequireFields<MutationCreatePromoCodeArgs, 'eventId' | 'input'>>;
  createPromoCodeBatch?: Resolver<Array<ResolversTypes['PromoCode']>, ParentType, ContextType, RequireFields<MutationCreatePromoCodeBatchArgs, 'eventId' | 'input'>>;
  createQuestion?: Resolver<ResolversTypes['Question'], ParentType, ContextType, RequireFields<MutationCreateQuestionArgs, 'eventId' | 'input'>>;
  createTicketType?: Resolver<ResolversTypes['TicketType'], ParentType, ContextType, RequireFields<MutationCreateTicketTypeArgs, 'eventId' | 'input'>>;
  declineInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineInvitationArgs, 'id'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType>;
  deleteCheckInList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCheckInListArgs, 'id'>>;
  deletePromoCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePromoCodeArgs, 'id'>>;
  deleteQuestion?: Resolver<ResolversTypes['Question'], ParentType, ContextType, RequireFields<MutationDeleteQuestionArgs, 'id'>>;
  deleteTicketType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTicketTypeArgs, 'id'>>;
  endEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationEndEventArgs, 'id'>>;
  extendOrderHold?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationExtendOrderHoldArgs, 'input' | 'minutes'>>;
  inviteMember?: Resolver<ResolversTypes['OrganizationInvitation'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input' | 'organizationId'>>;
  joinWaitingList?: Resolver<ResolversTypes['WaitingListJoined'], ParentType, ContextType, RequireFields<MutationJoinWaitingListArgs, 'quantity' | 'ticketTypeId'>>;
  joinWaitingRoom?: Resolver<ResolversTypes['WaitingPlace'], ParentType, ContextType, RequireFields<MutationJoinWaitingRoomArgs, 'eventId' | 'proof'>>;
  leaveOrganization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveOrganizationArgs, 'organizationId'>>;
  markOrderPaid?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationMarkOrderPaidArgs, 'input' | 'method'>>;
  moveQuestion?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType, RequireFields<MutationMoveQuestionArgs, 'id' | 'up'>>;
  offerWaitingListPlaces?: Resolver<ResolversTypes['WaitingListEntry'], ParentType, ContextType, RequireFields<MutationOfferWaitingListPlacesArgs, 'entryId'>>;
  passTicketOn?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationPassTicketOnArgs, 'email' | 'ticketId'>>;
  payTicketChange?: Resolver<ResolversTypes['TicketChangePaymentSession'], ParentType, ContextType, RequireFields<MutationPayTicketChangeArgs, 'id' | 'token'>>;
  publishEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationPublishEventArgs, 'id'>>;
  refundOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'id'>>;
  refundOrderFromDetail?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationRefundOrderFromDetailArgs, 'input' | 'notifyBuyer'>>;
  removeEventImage?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRemoveEventImageArgs, 'eventId' | 'imageId'>>;
  removeMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'organizationId' | 'userId'>>;
  removeProfilePhoto?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  removeWaitingListEntry?: Resolver<ResolversTypes['WaitingListEntry'], ParentType, ContextType, RequireFields<MutationRemoveWaitingListEntryArgs, 'entryId'>>;
  renameAttendee?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationRenameAttendeeArgs, 'attendeeName' | 'input' | 'ticketId'>>;
  resendOrderMail?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationResendOrderMailArgs, 'input'>>;
  reserveForBuyer?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationReserveForBuyerArgs, 'input'>>;
  reserveTickets?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationReserveTicketsArgs, 'eventId' | 'input'>>;
  retryCancellationRefunds?: Resolver<ResolversTypes['EventCancellation'], ParentType, ContextType, RequireFields<MutationRetryCancellationRefundsArgs, 'eventId'>>;
  revokeInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'id'>>;
  revokeOrderAccessLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeOrderAccessLinkArgs, 'id'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'eventId' | 'input'>>;
  sendTestMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSendTestMessageArgs, 'eventId' | 'input'>>;
  setEventFeatured?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSetEventFeaturedArgs, 'featured' | 'id'>>;
  setOrderDetails?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetOrderDetailsArgs, 'id' | 'input'>>;
  setRefundPolicy?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSetRefundPolicyArgs, 'eventId' | 'input'>>;
  setReminderHours?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSetReminderHoursArgs, 'eventId' | 'hours'>>;
  setTransferPolicy?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSetTransferPolicyArgs, 'eventId' | 'input'>>;
  setWaitingListPolicy?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSetWaitingListPolicyArgs, 'eventId' | 'input'>>;
  startBulkAction?: Resolver<ResolversTypes['BulkAction'], ParentType, ContextType, RequireFields<MutationStartBulkActionArgs, 'eventId' | 'input'>>;
  startPayment?: Resolver<ResolversTypes['PaymentSession'], ParentType, ContextType, RequireFields<MutationStartPaymentArgs, 'id'>>;
  undoAttendeeCheckIn?: Resolver<ResolversTypes['Attendee'], ParentType, ContextType, RequireFields<MutationUndoAttendeeCheckInArgs, 'listId' | 'ticketId'>>;
  undoCheckIn?: Resolver<ResolversTypes['CheckInCounts'], ParentType, ContextType, RequireFields<MutationUndoCheckInArgs, 'eventId' | 'nonce'>>;
  updateCheckInList?: Resolver<ResolversTypes['CheckInList'], ParentType, ContextType, RequireFields<MutationUpdateCheckInListArgs, 'id' | 'input'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updatePromoCode?: Resolver<ResolversTypes['PromoCode'], ParentType, ContextType, RequireFields<MutationUpdatePromoCodeArgs, 'id' | 'input'>>;
  updateQuestion?: Resolver<ResolversTypes['Question'], ParentType, ContextType, RequireFields<MutationUpdateQuestionArgs, 'id' | 'input'>>;
  updateTicketType?: Resolver<ResolversTypes['TicketType'], ParentType, ContextType, RequireFields<MutationUpdateTicketTypeArgs, 'id' | 'input'>>;
  uploadCheckIns?: Resolver<ResolversTypes['CheckInUpload'], ParentType, ContextType, RequireFields<MutationUploadCheckInsArgs, 'scans'>>;
  uploadEventImage?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUploadEventImageArgs, 'eventId' | 'file' | 'kind'>>;
  uploadProfilePhoto?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUploadProfilePhotoArgs, 'file'>>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  answers?: Resolver<Array<ResolversTypes['OrderAnswer']>, ParentType, ContextType>;
  buyerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detailsComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  holdExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holdSecondsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latePayment?: Resolver<Maybe<ResolversTypes['LatePayment']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  openedWithAccessLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentProvider?: Resolver<Maybe<ResolversTypes['PaymentProviderKind']>, ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  refundedMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  ticketsMailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAnswer'] = ResolversParentTypes['OrderAnswer']> = {
  kind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderDetail'] = ResolversParentTypes['OrderDetail']> = {
  history?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mails?: Resolver<Array<ResolversTypes['OrderMail']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
  placesHeld?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundableMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['OrderDetailTicket']>, ParentType, ContextType>;
  typeChanges?: Resolver<Array<ResolversTypes['TicketTypeChange']>, ParentType, ContextType>;
  typeChoices?: Resolver<Array<ResolversTypes['TicketTypeChoice']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDetailTicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderDetailTicket'] = ResolversParentTypes['OrderDetailTicket']> = {
  attendeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkIns?: Resolver<Array<ResolversTypes['TicketListState']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transfers?: Resolver<Array<ResolversTypes['TicketTransfer']>, ParentType, ContextType>;
};

export type OrderHistoryChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderHistoryChange'] = ResolversParentTypes['OrderHistoryChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderHistoryEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['OrderHistoryChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  attendeeNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listUnitPriceMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderMailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderMail'] = ResolversParentTypes['OrderMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderMailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['OfflinePaymentMethod']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderSearchPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderSearchPage'] = ResolversParentTypes['OrderSearchPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['OrganizationInvitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['OrganizationMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
};

export type OrganizationDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrganizationDashboard'] = ResolversParentTypes['OrganizationDashboard']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['DashboardDay']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['OrganizationDashboardEvent']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revenue?: Resolver<Maybe<Array<ResolversTypes['CurrencyRevenue']>>, ParentType, ContextType>;
  ticketsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationDashboardEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrganizationDashboardEvent'] = ResolversParentTypes['OrganizationDashboardEvent']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  netMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  ticketsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationInvitationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrganizationInvitation'] = ResolversParentTypes['OrganizationInvitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['OrganizationRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
};

export type OrganizationMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrganizationMember'] = ResolversParentTypes['OrganizationMember']> = {
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['OrganizationRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PassingOnResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PassingOn'] = ResolversParentTypes['PassingOn']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  policy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentSession'] = ResolversParentTypes['PaymentSession']> = {
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['PaymentProviderKind']>, ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PendingInvitationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PendingInvitation'] = ResolversParentTypes['PendingInvitation']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['OrganizationRole'], ParentType, ContextType>;
};

export type PromoCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromoCode'] = ResolversParentTypes['PromoCode']> = {
  batch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountGivenMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxUsesPerOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersPaid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMode?: Resolver<ResolversTypes['PromoPriceMode'], ParentType, ContextType>;
  priceValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservesPlaces?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revealsHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revenueMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromoCodeStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketTypeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validFromLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validUntilLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublicWaitingRoomResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicWaitingRoom'] = ResolversParentTypes['PublicWaitingRoom']> = {
  joinUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joiningOpensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first' | 'organizationId'>>;
  bulkAction?: Resolver<ResolversTypes['BulkAction'], ParentType, ContextType, RequireFields<QueryBulkActionArgs, 'id'>>;
  checkInConflicts?: Resolver<Array<ResolversTypes['CheckInConflict']>, ParentType, ContextType, RequireFields<QueryCheckInConflictsArgs, 'eventId'>>;
  checkInCounts?: Resolver<ResolversTypes['CheckInCounts'], ParentType, ContextType, RequireFields<QueryCheckInCountsArgs, 'listId'>>;
  discoverEvents?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, RequireFields<QueryDiscoverEventsArgs, 'first' | 'timeZone'>>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventArgs, 'slug'>>;
  eventAttendees?: Resolver<ResolversTypes['AttendeePage'], ParentType, ContextType, RequireFields<QueryEventAttendeesArgs, 'eventId'>>;
  eventBulkActions?: Resolver<Array<ResolversTypes['BulkAction']>, ParentType, ContextType, RequireFields<QueryEventBulkActionsArgs, 'eventId'>>;
  eventDashboard?: Resolver<ResolversTypes['EventDashboard'], ParentType, ContextType, RequireFields<QueryEventDashboardArgs, 'eventId'>>;
  eventMessages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType, RequireFields<QueryEventMessagesArgs, 'eventId'>>;
  eventOrderSearch?: Resolver<ResolversTypes['OrderSearchPage'], ParentType, ContextType, RequireFields<QueryEventOrderSearchArgs, 'eventId'>>;
  featuredEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryFeaturedEventsArgs, 'first'>>;
  managedOrder?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<QueryManagedOrderArgs, 'code' | 'eventId'>>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<QueryMessageArgs, 'id'>>;
  messagePreview?: Resolver<ResolversTypes['MessagePreview'], ParentType, ContextType, RequireFields<QueryMessagePreviewArgs, 'eventId' | 'input'>>;
  messageRecipients?: Resolver<ResolversTypes['MessageRecipientPage'], ParentType, ContextType, RequireFields<QueryMessageRecipientsArgs, 'messageId'>>;
  myTickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  myWaitingPlace?: Resolver<Maybe<ResolversTypes['WaitingPlace']>, ParentType, ContextType, RequireFields<QueryMyWaitingPlaceArgs, 'eventId'>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'slug'>>;
  organizationDashboard?: Resolver<ResolversTypes['OrganizationDashboard'], ParentType, ContextType, RequireFields<QueryOrganizationDashboardArgs, 'organizationId'>>;
  scannableEvents?: Resolver<Array<ResolversTypes['ScannableEvent']>, ParentType, ContextType>;
  scannerData?: Resolver<ResolversTypes['ScannerData'], ParentType, ContextType, RequireFields<QueryScannerDataArgs, 'eventSlug'>>;
  ticket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  ticketChangePayment?: Resolver<ResolversTypes['TicketChangePayment'], ParentType, ContextType, RequireFields<QueryTicketChangePaymentArgs, 'id' | 'token'>>;
  ticketOffer?: Resolver<ResolversTypes['TicketOffer'], ParentType, ContextType, RequireFields<QueryTicketOfferArgs, 'token'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'first'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  waitingListOffer?: Resolver<ResolversTypes['WaitingListOffer'], ParentType, ContextType, RequireFields<QueryWaitingListOfferArgs, 'token'>>;
  waitingRoomChallenge?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryWaitingRoomChallengeArgs, 'eventId'>>;
};

export type QuestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  helpText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['QuestionScope'], ParentType, ContextType>;
  showAtDoor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ticketTypeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RefundResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
  ticketCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RefundPolicyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefundPolicy'] = ResolversParentTypes['RefundPolicy']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['RefundPolicyMode'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReservationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation']> = {
  claimToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type RevokedTicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RevokedTicket'] = ResolversParentTypes['RevokedTicket']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CheckInRejection'], ParentType, ContextType>;
  shortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScannableEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScannableEvent'] = ResolversParentTypes['ScannableEvent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScannerCheckInResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScannerCheckIn'] = ResolversParentTypes['ScannerCheckIn']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inside?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ScannerDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScannerData'] = ResolversParentTypes['ScannerData']> = {
  asOf?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  checkIns?: Resolver<Array<ResolversTypes['ScannerCheckIn']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['CheckInList']>, ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revoked?: Resolver<Array<ResolversTypes['RevokedTicket']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ticketTypes?: Resolver<Array<ResolversTypes['ScannerTicketType']>, ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['ScannerTicket']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScannerTicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScannerTicket'] = ResolversParentTypes['ScannerTicket']> = {
  attendeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doorNotes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScannerTicketTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScannerTicketType'] = ResolversParentTypes['ScannerTicketType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  eventCancellationChanged?: SubscriptionResolver<Maybe<ResolversTypes['EventCancellation']>, "eventCancellationChanged", ParentType, ContextType, RequireFields<SubscriptionEventCancellationChangedArgs, 'eventId'>>;
  eventDashboardChanged?: SubscriptionResolver<ResolversTypes['EventDashboard'], "eventDashboardChanged", ParentType, ContextType, RequireFields<SubscriptionEventDashboardChangedArgs, 'eventId'>>;
  messageChanged?: SubscriptionResolver<ResolversTypes['Message'], "messageChanged", ParentType, ContextType, RequireFields<SubscriptionMessageChangedArgs, 'id'>>;
  orderChanged?: SubscriptionResolver<ResolversTypes['Order'], "orderChanged", ParentType, ContextType, RequireFields<SubscriptionOrderChangedArgs, 'id'>>;
  organizationDashboardChanged?: SubscriptionResolver<ResolversTypes['OrganizationDashboard'], "organizationDashboardChanged", ParentType, ContextType, RequireFields<SubscriptionOrganizationDashboardChangedArgs, 'organizationId'>>;
  waitingPlaceChanged?: SubscriptionResolver<Maybe<ResolversTypes['WaitingPlace']>, "waitingPlaceChanged", ParentType, ContextType, RequireFields<SubscriptionWaitingPlaceChangedArgs, 'eventId'>>;
};

export type TicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = {
  attendeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  calendar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  passedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passingOn?: Resolver<Maybe<ResolversTypes['PassingOn']>, ParentType, ContextType>;
  pendingTransfer?: Resolver<Maybe<ResolversTypes['TicketTransfer']>, ParentType, ContextType>;
  qrSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TicketState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transfers?: Resolver<Array<ResolversTypes['TicketTransfer']>, ParentType, ContextType>;
};

export type TicketChangePaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketChangePayment'] = ResolversParentTypes['TicketChangePayment']> = {
  attendeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  differenceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fromTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketTypeChangeStatus'], ParentType, ContextType>;
  toTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketChangePaymentSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketChangePaymentSession'] = ResolversParentTypes['TicketChangePaymentSession']> = {
  change?: Resolver<ResolversTypes['TicketChangePayment'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['PaymentProviderKind']>, ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TicketListStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketListState'] = ResolversParentTypes['TicketListState']> = {
  checkedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deviceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  inside?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketOffer'] = ResolversParentTypes['TicketOffer']> = {
  closedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  fromEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketTransferStatus'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketTransferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketTransfer'] = ResolversParentTypes['TicketTransfer']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketTransferStatus'], ParentType, ContextType>;
  toEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TicketTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketType'] = ResolversParentTypes['TicketType']> = {
  availability?: Resolver<ResolversTypes['TicketAvailability'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPerOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minPerOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerPriceMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantitySold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salesEndAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  salesEndAtLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesStartAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  salesStartAtLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingListOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TicketTypeChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketTypeChange'] = ResolversParentTypes['TicketTypeChange']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  differenceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fromTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketTypeChangeStatus'], ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketTypeCheckInCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketTypeCheckInCount'] = ResolversParentTypes['TicketTypeCheckInCount']> = {
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TicketTypeChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TicketTypeChoice'] = ResolversParentTypes['TicketTypeChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TransferPolicyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransferPolicy'] = ResolversParentTypes['TransferPolicy']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closesHoursBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  isPlatformAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  pendingInvitations?: Resolver<Array<ResolversTypes['PendingInvitation']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type WaitingListEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitingListEntry'] = ResolversParentTypes['WaitingListEntry']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  offerExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  offeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListStatus'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type WaitingListJoinedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitingListJoined'] = ResolversParentTypes['WaitingListJoined']> = {
  confirmationSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListStatus'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitingListOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitingListOffer'] = ResolversParentTypes['WaitingListOffer']> = {
  closedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WaitingListStatus'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WaitingListPolicyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitingListPolicy'] = ResolversParentTypes['WaitingListPolicy']> = {
  autoOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipGroups?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitingPlaceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitingPlace'] = ResolversParentTypes['WaitingPlace']> = {
  admissionExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  admissionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WaitingPlaceState'], ParentType, ContextType>;
  waitSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WaitingRoomResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WaitingRoom'] = ResolversParentTypes['WaitingRoom']> = {
  admitPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  admitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  autoArrivalsPerMinute?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holdMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  joined?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  opensAtLocal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preQueueMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratePerMinute?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Attendee?: AttendeeResolvers<ContextType>;
  AttendeeCheckIn?: AttendeeCheckInResolvers<ContextType>;
  AttendeeCheckInResult?: AttendeeCheckInResultResolvers<ContextType>;
  AttendeePage?: AttendeePageResolvers<ContextType>;
  AuditLogChange?: AuditLogChangeResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  BulkAction?: BulkActionResolvers<ContextType>;
  Cancellation?: CancellationResolvers<ContextType>;
  CancellationFailure?: CancellationFailureResolvers<ContextType>;
  CheckInConflict?: CheckInConflictResolvers<ContextType>;
  CheckInCounts?: CheckInCountsResolvers<ContextType>;
  CheckInList?: CheckInListResolvers<ContextType>;
  CheckInRecord?: CheckInRecordResolvers<ContextType>;
  CheckInResult?: CheckInResultResolvers<ContextType>;
  CheckInTicket?: CheckInTicketResolvers<ContextType>;
  CheckInUpload?: CheckInUploadResolvers<ContextType>;
  CodeOffer?: CodeOfferResolvers<ContextType>;
  CurrencyRevenue?: CurrencyRevenueResolvers<ContextType>;
  DashboardArrivalHour?: DashboardArrivalHourResolvers<ContextType>;
  DashboardCheckInList?: DashboardCheckInListResolvers<ContextType>;
  DashboardDay?: DashboardDayResolvers<ContextType>;
  DashboardHour?: DashboardHourResolvers<ContextType>;
  DashboardTicketType?: DashboardTicketTypeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventCancellation?: EventCancellationResolvers<ContextType>;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventDashboard?: EventDashboardResolvers<ContextType>;
  EventOrganizer?: EventOrganizerResolvers<ContextType>;
  EventSales?: EventSalesResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  File?: GraphQLScalarType;
  Image?: ImageResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePreview?: MessagePreviewResolvers<ContextType>;
  MessageRecipient?: MessageRecipientResolvers<ContextType>;
  MessageRecipientPage?: MessageRecipientPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAnswer?: OrderAnswerResolvers<ContextType>;
  OrderDetail?: OrderDetailResolvers<ContextType>;
  OrderDetailTicket?: OrderDetailTicketResolvers<ContextType>;
  OrderHistoryChange?: OrderHistoryChangeResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderMail?: OrderMailResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderSearchPage?: OrderSearchPageResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationDashboard?: OrganizationDashboardResolvers<ContextType>;
  OrganizationDashboardEvent?: OrganizationDashboardEventResolvers<ContextType>;
  OrganizationInvitation?: OrganizationInvitationResolvers<ContextType>;
  OrganizationMember?: OrganizationMemberResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PassingOn?: PassingOnResolvers<ContextType>;
  PaymentSession?: PaymentSessionResolvers<ContextType>;
  PendingInvitation?: PendingInvitationResolvers<ContextType>;
  PromoCode?: PromoCodeResolvers<ContextType>;
  PublicWaitingRoom?: PublicWaitingRoomResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundPolicy?: RefundPolicyResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  RevokedTicket?: RevokedTicketResolvers<ContextType>;
  ScannableEvent?: ScannableEventResolvers<ContextType>;
  ScannerCheckIn?: ScannerCheckInResolvers<ContextType>;
  ScannerData?: ScannerDataResolvers<ContextType>;
  ScannerTicket?: ScannerTicketResolvers<ContextType>;
  ScannerTicketType?: ScannerTicketTypeResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketChangePayment?: TicketChangePaymentResolvers<ContextType>;
  TicketChangePaymentSession?: TicketChangePaymentSessionResolvers<ContextType>;
  TicketListState?: TicketListStateResolvers<ContextType>;
  TicketOffer?: TicketOfferResolvers<ContextType>;
  TicketTransfer?: TicketTransferResolvers<ContextType>;
  TicketType?: TicketTypeResolvers<ContextType>;
  TicketTypeChange?: TicketTypeChangeResolvers<ContextType>;
  TicketTypeCheckInCount?: TicketTypeCheckInCountResolvers<ContextType>;
  TicketTypeChoice?: TicketTypeChoiceResolvers<ContextType>;
  TransferPolicy?: TransferPolicyResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WaitingListEntry?: WaitingListEntryResolvers<ContextType>;
  WaitingListJoined?: WaitingListJoinedResolvers<ContextType>;
  WaitingListOffer?: WaitingListOfferResolvers<ContextType>;
  WaitingListPolicy?: WaitingListPolicyResolvers<ContextType>;
  WaitingPlace?: WaitingPlaceResolvers<ContextType>;
  WaitingRoom?: WaitingRoomResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  public?: PublicDirectiveResolver<unknown, unknown, ContextType>;
};
