import { describe, expect, it } from 'vitest';
import { checkInListDraftSchema } from './checkin.ts';
import { validate } from './field-errors.ts';

const draft = { name: 'Backstage', ticketTypeIds: [], opensMinutesBefore: '240', allowReentry: true };

describe('check-in list draft rules', () => {
  it('turns the typed minutes into a number', () => {
    expect(validate(checkInListDraftSchema, draft)).toEqual({ ok: true, value: { ...draft, opensMinutesBefore: 240 } });
  });

  it('words minutes that are not a whole number beside their input', () => {
    expect(validate(checkInListDraftSchema, { ...draft, name: ' ', opensMinutesBefore: '1.5' })).toEqual({
      ok: false,
      errors: { name: 'Name the list.', opensMinutesBefore: 'Enter whole minutes.' },
    });
  });
});
