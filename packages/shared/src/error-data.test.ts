import { describe, expect, it } from 'vitest';
import { errorDataOf } from './error-data.ts';

describe('the data an expected failure carries', () => {
  it('reads SOLD_OUT’s remaining places from an error’s extensions', () => {
    const extensions = { code: 'SOLD_OUT', remaining: [{ ticketTypeId: 't1', remaining: 2 }] };
    expect(errorDataOf('SOLD_OUT', extensions)).toEqual({ remaining: [{ ticketTypeId: 't1', remaining: 2 }] });
  });

  it('answers null for extensions of another shape, rather than trusting them', () => {
    expect(errorDataOf('SOLD_OUT', { code: 'SOLD_OUT' })).toBeNull();
    expect(errorDataOf('SOLD_OUT', { remaining: [{ ticketTypeId: 't1', remaining: -1 }] })).toBeNull();
    expect(errorDataOf('SOLD_OUT', null)).toBeNull();
  });
});
