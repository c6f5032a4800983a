import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * The room's signing keys, derived from TICKET_KEY_SECRET (HKDF, one label per use): no second secret to set, and
 * production already refuses to start without that one. Every instance derives the same, so a pass one signs
 * another accepts.
 */
export function roomSecret(config: Config, use: 'pass' | 'proof'): Buffer {
  const key = hkdfSync('sha256', config.checkout.ticketKeySecret, Buffer.alloc(0), `admit waiting room ${use} v1`, 32);
  return Buffer.from(key);
}
