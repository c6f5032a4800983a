/**
 * Who comes to the rush: each buyer's wish (a ticket type, 1–4 tickets) from a seeded generator, so a run's buyers
 * can be chosen again, and each type's capacity a third of what its buyers ask for (demand three times capacity).
 */

/** Each type's share of the buyers, as an on-sale prices them: most standing, fewer seated, a few VIP. */
export const TYPES = [
  { name: 'Standing', priceMinor: 3500, share: 0.6 },
  { name: 'Seated', priceMinor: 5500, share: 0.3 },
  { name: 'VIP', priceMinor: 12000, share: 0.1 },
];

/** A small seeded generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Wish = { type: number; quantity: number };

/** One buyer's wish: a type by its share, 1–4 tickets. */
export function wish(next: () => number): Wish {
  const r = next();
  let type = 0;
  for (let acc = 0; type < TYPES.length - 1 && r >= (acc += TYPES[type]?.share ?? 0);) type++;
  return { type, quantity: 1 + Math.floor(next() * 4) };
}

/** `buyers` wishes, what each type is asked for, and each type's capacity (a third of it, at least 1). */
export function chooseDemand(buyers: number, seed: number) {
  const next = random(seed);
  const wishes = Array.from({ length: buyers }, () => wish(next));
  const demand = TYPES.map((_, t) => wishes.filter((w) => w.type === t).reduce((n, w) => n + w.quantity, 0));
  return { wishes, demand, capacity: demand.map((d) => Math.max(1, Math.floor(d / 3))) };
}

/** A buyer's own address: 10.x.y.z, one per buyer (the balancer passes it on in X-Forwarded-For). */
export const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
