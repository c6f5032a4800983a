import { describe, expect, it } from 'vitest';
import { cancelLabel, saleWindowText } from './sale-window.ts';

const now = new Date('2027-05-01T12:00:00Z');

describe('saleWindowText', () => {
  // Guards: a window that opened yesterday promising sales "from yesterday", before anyone could buy.
  it('opens with the publication unless the window opens later, and runs to the event’s end unless it closes', () => {
    expect(saleWindowText({ salesStartAt: null, salesEndAt: null }, 'Europe/London', now)).toBe(
      'from the moment it is published until the event ends',
    );
    expect(saleWindowText({ salesStartAt: '2027-04-30T12:00:00Z', salesEndAt: null }, 'Europe/London', now)).toBe(
      'from the moment it is published until the event ends',
    );
    const later = saleWindowText(
      { salesStartAt: '2027-05-10T17:00:00Z', salesEndAt: '2027-06-01T11:00:00Z' },
      'Europe/London',
      now,
    );
    expect(later).toMatch(/^from .*May.*10.* until .*Jun.*1/);
    expect(later).not.toContain('published');
  });
});

describe('cancelLabel', () => {
  // Guards: "refund 0 orders", or a count missing for door staff read as none.
  it('names the orders to refund, and only when there are some', () => {
    expect(cancelLabel(3)).toBe('Cancel the event and refund 3 orders');
    expect(cancelLabel(1)).toBe('Cancel the event and refund 1 order');
    expect(cancelLabel(0)).toBe('Cancel the event');
    expect(cancelLabel(null)).toBe('Cancel the event');
  });
});
