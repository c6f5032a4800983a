import { emailSchema } from '../validation/account.ts';
import { z } from '../validation/zod.ts';

/**
 * An event's waiting list: whether its sold-out types take names; whether places that come back are offered
 * automatically; how long an offer holds its places; and whether a smaller entry may go before a group the free
 * places do not fit (off: a group of 4 is never passed over for a single person).
 */
export type WaitingListPolicy = {
  enabled: boolean;
  autoOffer: boolean;
  offerHours: number;
  skipGroups: boolean;
};

export const DEFAULT_OFFER_HOURS = 24;
/** At most a week: places held longer are places nobody can buy while the event draws near. */
export const MAX_OFFER_HOURS = 168;

export const waitingListPolicyInputSchema = z.object({
  enabled: z.boolean(),
  autoOffer: z.boolean(),
  offerHours: z
    .number('Enter the hours.')
    .int('Use a whole number of hours.')
    .min(1, 'An offer holds its places for at least 1 hour.')
    .max(MAX_OFFER_HOURS, `Use at most ${MAX_OFFER_HOURS} hours.`),
  skipGroups: z.boolean(),
});
export type WaitingListPolicyInput = z.input<typeof waitingListPolicyInputSchema>;

/** The back office form's draft: the hours as typed. */
export const waitingListPolicyDraftSchema = z
  .object({ enabled: z.boolean(), autoOffer: z.boolean(), offerHours: z.string(), skipGroups: z.boolean() })
  .transform((d) => ({ ...d, offerHours: Number(d.offerHours.trim() || 'NaN') }))
  .pipe(waitingListPolicyInputSchema);

/**
 * Joining: how many places (checked against the type's per-order maximum by the API, which knows it), and the
 * address to write to; a signed-in person's account address is used when they give none.
 */
export const joinWaitingListInputSchema = z.object({
  quantity: z.number('Choose how many places.').int('Choose a whole number of places.').min(1, 'Choose at least 1.'),
  email: emailSchema.nullish(),
});
export type JoinWaitingListInput = z.input<typeof joinWaitingListInputSchema>;

/** The join form's draft: the quantity as chosen in a select, the address as typed (blank when signed in). */
export const joinWaitingListDraftSchema = z
  .object({ quantity: z.string(), email: z.string() })
  .transform((d): JoinWaitingListInput => ({ quantity: Number(d.quantity || 'NaN'), email: d.email.trim() || null }))
  .pipe(joinWaitingListInputSchema);

/**
 * Where an entry stands: UNCONFIRMED until its address proves itself (a guest's), WAITING in line, OFFERED places
 * held for it, then BOUGHT, LAPSED (the offer ran out or was let go), or REMOVED by the organizer.
 */
export const WAITING_LIST_STATUSES = ['UNCONFIRMED', 'WAITING', 'OFFERED', 'BOUGHT', 'LAPSED', 'REMOVED'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** Entries still in line or holding an offer: one per type and address (joining again updates it). */
export const ACTIVE_WAITING_STATUSES: readonly WaitingListStatus[] = ['UNCONFIRMED', 'WAITING', 'OFFERED'];

/**
 * Who is offered the free places, in line order: each entry that fits what is left takes its places; one that does
 * not fit stops the round unless the policy lets smaller entries go first. Pure, so the rule is tested on its own.
 */
export function entriesToOffer<E extends { quantity: number }>(line: readonly E[], free: number, skipGroups: boolean) {
  const chosen: E[] = [];
  let left = free;
  for (const entry of line) {
    if (left <= 0) break;
    if (entry.quantity <= left) {
      chosen.push(entry);
      left -= entry.quantity;
    } else if (!skipGroups) break;
  }
  return chosen;
}

/** The policy in words, for the back office. */
export function waitingListPolicySummary(p: WaitingListPolicy): string {
  if (!p.enabled) return 'Sold-out ticket types do not take a waiting list.';
  const offers = p.autoOffer
    ? `Places that come back are offered in turn, each held for ${p.offerHours} hour${p.offerHours === 1 ? '' : 's'}`
    : 'Places that come back wait for you to offer them by hand';
  const groups = p.skipGroups ? 'a smaller entry may go before a group that does not fit' : 'groups are kept whole';
  return `${offers}; ${groups}.`;
}
