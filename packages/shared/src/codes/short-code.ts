/**
 * Short codes people read aloud and type: upper-case letters and digits without the look-alikes 0/O and 1/I/L,
 * so a code copied from a phone at a door cannot be mistyped into another valid one by those. A ticket's code is
 * 8 characters (31^8, about 850 billion, unique per event); an order's may be shorter.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_SHORT_CODE_LENGTH = 8;

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A random code of `length` characters from the alphabet, uniformly: bytes at or above the largest multiple of
 * the alphabet's size are drawn again, so no character is likelier than another.
 */
export function generateShortCode(length: number, random: RandomBytes = cryptoRandom): string {
  const size = SHORT_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && code.length < length) code += SHORT_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

/**
 * A typed code as stored: case ignored, and the spaces and hyphens people add while reading it out dropped. Null
 * when what is left is not `length` characters of the alphabet.
 */
export function normalizeShortCode(typed: string, length: number = TICKET_SHORT_CODE_LENGTH): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== length) return null;
  for (const c of code) if (!SHORT_CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** Groups of four for reading ("K7QX 2MPA"). */
export function formatShortCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}
