import { describe, expect, it } from 'vitest';
import { entriesToOffer, waitingListPolicyDraftSchema, waitingListPolicySummary } from './waiting-list.ts';

const line = [
  { id: 'group', quantity: 4 },
  { id: 'single', quantity: 1 },
  { id: 'pair', quantity: 2 },
];

describe('entriesToOffer', () => {
  it('keeps a group whole: one that does not fit stops the round, unless smaller entries may go first', () => {
    expect(entriesToOffer(line, 3, false)).toEqual([]);
    expect(entriesToOffer(line, 3, true).map((e) => e.id)).toEqual(['single', 'pair']);
    expect(entriesToOffer(line, 5, false).map((e) => e.id)).toEqual(['group', 'single']);
    expect(entriesToOffer(line, 0, true)).toEqual([]);
  });
});

describe('the waiting list policy', () => {
  it('reads the hours as typed, refusing none or too many on their field', () => {
    const draft = { enabled: true, autoOffer: true, offerHours: ' 24 ', skipGroups: false };
    expect(waitingListPolicyDraftSchema.parse(draft).offerHours).toBe(24);
    const refused = waitingListPolicyDraftSchema.safeParse({ ...draft, offerHours: '0' });
    expect(refused.success ? null : refused.error.issues[0]?.path).toEqual(['offerHours']);
    expect(waitingListPolicySummary({ enabled: true, autoOffer: true, offerHours: 24, skipGroups: false })).toBe(
      'Places that come back are offered in turn, each held for 24 hours; groups are kept whole.',
    );
  });
});
