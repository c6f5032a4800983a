import { z } from '../validation/zod.ts';

/**
 * What a buyer may get back by cancelling their own order: nothing (NONE: the organizer refunds by hand, if at
 * all), everything (FULL), or a percentage of what the tickets cost (PERCENT), until `days` days before the event
 * starts (0: until it starts).
 */
export const REFUND_POLICY_MODES = ['NONE', 'FULL', 'PERCENT'] as const;
export type RefundPolicyMode = (typeof REFUND_POLICY_MODES)[number];
export type RefundPolicy = { mode: RefundPolicyMode; days: number; percent: number };

export const NO_REFUND_POLICY: RefundPolicy = { mode: 'NONE', days: 0, percent: 100 };

const whole = (what: string) => z.number(`Enter ${what}.`).int(`Use a whole number for ${what}.`);

export const refundPolicyInputSchema = z
  .object({
    mode: z.enum(REFUND_POLICY_MODES),
    days: whole('the days').min(0, 'The days cannot be negative.').max(365, 'Use at most 365 days.'),
    percent: whole('the percentage').min(1, 'Give back at least 1%.').max(100, 'Give back at most 100%.'),
  })
  .transform((p) => ({ ...p, percent: p.mode === 'PERCENT' ? p.percent : 100 }));
export type RefundPolicyInput = z.input<typeof refundPolicyInputSchema>;

/** The back office form's draft: numbers as typed. */
export const refundPolicyDraftSchema = z
  .object({ mode: z.enum(REFUND_POLICY_MODES), days: z.string(), percent: z.string() })
  .transform((d) => ({
    mode: d.mode,
    days: Number(d.days.trim() || 'NaN'),
    percent: Number(d.percent.trim() || '100'),
  }))
  .pipe(refundPolicyInputSchema);

const DAY_MS = 86_400_000;

/** The last moment a buyer may cancel under the policy; null when they may not at all. */
export function cancelDeadline(policy: RefundPolicy, startsAt: Date): Date | null {
  return policy.mode === 'NONE' ? null : new Date(startsAt.getTime() - policy.days * DAY_MS);
}

/** What the policy gives back of `paidMinor` (what the tickets cost), rounded down to a whole minor unit. */
export function policyRefundMinor(policy: RefundPolicy, paidMinor: number): number {
  if (policy.mode === 'NONE') return 0;
  return policy.mode === 'FULL' ? paidMinor : Math.floor((paidMinor * policy.percent) / 100);
}

/** The policy in words, for the event page and the order page. */
export function refundPolicySummary(policy: RefundPolicy): string {
  if (policy.mode === 'NONE') return 'Tickets cannot be cancelled for a refund.';
  const what = policy.mode === 'FULL' ? 'a full refund' : `${policy.percent}% back`;
  const until =
    policy.days === 0
      ? 'until the event starts'
      : `until ${policy.days} day${policy.days === 1 ? '' : 's'} before the event`;
  return `Cancel for ${what} ${until}.`;
}
