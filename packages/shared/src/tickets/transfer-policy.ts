import { emailSchema } from '../validation/account.ts';
import { attendeeNameSchema } from '../validation/checkout.ts';
import { z } from '../validation/zod.ts';

/**
 * Whether a ticket's holder may pass it to someone else, and until how many hours before the event starts
 * (0: until it starts). Passing on is free: no money changes hands in Admit.
 */
export type TransferPolicy = { allowed: boolean; closesHoursBefore: number };

/** At most a month before: a later deadline would close transfers before most tickets are sold. */
export const MAX_TRANSFER_CLOSE_HOURS = 720;

export const NO_TRANSFER_POLICY: TransferPolicy = { allowed: false, closesHoursBefore: 0 };

export const transferPolicyInputSchema = z.object({
  allowed: z.boolean(),
  closesHoursBefore: z
    .number('Enter the hours.')
    .int('Use a whole number of hours.')
    .min(0, 'The hours cannot be negative.')
    .max(MAX_TRANSFER_CLOSE_HOURS, `Use at most ${MAX_TRANSFER_CLOSE_HOURS} hours.`),
});
export type TransferPolicyInput = z.input<typeof transferPolicyInputSchema>;

/** The back office form's draft: the hours as typed. */
export const transferPolicyDraftSchema = z
  .object({ allowed: z.boolean(), closesHoursBefore: z.string() })
  .transform((d) => ({ allowed: d.allowed, closesHoursBefore: Number(d.closesHoursBefore.trim() || 'NaN') }))
  .pipe(transferPolicyInputSchema);

/** What the holder gives to pass a ticket on: the receiver's address, checked the same way in the form and API. */
export const passTicketInputSchema = z.object({ email: emailSchema });

/** What the receiver gives to accept: the name the door will see. */
export const acceptTransferInputSchema = z.object({ attendeeName: attendeeNameSchema });

/** The last moment a ticket can be passed on (offered or accepted); null when the policy allows no passing on. */
export function transferDeadline(policy: TransferPolicy, startsAt: Date): Date | null {
  return policy.allowed ? new Date(startsAt.getTime() - policy.closesHoursBefore * 3_600_000) : null;
}

/** The policy in words, for the event page and the ticket page. */
export function transferPolicySummary(policy: TransferPolicy): string {
  if (!policy.allowed) return 'Tickets cannot be passed on to someone else.';
  const until =
    policy.closesHoursBefore === 0
      ? 'until the event starts'
      : `until ${policy.closesHoursBefore} hour${policy.closesHoursBefore === 1 ? '' : 's'} before the event`;
  return `Tickets can be passed on to someone else ${until}.`;
}

/** Whether the receiver's address is the holder's own (an offer to oneself is refused), however it was typed. */
export const isSameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
