import { describe, expect, it } from 'vitest';
import { exportQuery } from './export-query.ts';

describe('exportQuery', () => {
  it('writes lists comma-separated and booleans as words, leaving out what is empty', () => {
    expect(
      exportQuery({
        search: 'lópez',
        statuses: ['PAID', 'REFUNDED'],
        ticketTypeIds: [],
        checkedIn: false,
        hasRefunds: null,
        sort: 'TOTAL_DESC',
      }),
    ).toBe('search=l%C3%B3pez&statuses=PAID%2CREFUNDED&checkedIn=false&sort=TOTAL_DESC');
  });
});
