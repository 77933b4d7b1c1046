import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  classifyScan,
  generateSigningKeyPair,
  readTicketCode,
  signTicketCode,
  TICKET_CODE_LENGTH,
  verifyTicketCode,
} from './ticket-code';

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

describe('reading a scanned code at the door', () => {
  const code = signTicketCode(claims, pair.secretKey);

  it('reads a genuine code, also in lower case and with spaces around it', () => {
    expect(classifyScan(code, keys)).toEqual({ kind: 'genuine', claims });
    expect(classifyScan(` ${code.toLowerCase()}\n`, keys)).toEqual({ kind: 'genuine', claims });
  });

  it('calls a partial read unreadable, wherever the keys went missing, and a doubled key too', () => {
    expect(code).toHaveLength(TICKET_CODE_LENGTH);
    expect(classifyScan(code.slice(40), keys)).toEqual({ kind: 'unreadable' });
    expect(classifyScan(code.slice(0, -1), keys)).toEqual({ kind: 'unreadable' });
    expect(classifyScan(code.slice(0, 60) + code.slice(61), keys)).toEqual({ kind: 'unreadable' });
    expect(classifyScan(code.slice(0, 60) + code.slice(59), keys)).toEqual({ kind: 'unreadable' });
    expect(classifyScan('', keys)).toEqual({ kind: 'unreadable' });
  });

  it("calls an altered code, another signer's code and a foreign QR code forged, not unreadable", () => {
    const changed = code.slice(0, 60) + (code[60] === 'Q' ? 'R' : 'Q') + code.slice(61);
    expect(classifyScan(changed, keys)).toEqual({ kind: 'forged' });
    expect(classifyScan(signTicketCode(claims, generateSigningKeyPair().secretKey), keys)).toEqual({ kind: 'forged' });
    expect(classifyScan('https://example.de/ticket/123', keys)).toEqual({ kind: 'forged' });
  });

  it('tells a code whose key the device lacks apart, with its claims', () => {
    expect(classifyScan(code, [])).toEqual({ kind: 'unknown-key', claims });
  });
});
