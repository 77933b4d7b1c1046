import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateSigningKeyPair, readTicketCode, signTicketCode, verifyTicketCode } from './ticket-code';

const pair = generateSigningKeyPair();
const keys = [{ id: 1, key: pair.publicKey }];
const claims = { keyId: 1, ticketId: 4711, performanceId: 3, categoryId: 2 };

describe('ticket codes', () => {
  it('round-trips base32 and refuses non-canonical text', () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('AB1')).toBeNull();
    expect(base32Decode('AB')).toBeNull(); // trailing bits set
  });

  it('signs a short upper-case code that verifies and reads back its claims', () => {
    const code = signTicketCode(claims, pair.secretKey);
    expect(code).toMatch(/^[A-Z2-7]{127}$/);
    expect(verifyTicketCode(code, keys)).toEqual({ ok: true, claims });
    expect(readTicketCode(code)).toEqual(claims);
  });

  it('refuses a code signed by another key, an unknown key id and garbage', () => {
    const other = generateSigningKeyPair();
    expect(verifyTicketCode(signTicketCode(claims, other.secretKey), keys)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyTicketCode(signTicketCode({ ...claims, keyId: 2 }, pair.secretKey), keys)).toEqual({ ok: false, reason: 'unknown-key' });
    expect(verifyTicketCode('HALLO', keys).ok).toBe(false);
  });
});
