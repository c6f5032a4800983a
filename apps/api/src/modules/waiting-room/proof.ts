import { z } from '@admit/shared';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** How long a challenge may be answered: enough for a slow phone, too short to stockpile answers for later. */
const CHALLENGE_SECONDS = 5 * 60;

/**
 * A proof-of-work challenge for joining one event's room (ALTCHA, self-hosted: no third party, so it works offline):
 * signed with the room's key, naming the event, answered by the browser with SHA-256 until the key starts with
 * `zeros` zero hex digits.
 */
export async function joiningChallenge(secret: string, eventId: string, zeros: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    deriveKey,
    keyPrefix: '0'.repeat(zeros),
    hmacSignatureSecret: secret,
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    data: { eventId },
  });
}

const challengeShape = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
const payloadShape = z.object({
  challenge: challengeShape,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

export type ProofVerdict =
  { ok: true; signature: string } | { ok: false; reason: 'MALFORMED' | 'EXPIRED' | 'WRONG' | 'OTHER_EVENT' };

/** Checks an answer (base64 JSON of the challenge and its solution) for this event; its signature names it once. */
export async function checkProof(secret: string, eventId: string, proof: string, zeros: number): Promise<ProofVerdict> {
  let payload: z.infer<typeof payloadShape>;
  try {
    const parsed = payloadShape.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    if (!parsed.success) return { ok: false, reason: 'MALFORMED' };
    payload = parsed.data;
  } catch {
    return { ok: false, reason: 'MALFORMED' };
  }
  const { challenge, solution } = payload;
  if (challenge.parameters.data?.['eventId'] !== eventId) return { ok: false, reason: 'OTHER_EVENT' };
  // An easier prefix than the room asks for would pass the signature check only if the server had signed it.
  if (challenge.parameters.keyPrefix.length < zeros) return { ok: false, reason: 'WRONG' };
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret });
  if (result.expired) return { ok: false, reason: 'EXPIRED' };
  if (!result.verified) return { ok: false, reason: 'WRONG' };
  return { ok: true, signature: challenge.signature };
}
