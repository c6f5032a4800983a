import type { AuditEntityKind } from '@admit/shared';

/**
 * The words for each action the audit log records (audit/actions.ts in the API): what the order detail's history
 * and the audit log screen say, written once per name.
 */
const ACTION_WORDS: Record<string, string> = {
  'order.refund_requested': 'Refund asked for',
  'order.refunded': 'Refunded',
  'order.cancelled': 'Cancelled the order',
  'order.hold_extended': 'Extended the hold',
  'order.reserved_by_staff': 'Reserved for the buyer, to pay later',
  'order.marked_paid': 'Marked paid',
  'order.mail_resent': 'Sent the tickets again',
  'ticket.attendee_renamed': 'Renamed the attendee',
  'ticket.type_changed': 'Changed the ticket type',
  'ticket.type_change_requested': 'Asked the buyer to pay for a dearer type',
  'ticket.type_change_expired': 'Type change not paid in time',
  'checkin.manual': 'Checked in by hand',
  'checkin.undone': 'Undid a check-in',
  'ticket_type.created': 'Added a ticket type',
  'ticket_type.updated': 'Changed a ticket type',
  'ticket_type.deleted': 'Deleted a ticket type',
  'event.updated': 'Edited the event',
  'promo_code.created': 'Created promo codes',
  'promo_code.updated': 'Changed a promo code',
  'promo_code.deleted': 'Deleted a promo code',
  'event.published': 'Published the event',
  'event.ended': 'Ended the event',
  'event.cancelled': 'Cancelled the event',
  'member.role_changed': 'Changed a member’s role',
  'member.removed': 'Removed a member',
  'member.joined': 'Joined the team',
  'bulk.started': 'Started an action on many orders',
  'message.sent': 'Sent a message to attendees',
  'event.reminder_changed': 'Changed when holders are reminded',
  'event.waiting_room_changed': 'Changed the waiting room',
  'event.waiting_list_set': 'Changed the waiting list',
  'waiting_list.offered_by_hand': 'Offered places to a waiting list entry',
  'waiting_list.entry_removed': 'Removed a waiting list entry',
  'checkin.conflict': 'A door scan conflicted with an earlier entry',
  'payment.mismatch': 'A payment did not match its order, and was refunded',
};

export const actionWords = (action: string): string => ACTION_WORDS[action] ?? action;

/** Every action the screen can filter by, in the order above (orders first, then the event and the team). */
export const AUDIT_ACTION_NAMES = Object.keys(ACTION_WORDS);

/** A recorded field's name in words: "attendeeName" reads "attendee name". */
export const fieldWords = (field: string): string => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export const ENTITY_WORDS: Record<AuditEntityKind, string> = {
  order: 'Orders',
  ticket: 'Tickets',
  ticket_type: 'Ticket types',
  event: 'The event',
  membership: 'The team',
  check_in: 'Check-ins',
  bulk_action: 'Actions on many orders',
  message: 'Messages',
  waiting_list_entry: 'The waiting list',
};
