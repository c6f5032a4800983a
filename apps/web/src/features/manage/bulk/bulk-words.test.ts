import { describe, expect, it } from 'vitest';
import { bulkEffect, progressWords } from './bulk-words.ts';

describe('bulk action words', () => {
  it('says how many orders and what happens to each', () => {
    expect(bulkEffect('REFUND', 50000, { refund: true, notify: true })).toContain('50,000 orders');
    expect(bulkEffect('CANCEL', 2, { refund: false, notify: false })).toBe(
      '2 orders are cancelled: their tickets are voided and their places go back on sale; no money goes back; the buyers are not told.',
    );
    expect(bulkEffect('RESEND', 1, { refund: true, notify: true })).toMatch(/^The tickets of 1 order are mailed/);
  });

  it('tells progress with what was skipped or refused', () => {
    expect(progressWords({ total: 200, done: 150, skipped: 2, failed: 1, status: 'RUNNING' })).toBe(
      'Working: 153 of 200 orders, 2 skipped, 1 refused.',
    );
    expect(progressWords({ total: 1, done: 1, skipped: 0, failed: 0, status: 'DONE' })).toBe('Done: 1 of 1 order.');
  });
});
