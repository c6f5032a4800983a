import { randomBytes } from 'node:crypto';

/** An id in Stripe's shape (`pi_…`, `re_…`, `evt_…`), marked as the simulated processor's own. */
export const simulatedId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;

/** The client secret the browser holds is `<intent id>_<secret>`, as Stripe's is. */
export function splitClientSecret(clientSecret: string): { intentId: string; secret: string } | null {
  const match = /^(pi_sim_[0-9a-f]{24})_(secret_[A-Za-z0-9_-]+)$/.exec(clientSecret);
  return match?.[1] && match[2] ? { intentId: match[1], secret: match[2] } : null;
}
