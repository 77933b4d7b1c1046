import { ed25519 } from '@noble/curves/ed25519.js';

/**
 * The signed code a ticket's QR carries (shared/design.md "Tickets"): version, signing key, ticket,
 * performance and category, and an Ed25519 signature over them. Encoded in upper-case base32 so the QR
 * uses the compact alphanumeric mode. Pure: the server signs with it, the kiosk verifies offline.
 */
export const TICKET_CODE_VERSION = 1;
const BODY_LENGTH = 15;
const SIGNATURE_LENGTH = 64;
const CODE_BYTES = BODY_LENGTH + SIGNATURE_LENGTH;
// Domain separation: a signature made for anything else never passes as a ticket.
const CONTEXT = new TextEncoder().encode('musical-ticket:');

export interface TicketClaims {
  keyId: number;
  ticketId: number;
  performanceId: number;
  categoryId: number;
}

export interface PublicKeyEntry {
  id: number;
  /** 32 raw bytes. */
  key: Uint8Array;
}

export type VerifyResult = { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'version' | 'unknown-key' | 'signature' };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Strict: only canonical encodings decode, so no two strings name the same bytes. */
export function base32Decode(text: string): Uint8Array | null {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  if (bits >= 5 || (buffer & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(out);
}

function u32(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`${name} out of range`);
  return value;
}

export function ticketBody(claims: TicketClaims): Uint8Array {
  const body = new Uint8Array(BODY_LENGTH);
  const view = new DataView(body.buffer);
  if (!Number.isInteger(claims.keyId) || claims.keyId < 0 || claims.keyId > 0xffff) throw new RangeError('keyId out of range');
  view.setUint8(0, TICKET_CODE_VERSION);
  view.setUint16(1, claims.keyId);
  view.setUint32(3, u32(claims.ticketId, 'ticketId'));
  view.setUint32(7, u32(claims.performanceId, 'performanceId'));
  view.setUint32(11, u32(claims.categoryId, 'categoryId'));
  return body;
}

/** The bytes the signature covers: a fixed context, then the body. */
export function signedMessage(body: Uint8Array): Uint8Array {
  const message = new Uint8Array(CONTEXT.length + body.length);
  message.set(CONTEXT);
  message.set(body, CONTEXT.length);
  return message;
}

/** Joins body and signature into the code; any Ed25519 signer may have made the signature. */
export function assembleTicketCode(body: Uint8Array, signature: Uint8Array): string {
  if (body.length !== BODY_LENGTH || signature.length !== SIGNATURE_LENGTH) throw new RangeError('bad ticket code parts');
  const code = new Uint8Array(CODE_BYTES);
  code.set(body);
  code.set(signature, BODY_LENGTH);
  return base32Encode(code);
}

export function signTicketCode(claims: TicketClaims, secretKey: Uint8Array): string {
  const body = ticketBody(claims);
  return assembleTicketCode(body, ed25519.sign(signedMessage(body), secretKey));
}

/** Reads the claims without checking the signature (for display and look-ups only). */
export function readTicketCode(code: string): TicketClaims | null {
  const bytes = base32Decode(code.trim().toUpperCase());
  if (!bytes || bytes.length !== CODE_BYTES || bytes[0] !== TICKET_CODE_VERSION) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { keyId: view.getUint16(1), ticketId: view.getUint32(3), performanceId: view.getUint32(7), categoryId: view.getUint32(11) };
}

export function verifyTicketCode(code: string, publicKeys: readonly PublicKeyEntry[]): VerifyResult {
  const bytes = base32Decode(code.trim().toUpperCase());
  if (!bytes || bytes.length !== CODE_BYTES) return { ok: false, reason: 'malformed' };
  if (bytes[0] !== TICKET_CODE_VERSION) return { ok: false, reason: 'version' };
  const claims = readTicketCode(code);
  if (!claims) return { ok: false, reason: 'malformed' };
  const key = publicKeys.find((entry) => entry.id === claims.keyId);
  if (!key) return { ok: false, reason: 'unknown-key' };
  const body = bytes.subarray(0, BODY_LENGTH);
  const signature = bytes.subarray(BODY_LENGTH);
  let valid = false;
  try {
    valid = ed25519.verify(signature, signedMessage(body), key.key, { zip215: false });
  } catch {
    valid = false;
  }
  return valid ? { ok: true, claims } : { ok: false, reason: 'signature' };
}

/** Characters of a complete code: 79 bytes in base32 without padding. */
export const TICKET_CODE_LENGTH = Math.ceil((CODE_BYTES * 8) / 5);

/**
 * What a scanned string is, for the door: `unreadable` when it cannot even be parsed though it is made
 * of code characters (a hand scanner that lost or doubled keys, a partial read: scan again), `forged`
 * when it parses but is no ticket of this shop or was altered, `unknown-key` when it parses but its
 * signing key is not (yet) on this device, `genuine` when the signature holds.
 */
export type ScanReading =
  | { kind: 'unreadable' }
  | { kind: 'forged' }
  | { kind: 'unknown-key'; claims: TicketClaims }
  | { kind: 'genuine'; claims: TicketClaims };

/** Only the code's shape, no keys needed: a partial read can be answered before anything has loaded. */
export function isUnreadable(code: string): boolean {
  const text = code.trim().toUpperCase();
  return /^[A-Z2-7]*$/.test(text) && text.length !== TICKET_CODE_LENGTH;
}

export function classifyScan(code: string, publicKeys: readonly PublicKeyEntry[]): ScanReading {
  if (isUnreadable(code)) return { kind: 'unreadable' };
  const checked = verifyTicketCode(code, publicKeys);
  if (checked.ok) return { kind: 'genuine', claims: checked.claims };
  if (checked.reason === 'unknown-key') {
    const claims = readTicketCode(code);
    if (claims) return { kind: 'unknown-key', claims };
  }
  return { kind: 'forged' };
}

export function generateSigningKeyPair(): { secretKey: Uint8Array; publicKey: Uint8Array } {
  const { secretKey, publicKey } = ed25519.keygen();
  return { secretKey, publicKey };
}

export function publicKeyOf(secretKey: Uint8Array): Uint8Array {
  return ed25519.getPublicKey(secretKey);
}
