import { describe, expect, it } from 'vitest';
import { cancelDeadline, policyRefundMinor, refundPolicyInputSchema, refundPolicySummary } from './refund-policy.ts';

describe('a refund policy', () => {
  it('gives back all, a percentage rounded down, or nothing', () => {
    expect(policyRefundMinor({ mode: 'FULL', days: 7, percent: 100 }, 4999)).toBe(4999);
    expect(policyRefundMinor({ mode: 'PERCENT', days: 7, percent: 50 }, 4999)).toBe(2499);
    expect(policyRefundMinor({ mode: 'NONE', days: 0, percent: 100 }, 4999)).toBe(0);
  });

  it('ends its days before the event starts, and says so in words', () => {
    const startsAt = new Date('2027-06-10T18:00:00Z');
    expect(cancelDeadline({ mode: 'FULL', days: 7, percent: 100 }, startsAt)?.toISOString()).toBe(
      '2027-06-03T18:00:00.000Z',
    );
    expect(cancelDeadline({ mode: 'NONE', days: 7, percent: 100 }, startsAt)).toBeNull();
    expect(refundPolicySummary({ mode: 'PERCENT', days: 1, percent: 80 })).toBe(
      'Cancel for 80% back until 1 day before the event.',
    );
    expect(refundPolicySummary({ mode: 'FULL', days: 0, percent: 100 })).toBe(
      'Cancel for a full refund until the event starts.',
    );
  });

  it('is refused with the field named when out of range', () => {
    const parsed = refundPolicyInputSchema.safeParse({ mode: 'PERCENT', days: 3, percent: 0 });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['percent'], message: 'Give back at least 1%.' });
  });
});
