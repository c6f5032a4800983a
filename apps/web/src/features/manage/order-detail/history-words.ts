/** The history's words for each action the audit log records about an order (audit/actions.ts in the API). */
const ACTION_WORDS: Record<string, string> = {
  'order.refund_requested': 'Refund asked for',
  'order.refunded': 'Refunded',
  'order.cancelled': 'Cancelled the order',
  'order.hold_extended': 'Extended the hold',
  'order.mail_resent': 'Sent the tickets again',
  'ticket.attendee_renamed': 'Renamed the attendee',
  'checkin.manual': 'Checked in by hand',
  'checkin.undone': 'Undid a check-in',
};

export const actionWords = (action: string): string => ACTION_WORDS[action] ?? action;

/** A recorded field's name in words: "attendeeName" reads "attendee name". */
export const fieldWords = (field: string): string => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
