import type { AuditEntityKind } from '@admit/shared';

/**
 * Every change the audit log records, as `<entity>.<what happened>`. A new kind of change adds its name here, so
 * the history screen's words for each (the next issue's) are written once per name.
 */
export const AUDIT_ACTIONS = [
  'order.refund_requested',
  'order.refunded',
  'ticket.attendee_renamed',
  'order.mail_resent',
  'order.hold_extended',
  'order.cancelled',
  'order.reserved_by_staff',
  'order.marked_paid',
  'order.cancelled_by_buyer',
  'event.refund_policy_set',
  'event.transfer_policy_set',
  'event.waiting_list_set',
  'waiting_list.offered_by_hand',
  'waiting_list.entry_removed',
  'ticket.transfer_offered',
  'ticket.transfer_cancelled',
  'ticket.transferred',
  'ticket.type_changed',
  'ticket.type_change_requested',
  'ticket.type_change_expired',
  'ticket_type.created',
  'ticket_type.updated',
  'ticket_type.deleted',
  'promo_code.created',
  'promo_code.updated',
  'promo_code.deleted',
  'question.created',
  'question.updated',
  'question.deleted',
  'event.updated',
  'event.published',
  'event.ended',
  'event.cancelled',
  'member.role_changed',
  'member.removed',
  'member.joined',
  'checkin.manual',
  'checkin.undone',
  'bulk.started',
  'message.sent',
  'event.reminder_changed',
  'event.waiting_room_changed',
  'checkin.conflict',
  'payment.mismatch',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a record is about: the kind of row its entity_id names (one list, in @admit/shared). */
export type AuditEntityType = AuditEntityKind;
