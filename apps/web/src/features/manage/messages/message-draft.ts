import {
  MESSAGE_RATE_DEFAULT,
  messageInputSchema,
  messageRateSchema,
  reminderHoursSchema,
  z,
  type MessageAudience,
  type MessageInput,
} from '@admit/shared';

/**
 * What the compose form's inputs hold: text as typed, under the API's field names (subject, body,
 * recipients.ticketTypeIds, recipients.orderCode, ratePerMinute), so that each refusal lands beside its input.
 */
export type MessageDraft = {
  subject: string;
  body: string;
  recipients: { audience: MessageAudience; ticketTypeIds: string[]; orderCode: string };
  ratePerMinute: string;
};

/** The form's value once checked: the API's input, and the sending rate. */
export type MessageValue = MessageInput & { ratePerMinute: number };

export const emptyMessageDraft: MessageDraft = {
  subject: '',
  body: '',
  recipients: { audience: 'EVERYONE', ticketTypeIds: [], orderCode: '' },
  ratePerMinute: String(MESSAGE_RATE_DEFAULT),
};

// An empty box is "not entered", which the rules word.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The recipients as the API takes them: the types only for TICKET_TYPES, the code only for ONE_ORDER. */
function recipientsOf(r: MessageDraft['recipients']): MessageInput['recipients'] {
  return {
    audience: r.audience,
    ticketTypeIds: r.audience === 'TICKET_TYPES' ? r.ticketTypeIds : null,
    orderCode: r.audience === 'ONE_ORDER' ? r.orderCode.trim().toUpperCase() : null,
  };
}

const messageDraftFieldsSchema = z.object({
  subject: z.string(),
  body: z.string(),
  recipients: z.object({
    audience: z.enum(['EVERYONE', 'TICKET_TYPES', 'CHECKED_IN', 'NOT_CHECKED_IN', 'ONE_ORDER']),
    ticketTypeIds: z.array(z.string()),
    orderCode: z.string(),
  }),
  ratePerMinute: z.string(),
});

/** The compose form's rules: its text turned into the API's input and rate, then checked by the API's own rules. */
export const messageDraftSchema = messageDraftFieldsSchema
  .transform((draft) => ({
    subject: draft.subject,
    body: draft.body,
    recipients: recipientsOf(draft.recipients),
    ratePerMinute: numberOf(draft.ratePerMinute),
  }))
  .pipe(messageInputSchema.extend({ ratePerMinute: messageRateSchema }));

/** The API's input alone (the rate goes beside it, to sendMessage only). */
export function messageInputOf({ ratePerMinute: _rate, ...input }: MessageValue): MessageInput {
  return input;
}

/** The reminder form: its hours as typed, under the API's field name. */
export type ReminderDraft = { hours: string };

export const reminderDraftSchema = z
  .object({ hours: z.string() })
  .transform((draft) => ({ hours: numberOf(draft.hours) }))
  .pipe(z.object({ hours: reminderHoursSchema }));
