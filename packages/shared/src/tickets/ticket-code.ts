/**
 * What a ticket's QR code carries: ticket, event and ticket type ids and a signature version, signed with the
 * event's Ed25519 key. The door verifies it offline with the event's public key; a reissued or voided ticket gets
 * a new version, so an old code is told apart from the current one by the revocation list.
 *
 * Binary, then base64url, behind a format prefix: 16 + 16 + 16 + 4 bytes of payload and a 64-byte signature make
 * 158 characters with the prefix, which fits a QR code a phone camera reads at arm's length.
 */
export const TICKET_CODE_PREFIX = 'A1.';
const PAYLOAD_BYTES = 52;
const SIGNATURE_BYTES = 64;
/** Signed before the payload, so a signature made for anything else with the same key never passes as a ticket. */
const CONTEXT = new TextEncoder().encode('admit-ticket-v1:');

export type TicketPayload = { ticketId: string; eventId: string; ticketTypeId: string; version: number };

function uuidToBytes(uuid: string, into: Uint8Array, at: number): void {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new TypeError(`Not a UUID: ${uuid}`);
  for (let i = 0; i < 16; i++) into[at + i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
}

function bytesToUuid(bytes: Uint8Array, at: number): string {
  const hex = Array.from(bytes.subarray(at, at + 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c: string) => c.charCodeAt(0));
}

/** The bytes the event key signs for this payload. */
export function ticketSigningBytes(payload: TicketPayload): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(CONTEXT.length + PAYLOAD_BYTES);
  bytes.set(CONTEXT, 0);
  const at = CONTEXT.length;
  uuidToBytes(payload.ticketId, bytes, at);
  uuidToBytes(payload.eventId, bytes, at + 16);
  uuidToBytes(payload.ticketTypeId, bytes, at + 32);
  new DataView(bytes.buffer).setUint32(at + 48, payload.version);
  return bytes;
}

export function encodeTicketCode(payload: TicketPayload, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_BYTES) throw new TypeError('An Ed25519 signature is 64 bytes.');
  const signed = ticketSigningBytes(payload);
  const body = new Uint8Array(PAYLOAD_BYTES + SIGNATURE_BYTES);
  body.set(signed.subarray(CONTEXT.length), 0);
  body.set(signature, PAYLOAD_BYTES);
  return TICKET_CODE_PREFIX + toBase64Url(body);
}

/** The payload and signature of a scanned code, or null when it is not an Admit ticket code at all. */
export function decodeTicketCode(code: string): { payload: TicketPayload; signature: Uint8Array<ArrayBuffer> } | null {
  const text = code.trim();
  if (!text.startsWith(TICKET_CODE_PREFIX)) return null;
  const body = fromBase64Url(text.slice(TICKET_CODE_PREFIX.length));
  if (!body || body.length !== PAYLOAD_BYTES + SIGNATURE_BYTES) return null;
  return {
    payload: {
      ticketId: bytesToUuid(body, 0),
      eventId: bytesToUuid(body, 16),
      ticketTypeId: bytesToUuid(body, 32),
      version: new DataView(body.buffer, body.byteOffset).getUint32(48),
    },
    signature: body.slice(PAYLOAD_BYTES),
  };
}

export type TicketVerifier = (code: string) => Promise<TicketPayload | null>;

/**
 * A verifier for one event's codes, from its public key as the API publishes it (raw 32 bytes, base64url): the
 * payload when the signature holds, null for anything else. WebCrypto's Ed25519 where the platform has it (Node 24,
 * current browsers); @noble/curves, loaded only then, where it does not (older Safari and Android WebViews). Both
 * verify strictly by RFC 8032, so a code accepted by one is accepted by the other.
 */
export async function createTicketVerifier(publicKeyBase64url: string): Promise<TicketVerifier> {
  const raw = fromBase64Url(publicKeyBase64url);
  if (!raw || raw.length !== 32) throw new TypeError('An Ed25519 public key is 32 bytes.');
  const key = new Uint8Array(raw);
  let check: (signature: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>) => Promise<boolean>;
  try {
    const imported = await crypto.subtle.importKey('raw', key, 'Ed25519', false, ['verify']);
    check = (signature, message) => crypto.subtle.verify('Ed25519', imported, signature, message);
  } catch {
    const { ed25519 } = await import('@noble/curves/ed25519.js');
    check = async (signature, message) => ed25519.verify(signature, message, key, { zip215: false });
  }
  return async (code) => {
    const decoded = decodeTicketCode(code);
    if (!decoded) return null;
    return (await check(decoded.signature, ticketSigningBytes(decoded.payload))) ? decoded.payload : null;
  };
}
