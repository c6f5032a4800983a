/**
 * Names for the demo's buyers and their guests, drawn from short lists by a seeded generator: no download, and the
 * same seed gives the same crowd on every machine, so a screenshot or a bug report names the same people.
 */
const FIRST = [
  'Maya',
  'Oliver',
  'Priya',
  'Tom',
  'Aisha',
  'Lucas',
  'Chloe',
  'Kenji',
  'Sofia',
  'Noah',
  'Amara',
  'Finn',
  'Leila',
  'Mateo',
  'Hannah',
  'Ravi',
  'Grace',
  'Jonas',
  'Zara',
  'Samuel',
  'Ines',
  'Kofi',
  'Ellie',
  'Arjun',
  'Freya',
  'Diego',
  'Nadia',
  'Owen',
  'Yuki',
  'Ruth',
  'Tariq',
  'Isla',
  'Felix',
  'Mei',
  'Callum',
  'Lina',
  'Hugo',
  'Esme',
  'Dev',
  'Rosa',
] as const;
const LAST = [
  'Patel',
  'Okafor',
  'Nguyen',
  'Murphy',
  'Schmidt',
  'Silva',
  'Tanaka',
  'Kowalski',
  "O'Brien",
  'Haddad',
  'Jensen',
  'Moreau',
  'Khan',
  'Rossi',
  'Brennan',
  'Mensah',
  'Lindqvist',
  'Costa',
  'Sato',
  'Fraser',
  'Ahmed',
  'Novak',
  'Reyes',
  'Walsh',
  'Fischer',
  'Adeyemi',
  'Larsen',
  'Duarte',
  'Byrne',
  'Iyer',
] as const;

export type DemoPerson = { firstName: string; lastName: string; fullName: string };

/** A small linear congruential generator: deterministic, and plenty for picking names. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => (state = (state * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32;
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function demoPerson(random: () => number): DemoPerson {
  const firstName = pick(random, FIRST);
  const lastName = pick(random, LAST);
  return { firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/** The address a demo buyer's orders are in; example.com never delivers (RFC 2606). */
export function demoEmail(person: DemoPerson, n: number): string {
  const local = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}.${n}@example.com`;
}
