import { describe, expect, it } from 'vitest';
import { emptyMessageDraft, messageDraftSchema, messageInputOf, reminderDraftSchema } from './message-draft.ts';

const TYPE_ID = '6f1c2a8e-3b4d-4c5e-8f90-1a2b3c4d5e6f';

/** The first message of each field a draft is refused on, under the API's field names. */
function refusals(draft: unknown): Record<string, string> {
  const parsed = messageDraftSchema.safeParse(draft);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('messageDraftSchema', () => {
  it('turns the form into the API’s input and rate, sending only what the audience uses', () => {
    const parsed = messageDraftSchema.parse({
      ...emptyMessageDraft,
      subject: ' Doors open early ',
      body: 'Come at **six**.',
      recipients: { audience: 'TICKET_TYPES', ticketTypeIds: [TYPE_ID], orderCode: 'left over' },
      ratePerMinute: '120',
    });
    expect(parsed).toEqual({
      subject: 'Doors open early',
      body: 'Come at **six**.',
      recipients: { audience: 'TICKET_TYPES', ticketTypeIds: [TYPE_ID], orderCode: null },
      ratePerMinute: 120,
    });
    expect(messageInputOf(parsed)).not.toHaveProperty('ratePerMinute');
  });

  it('names each refused field as the API does, so the message lands beside its input', () => {
    expect(
      refusals({ ...emptyMessageDraft, recipients: { ...emptyMessageDraft.recipients, audience: 'ONE_ORDER' } }),
    ).toEqual({
      subject: 'Write a subject.',
      body: 'Write the message.',
      'recipients.orderCode': 'Enter the order’s code.',
    });
    expect(
      refusals({
        ...emptyMessageDraft,
        subject: 'Hi',
        body: 'Hello',
        recipients: { ...emptyMessageDraft.recipients, audience: 'TICKET_TYPES' },
        ratePerMinute: '',
      }),
    ).toEqual({
      'recipients.ticketTypeIds': 'Choose at least one ticket type.',
      ratePerMinute: expect.any(String) as string,
    });
  });
});

describe('reminderDraftSchema', () => {
  it('takes whole hours from 1 to 168', () => {
    expect(reminderDraftSchema.parse({ hours: '48' })).toEqual({ hours: 48 });
    expect(reminderDraftSchema.safeParse({ hours: '0' }).success).toBe(false);
    expect(reminderDraftSchema.safeParse({ hours: '169' }).success).toBe(false);
    expect(reminderDraftSchema.safeParse({ hours: '' }).success).toBe(false);
  });
});
