import { describe, expect, it } from 'vitest';
import {
  createTicketVerifier,
  encodeTicketCode,
  ticketSigningBytes,
  toBase64Url,
  type TicketPayload,
} from './ticket-code.ts';

const payload: TicketPayload = {
  ticketId: '0b6f3a52-8c1e-4d39-9a57-2f1c6d0e9b11',
  eventId: '5d2a7c44-1f0b-4e8a-b3c9-7e6f5a4d3c21',
  ticketTypeId: '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4',
  version: 3,
};

async function signed(p: TicketPayload) {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', pair.privateKey, ticketSigningBytes(p)));
  return { code: encodeTicketCode(p, signature), publicKey };
}

describe('ticket codes', () => {
  it('round-trip their payload in 158 characters and verify with the event key', async () => {
    const { code, publicKey } = await signed(payload);
    expect(code).toHaveLength(158);
    expect(await (await createTicketVerifier(publicKey))(code)).toEqual(payload);
  });

  it('refuse a tampered payload, another event’s key, and text that is not a code', async () => {
    const { code, publicKey } = await signed(payload);
    const other = await signed(payload);
    const verify = await createTicketVerifier(publicKey);
    const flipped = code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21);
    expect(await verify(flipped)).toBeNull();
    expect(await verify(other.code)).toBeNull();
    expect(await verify('https://example.com')).toBeNull();
    expect(await verify(code.slice(0, -4))).toBeNull();
  });

  it('verify the same way without WebCrypto Ed25519 (the @noble/curves fallback)', async () => {
    const { code, publicKey } = await signed(payload);
    const real = crypto.subtle.importKey.bind(crypto.subtle);
    // Stands in for a browser whose WebCrypto has no Ed25519: importKey refuses the algorithm.
    crypto.subtle.importKey = (() =>
      Promise.reject(new DOMException('no Ed25519', 'NotSupportedError'))) as typeof crypto.subtle.importKey;
    try {
      const verify = await createTicketVerifier(publicKey);
      expect(await verify(code)).toEqual(payload);
      expect(await verify(code.slice(0, 30) + (code[30] === 'A' ? 'B' : 'A') + code.slice(31))).toBeNull();
    } finally {
      crypto.subtle.importKey = real;
    }
  });
});
