import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './event.ts';
import { validate } from './field-errors.ts';

const base = {
  title: 'Spring Fair',
  slug: 'spring-fair',
  description: '',
  venueName: 'Town Hall',
  venueAddress: '',
  startsAt: '2031-03-30T10:00',
  endsAt: '2031-03-30T16:00',
  timeZone: 'Europe/London',
  currency: 'gbp',
  faq: [],
};

describe('event rules', () => {
  it('accepts a well-formed event and normalises the currency', () => {
    const result = validate(eventInputSchema, base);
    expect(result).toMatchObject({ ok: true, value: { currency: 'GBP' } });
  });

  it('refuses a day that does not exist', () => {
    expect(validate(eventInputSchema, { ...base, startsAt: '2031-02-31T10:00' })).toEqual({
      ok: false,
      errors: { startsAt: 'Enter a real date and time.' },
    });
  });

  it('refuses a time the clocks skip in the event’s zone', () => {
    const result = validate(eventInputSchema, { ...base, startsAt: '2031-03-30T01:30' });
    expect(result).toEqual({
      ok: false,
      errors: { startsAt: 'That time does not exist in Europe/London: the clocks change then.' },
    });
  });

  it('answers an empty form field by field, without throwing on the missing times', () => {
    const empty = { ...base, title: '', slug: '', venueName: '', startsAt: '', endsAt: '' };
    expect(validate(eventInputSchema, empty)).toMatchObject({
      ok: false,
      errors: { title: /at least/, venueName: 'Name the venue.', startsAt: 'Enter a date and time.', endsAt: /date/ },
    });
    expect(validate(eventInputSchema, { ...base, startsAt: '' })).toMatchObject({
      ok: false,
      errors: { startsAt: /./ },
    });
  });

  it('reserves the slug of the new-event form', () => {
    expect(validate(eventInputSchema, { ...base, slug: 'new' })).toMatchObject({
      ok: false,
      errors: { slug: /reserved/ },
    });
  });
});
