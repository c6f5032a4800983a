import { describe, expect, it } from 'vitest';
import { staffOrderDraftSchema, staffOrderSchema } from './staff-order.ts';

const draft = {
  quantities: { a: '2', b: '', c: '0' },
  buyerEmail: ' maria@example.test ',
  buyerName: 'María López',
  attendeeNames: 'Ana\n\nLuis\n\n',
  payWithinDays: '10',
};

describe('the staff order rules', () => {
  // Guards: the form's text becomes the API's input: empty or zero quantities dropped, names one per line with
  // blank places kept but trailing blank lines dropped, days as a number.
  it('turns the form into the API input', () => {
    expect(staffOrderDraftSchema.parse(draft)).toEqual({
      lines: [{ ticketTypeId: 'a', quantity: 2 }],
      buyerEmail: 'maria@example.test',
      buyerName: 'María López',
      attendeeNames: ['Ana', '', 'Luis'],
      payWithinDays: 10,
    });
  });

  // Guards: days stay within 1..30, with 7 when left out; no tickets at all is refused.
  it('bounds the days and wants at least one ticket', () => {
    const days = (payWithinDays: string) =>
      staffOrderDraftSchema.safeParse({ ...draft, payWithinDays }).error?.issues[0]?.path;
    expect(days('31')).toEqual(['payWithinDays']);
    expect(days('0')).toEqual(['payWithinDays']);
    expect(days('')).toEqual(['payWithinDays']);
    const none = staffOrderDraftSchema.safeParse({ ...draft, quantities: { a: '' } });
    expect(none.error?.issues[0]).toMatchObject({ path: ['quantities'], message: 'Choose at least one ticket.' });
    const api = staffOrderSchema.parse({
      lines: [{ ticketTypeId: 'a', quantity: 1 }],
      buyerEmail: 'a@b.test',
      buyerName: 'A',
    });
    expect(api).toMatchObject({ payWithinDays: 7, attendeeNames: [] });
  });
});
