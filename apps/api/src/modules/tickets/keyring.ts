import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { encodeTicketCode, fromBase64Url, ticketSigningBytes, toBase64Url, type TicketPayload } from '@admit/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * Each event's Ed25519 key pair (WebCrypto, built into Node 24): made when its first ticket is issued, the
 * private key stored encrypted with TICKET_KEY_SECRET (AES-256-GCM, the event id as associated data, so a key
 * copied to another event's row does not decrypt). Decrypted keys are kept in memory for the hot path.
 */
export type TicketKeyring = {
  /**
   * The event's signer: signs a ticket's payload, returning the code its QR shows. Get it before a transaction
   * opens: making the key commits on its own, so a transaction that rolls back never leaves codes signed by a key
   * that was never stored.
   */
  signerFor(eventId: string): Promise<TicketSigner>;
  /** The event's public key (raw, base64url), for door scanners; made if the event has none yet. */
  publicKey(eventId: string): Promise<string>;
};

export type TicketSigner = (payload: TicketPayload) => Promise<string>;

function encrypt(secret: Buffer, eventId: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(eventId));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return toBase64Url(Buffer.concat([iv, body, cipher.getAuthTag()]));
}

function decrypt(secret: Buffer, eventId: string, sealed: string): Buffer {
  const bytes = Buffer.from(fromBase64Url(sealed) ?? new Uint8Array());
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(eventId));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
}

export function createTicketKeyring(db: Db, secret: Buffer): TicketKeyring {
  const keys = new LRUCache<string, Promise<{ privateKey: CryptoKey; publicKey: string }>>({ max: 1000 });

  async function loadOrCreate(eventId: string): Promise<{ privateKey: CryptoKey; publicKey: string }> {
    let row = await repo.findEventKey(db, eventId);
    if (!row) {
      const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair;
      const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      // Two instances issuing the event's first tickets at once: one insert wins, and both use the winner's key.
      row = await repo.insertEventKeyIfMissing(db, {
        eventId,
        publicKey: toBase64Url(raw),
        privateKeyEncrypted: encrypt(secret, eventId, pkcs8),
      });
    }
    const privateKey = await crypto.subtle.importKey(
      'pkcs8',
      new Uint8Array(decrypt(secret, eventId, row.privateKeyEncrypted)),
      'Ed25519',
      false,
      ['sign'],
    );
    return { privateKey, publicKey: row.publicKey };
  }

  function keyOf(eventId: string) {
    let key = keys.get(eventId);
    if (!key) {
      key = loadOrCreate(eventId);
      keys.set(eventId, key);
      // A failure (the database away) is not remembered.
      key.catch(() => keys.delete(eventId));
    }
    return key;
  }

  return {
    async signerFor(eventId) {
      const { privateKey } = await keyOf(eventId);
      return async (payload) => {
        if (payload.eventId !== eventId) throw new Error("A ticket signed with another event's key");
        const bytes = ticketSigningBytes(payload);
        return encodeTicketCode(payload, new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, bytes)));
      };
    },
    async publicKey(eventId) {
      return (await keyOf(eventId)).publicKey;
    },
  };
}
