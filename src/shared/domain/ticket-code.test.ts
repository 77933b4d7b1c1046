import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import {
  assembleTicketCode,
  base32Decode,
  base32Encode,
  classifyScan,
  generateSigningKeyPair,
  isUnreadable,
  publicKeyOf,
  readTicketCode,
  signedMessage,
  signTicketCode,
  TICKET_CODE_LENGTH,
  TICKET_CODE_VERSION,
  ticketBody,
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

describe('base32 as the QR carries it', () => {
  it('encodes n bytes in exactly ceil(8n/5) characters and decodes them back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const text = base32Encode(bytes);
        expect(text).toHaveLength(Math.ceil((bytes.length * 8) / 5));
        expect(base32Decode(text)).toEqual(bytes);
      }),
      { numRuns: 150 },
    );
  });

  it('adds no padding character when the bytes fill whole characters', () => {
    expect(base32Encode(Uint8Array.from([255, 255, 255, 255, 255]))).toBe('77777777');
    expect(base32Encode(Uint8Array.from([0, 0, 0, 0, 0]))).toBe('AAAAAAAA');
  });

  it('decodes only canonical text: whatever decodes encodes back to the very same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'), maxLength: 20 }), (text) => {
        const bytes = base32Decode(text);
        if (bytes) expect(base32Encode(bytes)).toBe(text);
      }),
      { numRuns: 200 },
    );
    expect(base32Decode('A')).toBeNull(); // five bits are no byte
    expect(base32Decode('AAAAAAAAA')).toBeNull();
  });

  it('refuses characters outside the alphabet wherever they stand, lower case too', () => {
    expect(base32Decode('AAAAAAA1')).toBeNull();
    expect(base32Decode('AAAAAAA=')).toBeNull();
    expect(base32Decode('aaaaaaaa')).toBeNull();
    expect(base32Decode('AAAAAAAA')).toEqual(new Uint8Array(5));
  });
});

describe('the signed body of a ticket code', () => {
  const body = (patch: Partial<typeof claims>) => () => ticketBody({ ...claims, ...patch });

  it('accepts every id from 0 to its largest value and reads them back', () => {
    const edge = { keyId: 0xffff, ticketId: 0xffffffff, performanceId: 0, categoryId: 0xffffffff };
    const code = assembleTicketCode(ticketBody(edge), new Uint8Array(64));
    expect(readTicketCode(code)).toEqual(edge);
    expect(readTicketCode(assembleTicketCode(ticketBody({ keyId: 0, ticketId: 0, performanceId: 0xffffffff, categoryId: 0 }), new Uint8Array(64)))).toEqual({
      keyId: 0,
      ticketId: 0,
      performanceId: 0xffffffff,
      categoryId: 0,
    });
  });

  it('refuses a key id outside 16 bits or not whole', () => {
    expect(body({ keyId: -1 })).toThrow('keyId out of range');
    expect(body({ keyId: 0x10000 })).toThrow('keyId out of range');
    expect(body({ keyId: 1.5 })).toThrow('keyId out of range');
  });

  it('refuses ticket, performance and category ids outside 32 bits or not whole, naming the field', () => {
    expect(body({ ticketId: -1 })).toThrow('ticketId out of range');
    expect(body({ ticketId: 2 ** 32 })).toThrow('ticketId out of range');
    expect(body({ ticketId: 0.5 })).toThrow('ticketId out of range');
    expect(body({ performanceId: -1 })).toThrow('performanceId out of range');
    expect(body({ performanceId: 2 ** 32 })).toThrow('performanceId out of range');
    expect(body({ categoryId: Number.NaN })).toThrow('categoryId out of range');
    expect(body({ categoryId: 2 ** 32 })).toThrow('categoryId out of range');
  });

  it('assembles a code only from a 15-byte body and a 64-byte signature', () => {
    const good = ticketBody(claims);
    expect(() => assembleTicketCode(good.subarray(1), new Uint8Array(64))).toThrow('bad ticket code parts');
    expect(() => assembleTicketCode(good, new Uint8Array(63))).toThrow('bad ticket code parts');
    expect(() => assembleTicketCode(good, new Uint8Array(65))).toThrow('bad ticket code parts');
    expect(assembleTicketCode(good, new Uint8Array(64))).toHaveLength(TICKET_CODE_LENGTH);
  });

  it('derives the public key from the secret one', () => {
    expect(publicKeyOf(pair.secretKey)).toEqual(pair.publicKey);
  });
});

describe('verifying a code', () => {
  const code = signTicketCode(claims, pair.secretKey);
  const bytes = base32Decode(code) as Uint8Array;

  it('calls text of the wrong length malformed, whatever its first byte', () => {
    expect(verifyTicketCode('AAAAAAAA', keys)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyTicketCode('HALLO', keys)).toEqual({ ok: false, reason: 'malformed' });
    const longer = base32Encode(Uint8Array.from([...bytes, 0]));
    expect(verifyTicketCode(longer, keys)).toEqual({ ok: false, reason: 'malformed' });
    expect(readTicketCode(longer)).toBeNull();
    expect(readTicketCode(code.slice(0, -8))).toBeNull();
  });

  it('refuses a code of another version even when its signature holds', () => {
    const body = ticketBody(claims);
    body[0] = TICKET_CODE_VERSION + 1;
    const other = assembleTicketCode(body, ed25519.sign(signedMessage(body), pair.secretKey));
    expect(verifyTicketCode(other, keys)).toEqual({ ok: false, reason: 'version' });
    expect(readTicketCode(other)).toBeNull();
    expect(classifyScan(other, keys)).toEqual({ kind: 'forged' });
  });

  it('refuses a signature made without the ticket context', () => {
    const body = ticketBody(claims);
    expect(verifyTicketCode(assembleTicketCode(body, ed25519.sign(body, pair.secretKey)), keys)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a weak key of small order, under which any message would verify', () => {
    // The identity point as key and as R with S = 0 satisfies the equation for every message.
    const identity = new Uint8Array(32);
    identity[0] = 1;
    const weak = [{ id: 1, key: identity }];
    const forged = assembleTicketCode(ticketBody(claims), Uint8Array.from([...identity, ...new Uint8Array(32)]));
    expect(verifyTicketCode(forged, weak)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses rather than throws when a stored key has the wrong length', () => {
    expect(verifyTicketCode(code, [{ id: 1, key: pair.publicKey.subarray(1) }])).toEqual({ ok: false, reason: 'signature' });
  });
});

describe('the shape of a scan', () => {
  const code = signTicketCode(claims, pair.secretKey);

  it('calls a partial read unreadable also in lower case and with spaces around it', () => {
    expect(isUnreadable(code.slice(3).toLowerCase())).toBe(true);
    expect(isUnreadable(` ${code.slice(3)}\n`)).toBe(true);
    expect(classifyScan(` ${code.slice(0, 50).toLowerCase()} `, keys)).toEqual({ kind: 'unreadable' });
  });

  it('does not call a complete code or foreign text unreadable', () => {
    expect(isUnreadable(code)).toBe(false);
    expect(isUnreadable(` ${code.toLowerCase()} `)).toBe(false);
    expect(isUnreadable('https://example.de')).toBe(false);
  });
});
