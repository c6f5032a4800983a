import { describe, expect, it } from 'vitest';
import { dateWindow } from './date-filters.ts';

// Wednesday 2031-01-15 10:00 in London (UTC in winter).
const wednesday = new Date('2031-01-15T10:00:00Z');

describe('the home page date filters, in the visitor’s zone', () => {
  it('"today" runs from now to the visitor’s midnight', () => {
    expect(dateWindow('TODAY', wednesday, 'Europe/London')).toEqual({
      from: wednesday,
      to: new Date('2031-01-16T00:00:00Z'),
      startingFrom: null,
      except: null,
    });
    // In Tokyo (UTC+9) it is already 19:00, so midnight is five hours away.
    expect(dateWindow('TODAY', wednesday, 'Asia/Tokyo').to).toEqual(new Date('2031-01-15T15:00:00Z'));
  });

  it('"this weekend" is the coming Saturday and Sunday, or what is left of the current one', () => {
    expect(dateWindow('THIS_WEEKEND', wednesday, 'Europe/London')).toEqual({
      from: new Date('2031-01-18T00:00:00Z'),
      to: new Date('2031-01-20T00:00:00Z'),
      startingFrom: null,
      except: null,
    });
    const sundayNoon = new Date('2031-01-19T12:00:00Z');
    expect(dateWindow('THIS_WEEKEND', sundayNoon, 'Europe/London')).toEqual({
      from: sundayNoon,
      to: new Date('2031-01-20T00:00:00Z'),
      startingFrom: null,
      except: null,
    });
  });

  it('"later" starts at the visitor’s next midnight; no filter is no window', () => {
    // 05:00 in New York on Wednesday: later starts at Thursday 00:00 EST.
    expect(dateWindow('LATER', wednesday, 'America/New_York').startingFrom).toEqual(new Date('2031-01-16T05:00:00Z'));
    expect(dateWindow(null, wednesday, 'UTC')).toEqual({ from: null, to: null, startingFrom: null, except: null });
  });

  it('"coming up" is "later" without this weekend, so the home page never shows a card in both rows', () => {
    expect(dateWindow('COMING_UP', wednesday, 'Europe/London')).toEqual({
      from: null,
      to: null,
      startingFrom: new Date('2031-01-16T00:00:00Z'),
      except: { from: new Date('2031-01-18T00:00:00Z'), to: new Date('2031-01-20T00:00:00Z') },
    });
  });
});
