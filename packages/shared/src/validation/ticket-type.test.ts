import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import { ticketTypeDraftSchema, type TicketTypeDraft } from './ticket-type.ts';

const draft: TicketTypeDraft = {
  name: 'Early bird',
  description: '',
  priceMinor: '12.5',
  capacity: '50',
  salesStartAt: '',
  salesEndAt: '2031-06-01T12:00',
  minPerOrder: '1',
  maxPerOrder: '4',
  hidden: false,
  sortOrder: '0',
};

describe('ticket type draft rules', () => {
  it('turns what was typed into the API’s input', () => {
    expect(validate(ticketTypeDraftSchema('GBP'), draft)).toEqual({
      ok: true,
      value: {
        name: 'Early bird',
        description: '',
        priceMinor: 1250,
        capacity: 50,
        salesStartAt: null,
        salesEndAt: '2031-06-01T12:00',
        minPerOrder: 1,
        maxPerOrder: 4,
        hidden: false,
        sortOrder: 0,
      },
    });
  });

  it('words a price that is not one in the event’s currency, beside the other fields’ messages', () => {
    const result = validate(ticketTypeDraftSchema('GBP'), { ...draft, priceMinor: 'twelve', name: '', capacity: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        priceMinor: 'Enter a price like 12.50, or 0 for free.',
        name: 'Name the ticket type.',
        capacity: 'Enter the capacity.',
      },
    });
    expect(validate(ticketTypeDraftSchema('JPY'), { ...draft, priceMinor: '12.50' })).toEqual({
      ok: false,
      errors: { priceMinor: 'Enter a price like 1250, or 0 for free.' },
    });
  });

  it('applies the API’s own rules once every number is one', () => {
    expect(validate(ticketTypeDraftSchema('GBP'), { ...draft, minPerOrder: '5' })).toEqual({
      ok: false,
      errors: { maxPerOrder: 'The maximum must be at least the minimum.' },
    });
    expect(validate(ticketTypeDraftSchema('GBP'), { ...draft, capacity: '2.5' })).toEqual({
      ok: false,
      errors: { capacity: 'Use a whole number for the capacity.' },
    });
  });
});
