import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow as UserRowModel } from '../../modules/identity/tables.ts';
import type { Viewer as ViewerModel } from '../../modules/identity/viewer.ts';
import type { OrganizationRow as OrganizationRowModel, InvitationRow as InvitationRowModel } from '../../modules/organizations/tables.ts';
import type { MemberView as MemberViewModel } from '../../modules/organizations/presenter.ts';
import type { EventRow as EventRowModel } from '../../modules/events/tables.ts';
import type { EventConnection as EventConnectionModel } from '../../modules/events/service.ts';
import type { ImageView as ImageViewModel } from '../../modules/media/presenter.ts';
import type { TicketTypeView as TicketTypeViewModel } from '../../modules/ticket-types/presenter.ts';
import type { OrderRow as OrderRowModel, OrderLineRow as OrderLineRowModel, RefundRow as RefundRowModel } from '../../modules/orders/tables.ts';
import type { ReservationView as ReservationViewModel } from '../../modules/orders/resolvers.ts';
import type { PaymentSession as PaymentSessionModel } from '../../modules/orders/service.ts';
import type { TicketView as TicketViewModel } from '../../modules/tickets/service.ts';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type CreateOrganizationInput = {
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};

export type DateFilter =
  | 'LATER'
  | 'THIS_WEEKEND'
  | 'TODAY';

export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  deletedUserId: Scalars['ID']['output'];
};

export type Event = {
  __typename?: 'Event';
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
  organizer: EventOrganizer;
  slug: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  /** Wall-clock times in the event's zone, YYYY-MM-DDTHH:mm, as edit forms show them. */
  startsAtLocal: Scalars['String']['output'];
  status: EventStatus;
  /** Plain text for previews and sharing, at most 200 characters. */
  summary: Scalars['String']['output'];
  /** Visible ticket types, in their sort order. A matching unlockCode reveals hidden ones; managers see all. */
  ticketTypes: Array<TicketType>;
  /** IANA time zone the event happens in. */
  timeZone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  venueAddress: Scalars['String']['output'];
  venueName: Scalars['String']['output'];
  /** The viewer's role in the event's organization, or null. */
  viewerRole?: Maybe<OrganizationRole>;
};


export type EventTicketTypesArgs = {
  unlockCode?: InputMaybe<Scalars['String']['input']>;
};

export type EventConnection = {
  __typename?: 'EventConnection';
  nodes: Array<Event>;
  pageInfo: PageInfo;
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

export type Mutation = {
  __typename?: 'Mutation';
  /** The invited person (verified email): they join with the invitation's role. */
  acceptInvitation: Organization;
  /** Owners and managers. A draft or published event is called off; paid orders are refunded (orders come later). */
  cancelEvent: Event;
  /** The buyer lets go of the hold; its tickets go back on sale. */
  cancelReservation: Order;
  /** Owners only. The last owner cannot step down. */
  changeMemberRole: OrganizationMember;
  /** The signed-in buyer takes over the order their browser started signed out. */
  claimOrder: Order;
  /** Owners and managers. */
  createEvent: Event;
  /** Any signed-in user; they become its owner. */
  createOrganization: Organization;
  /** Owners and managers. */
  createTicketType: TicketType;
  /** The invited person. Owners see it declined. */
  declineInvitation: Scalars['Boolean']['output'];
  /** Needs a sign-in within the last 5 minutes (REAUTHENTICATION_REQUIRED otherwise). */
  deleteAccount: DeleteAccountPayload;
  /** Owners and managers. Only a type with nothing sold can be deleted. */
  deleteTicketType: Scalars['Boolean']['output'];
  /** Owners and managers. A published event stops selling and shows as ended. */
  endEvent: Event;
  /** Owners only. The person with that (verified) email may accept it until it expires; inviting again renews it. */
  inviteMember: OrganizationInvitation;
  /** Any member. The last owner cannot leave. */
  leaveOrganization: Scalars['Boolean']['output'];
  /** Owners and managers. A draft with at least one ticket type becomes public. */
  publishEvent: Event;
  /** Owners and managers: refunds the whole order, or the tickets named. */
  refundOrder: Order;
  /** Owners and managers. */
  removeEventImage: Event;
  /** Owners only. The last owner cannot be removed. */
  removeMember: Scalars['Boolean']['output'];
  /** Anyone, signed in or not: holds the tickets for HOLD_MINUTES. */
  reserveTickets: Reservation;
  /** Owners only. */
  revokeInvitation: Scalars['Boolean']['output'];
  /** Platform admins only. */
  setEventFeatured: Event;
  setOrderDetails: Order;
  /** The signed-in buyer: a payment for the card form (a free order is paid at once). */
  startPayment: PaymentSession;
  /** Owners and managers. Ended and cancelled events cannot be edited. */
  updateEvent: Event;
  /** Owners only. */
  updateOrganization: Organization;
  updateProfile: User;
  /** Owners and managers. */
  updateTicketType: TicketType;
  /** Owners and managers. JPEG, PNG, WebP or GIF up to 10 MB; a new cover replaces the old one. */
  uploadEventImage: Event;
};


export type MutationAcceptInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelReservationArgs = {
  claimToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationChangeMemberRoleArgs = {
  organizationId: Scalars['ID']['input'];
  role: OrganizationRole;
  userId: Scalars['ID']['input'];
};


export type MutationClaimOrderArgs = {
  claimToken: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationCreateEventArgs = {
  input: EventInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationCreateOrganizationArgs = {
  input: CreateOrganizationInput;
};


export type MutationCreateTicketTypeArgs = {
  eventId: Scalars['ID']['input'];
  input: TicketTypeInput;
};


export type MutationDeclineInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTicketTypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationLeaveOrganizationArgs = {
  organizationId: Scalars['ID']['input'];
};


export type MutationPublishEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundOrderArgs = {
  id: Scalars['ID']['input'];
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


export type MutationReserveTicketsArgs = {
  eventId: Scalars['ID']['input'];
  input: ReserveInput;
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
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


export type MutationStartPaymentArgs = {
  id: Scalars['ID']['input'];
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


export type MutationUpdateTicketTypeArgs = {
  id: Scalars['ID']['input'];
  input: TicketTypeInput;
};


export type MutationUploadEventImageArgs = {
  alt?: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  file: Scalars['File']['input'];
  kind: EventImageKind;
};

export type Order = {
  __typename?: 'Order';
  buyerEmail?: Maybe<Scalars['String']['output']>;
  /** Whether a signed-in buyer owns the order (one started signed out is claimed when its buyer signs in). */
  claimed: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  detailsComplete: Scalars['Boolean']['output'];
  event: Event;
  holdExpiresAt: Scalars['DateTime']['output'];
  /** Seconds of the hold left as this was read, so a countdown runs on the reader's own clock, whatever its skew. */
  holdSecondsLeft: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  latePayment?: Maybe<LatePayment>;
  lines: Array<OrderLine>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last decline, in the card network's words; the hold stays. */
  paymentError?: Maybe<Scalars['String']['output']>;
  /** Who took the payment; null for a free order, or before payment starts. */
  paymentProvider?: Maybe<PaymentProviderKind>;
  refundedMinor: Scalars['Int']['output'];
  refunds: Array<Refund>;
  status: OrderStatus;
  tickets: Array<Ticket>;
  /** Computed on the server from the lines; integer minor units. */
  totalMinor: Scalars['Int']['output'];
};

export type OrderDetailsInput = {
  /** One per place, in the order of the order's lines. */
  attendeeNames: Array<Scalars['String']['input']>;
  buyerEmail: Scalars['String']['input'];
};

export type OrderLine = {
  __typename?: 'OrderLine';
  /** One per place, from the details step (empty before it). */
  attendeeNames: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  ticketTypeId: Scalars['ID']['output'];
  ticketTypeName: Scalars['String']['output'];
  totalMinor: Scalars['Int']['output'];
  /** Integer minor units of the order's currency. */
  unitPriceMinor: Scalars['Int']['output'];
};

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

export type Query = {
  __typename?: 'Query';
  /** Published events that have not ended, soonest first. `timeZone` is the visitor's, for TODAY and THIS_WEEKEND. */
  discoverEvents: EventConnection;
  /** A public (published, ended or cancelled) event, or any event of the viewer's organizations. NOT_FOUND otherwise. */
  event: Event;
  /** Owners and managers: the event's orders, newest first (holds in progress left out). */
  eventOrders: Array<Order>;
  /** Published upcoming events chosen for the home page slider. */
  featuredEvents: Array<Event>;
  /** The signed-in buyer's tickets, latest event first. */
  myTickets: Array<Ticket>;
  /** The buyer's, the browser's that started it (claimToken), or its event's owners' and managers'. */
  order: Order;
  /** Members only. */
  organization: Organization;
  /** One of the signed-in buyer's tickets. */
  ticket: Ticket;
  /** Platform admins only. */
  user: User;
  /** Platform admins only. */
  users: Array<User>;
  /** The signed-in user, or null for a visitor. A bad token is UNAUTHENTICATED. */
  viewer?: Maybe<Viewer>;
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


export type QueryEventOrdersArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryFeaturedEventsArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryOrderArgs = {
  claimToken?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryOrganizationArgs = {
  slug: Scalars['String']['input'];
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  first?: Scalars['Int']['input'];
};

export type Refund = {
  __typename?: 'Refund';
  amountMinor: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  status: RefundStatus;
  ticketCount: Scalars['Int']['output'];
};

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
  lines: Array<ReserveLineInput>;
  /** Unlocks hidden ticket types. */
  unlockCode?: InputMaybe<Scalars['String']['input']>;
};

export type ReserveLineInput = {
  quantity: Scalars['Int']['input'];
  ticketTypeId: Scalars['ID']['input'];
};

export type Ticket = {
  __typename?: 'Ticket';
  attendeeName: Scalars['String']['output'];
  /** The event as an iCalendar (.ics) file. */
  calendar: Scalars['String']['output'];
  /** The signed code its QR shows; the buyer's only, and null once void. */
  code?: Maybe<Scalars['String']['output']>;
  event: Event;
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  /** The order line it was bought on: a refund of this ticket returns that line's unit price. */
  orderLineId: Scalars['ID']['output'];
  /** The QR code as SVG markup, drawn on the server so the phone needs no QR library; as `code`. */
  qrSvg?: Maybe<Scalars['String']['output']>;
  status: TicketStatus;
  ticketTypeName: Scalars['String']['output'];
};

export type TicketAvailability =
  | 'NOT_YET_ON_SALE'
  | 'ON_SALE'
  | 'SALES_ENDED'
  | 'SOLD_OUT';

export type TicketStatus =
  | 'VALID'
  | 'VOID';

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
  /** Managers only (null for others). */
  unlockCode?: Maybe<Scalars['String']['output']>;
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
  unlockCode?: InputMaybe<Scalars['String']['input']>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateOrganizationInput: CreateOrganizationInput;
  DateFilter: DateFilter;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  Event: ResolverTypeWrapper<EventRowModel>;
  EventConnection: ResolverTypeWrapper<EventConnectionModel>;
  EventImageKind: EventImageKind;
  EventInput: EventInput;
  EventOrganizer: ResolverTypeWrapper<OrganizationRowModel>;
  EventStatus: EventStatus;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FaqEntryInput: FaqEntryInput;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageViewModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationStatus: InvitationStatus;
  InviteMemberInput: InviteMemberInput;
  LatePayment: LatePayment;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderRowModel>;
  OrderDetailsInput: OrderDetailsInput;
  OrderLine: ResolverTypeWrapper<OrderLineRowModel>;
  OrderStatus: OrderStatus;
  Organization: ResolverTypeWrapper<OrganizationRowModel>;
  OrganizationInvitation: ResolverTypeWrapper<InvitationRowModel>;
  OrganizationMember: ResolverTypeWrapper<MemberViewModel>;
  OrganizationRole: OrganizationRole;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentProviderKind: PaymentProviderKind;
  PaymentSession: ResolverTypeWrapper<PaymentSessionModel>;
  PendingInvitation: ResolverTypeWrapper<PendingInvitation>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<RefundRowModel>;
  RefundStatus: RefundStatus;
  Reservation: ResolverTypeWrapper<ReservationViewModel>;
  ReserveInput: ReserveInput;
  ReserveLineInput: ReserveLineInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Ticket: ResolverTypeWrapper<TicketViewModel>;
  TicketAvailability: TicketAvailability;
  TicketStatus: TicketStatus;
  TicketType: ResolverTypeWrapper<TicketTypeViewModel>;
  TicketTypeInput: TicketTypeInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<UserRowModel>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CreateOrganizationInput: CreateOrganizationInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountPayload: DeleteAccountPayload;
  Event: EventRowModel;
  EventConnection: EventConnectionModel;
  EventInput: EventInput;
  EventOrganizer: OrganizationRowModel;
  FaqEntry: FaqEntry;
  FaqEntryInput: FaqEntryInput;
  File: Scalars['File']['output'];
  ID: Scalars['ID']['output'];
  Image: ImageViewModel;
  Int: Scalars['Int']['output'];
  InviteMemberInput: InviteMemberInput;
  Mutation: Record<PropertyKey, never>;
  Order: OrderRowModel;
  OrderDetailsInput: OrderDetailsInput;
  OrderLine: OrderLineRowModel;
  Organization: OrganizationRowModel;
  OrganizationInvitation: InvitationRowModel;
  OrganizationMember: MemberViewModel;
  PageInfo: PageInfo;
  PaymentSession: PaymentSessionModel;
  PendingInvitation: PendingInvitation;
  Query: Record<PropertyKey, never>;
  Refund: RefundRowModel;
  Reservation: ReservationViewModel;
  ReserveInput: ReserveInput;
  ReserveLineInput: ReserveLineInput;
  String: Scalars['String']['output'];
  Ticket: TicketViewModel;
  TicketType: TicketTypeViewModel;
  TicketTypeInput: TicketTypeInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateProfileInput: UpdateProfileInput;
  User: UserRowModel;
  Viewer: ViewerModel;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], unknown> {
  name: 'DateTime';
}

export type DeleteAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = {
  deletedUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
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
  organizer?: Resolver<ResolversTypes['EventOrganizer'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startsAtLocal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketTypes?: Resolver<Array<ResolversTypes['TicketType']>, ParentType, ContextType, Partial<EventTicketTypesArgs>>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
};

export type EventConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventOrganizerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventOrganizer'] = ResolversParentTypes['EventOrganizer']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'id'>>;
  cancelEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCancelEventArgs, 'id'>>;
  cancelReservation?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelReservationArgs, 'id'>>;
  changeMemberRole?: Resolver<ResolversTypes['OrganizationMember'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'organizationId' | 'role' | 'userId'>>;
  claimOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationClaimOrderArgs, 'claimToken' | 'id'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input' | 'organizationId'>>;
  createOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createTicketType?: Resolver<ResolversTypes['TicketType'], ParentType, ContextType, RequireFields<MutationCreateTicketTypeArgs, 'eventId' | 'input'>>;
  declineInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineInvitationArgs, 'id'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType>;
  deleteTicketType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTicketTypeArgs, 'id'>>;
  endEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationEndEventArgs, 'id'>>;
  inviteMember?: Resolver<ResolversTypes['OrganizationInvitation'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input' | 'organizationId'>>;
  leaveOrganization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveOrganizationArgs, 'organizationId'>>;
  publishEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationPublishEventArgs, 'id'>>;
  refundOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'id'>>;
  removeEventImage?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRemoveEventImageArgs, 'eventId' | 'imageId'>>;
  removeMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'organizationId' | 'userId'>>;
  reserveTickets?: Resolver<ResolversTypes['Reservation'], ParentType, ContextType, RequireFields<MutationReserveTicketsArgs, 'eventId' | 'input'>>;
  revokeInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'id'>>;
  setEventFeatured?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSetEventFeaturedArgs, 'featured' | 'id'>>;
  setOrderDetails?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetOrderDetailsArgs, 'id' | 'input'>>;
  startPayment?: Resolver<ResolversTypes['PaymentSession'], ParentType, ContextType, RequireFields<MutationStartPaymentArgs, 'id'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateTicketType?: Resolver<ResolversTypes['TicketType'], ParentType, ContextType, RequireFields<MutationUpdateTicketTypeArgs, 'id' | 'input'>>;
  uploadEventImage?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUploadEventImageArgs, 'eventId' | 'file' | 'kind'>>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  buyerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detailsComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  holdExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holdSecondsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latePayment?: Resolver<Maybe<ResolversTypes['LatePayment']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentProvider?: Resolver<Maybe<ResolversTypes['PaymentProviderKind']>, ParentType, ContextType>;
  refundedMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  attendeeNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ticketTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  discoverEvents?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, RequireFields<QueryDiscoverEventsArgs, 'first' | 'timeZone'>>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventArgs, 'slug'>>;
  eventOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryEventOrdersArgs, 'eventId'>>;
  featuredEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryFeaturedEventsArgs, 'first'>>;
  myTickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'slug'>>;
  ticket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'first'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RefundResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
  ticketCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReservationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Reservation'] = ResolversParentTypes['Reservation']> = {
  claimToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type TicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = {
  attendeeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  calendar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  qrSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  ticketTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantitySold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salesEndAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  salesEndAtLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesStartAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  salesStartAtLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unlockCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  isPlatformAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  pendingInvitations?: Resolver<Array<ResolversTypes['PendingInvitation']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  DateTime?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventOrganizer?: EventOrganizerResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  File?: GraphQLScalarType;
  Image?: ImageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationInvitation?: OrganizationInvitationResolvers<ContextType>;
  OrganizationMember?: OrganizationMemberResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentSession?: PaymentSessionResolvers<ContextType>;
  PendingInvitation?: PendingInvitationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  Reservation?: ReservationResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketType?: TicketTypeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

