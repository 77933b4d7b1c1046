import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateSigningKeyPair, signTicketCode, verifyTicketCode } from '../../src/shared/domain/ticket-code';
import { signTicket } from '../../src/server/modules/tickets/ticket-signer';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { qrCodesInPdf } from '../helpers/pdf-qr';
import { sweepRuns } from '../helpers/sweep';
import { createTestApp, type TestApp } from '../helpers/test-app';

const pair = generateSigningKeyPair();
const key = { id: 7, secretKey: pair.secretKey, publicKey: pair.publicKey };
const keys = [{ id: 7, key: pair.publicKey }];
const claimsArb = fc.record({
  ticketId: fc.integer({ min: 1, max: 0xffffffff }),
  performanceId: fc.integer({ min: 1, max: 0xffffffff }),
  categoryId: fc.integer({ min: 1, max: 0xffffffff }),
});

describe('signed ticket codes', () => {
  // Sweeps (tests/helpers/sweep.ts): a tenth of the codes and a quarter of the flipped bits per run, all in test:sweeps.
  const signed = sweepRuns('signed codes', 10_000, 10);
  const flipped = sweepRuns('codes with a changed bit', 4, 4);

  it(`10,000 codes signed by the server all verify with the kiosk verifier (${signed.runs} this run, seed ${signed.seed})`, () => {
    const claims = fc.sample(claimsArb, { numRuns: signed.runs, seed: signed.seed });
    const codes = claims.map((claim) => signTicket(claim, key));
    expect(new Set(codes).size).toBe(new Set(claims.map((c) => JSON.stringify(c))).size);
    codes.forEach((code, index) => {
      expect(verifyTicketCode(code, keys)).toEqual({ ok: true, claims: { keyId: 7, ...claims[index] } });
    });
    // Ed25519 is deterministic: the native signer and the pure-JS one make the same code.
    expect(signTicketCode({ keyId: 7, ...claims[0] }, pair.secretKey)).toBe(codes[0]);
  }, 180_000);

  it('rejects any changed bit, in every position', () => {
    for (const claim of fc.sample(claimsArb, { numRuns: flipped.runs, seed: flipped.seed })) {
      const bytes = base32Decode(signTicket(claim, key)) as Uint8Array;
      for (let bit = 0; bit < bytes.length * 8; bit++) {
        const changed = Uint8Array.from(bytes);
        changed[bit >> 3] ^= 1 << (bit & 7);
        expect(verifyTicketCode(base32Encode(changed), keys).ok, `bit ${bit}`).toBe(false);
      }
    }
  }, 120_000);

  it('rejects any changed character and any other key', () => {
    const code = signTicket({ ticketId: 1, performanceId: 2, categoryId: 3 }, key);
    for (let index = 0; index < code.length; index++) {
      const replacement = code[index] === 'A' ? 'B' : 'A';
      expect(verifyTicketCode(code.slice(0, index) + replacement + code.slice(index + 1), keys).ok).toBe(false);
    }
    expect(verifyTicketCode(code, [{ id: 7, key: generateSigningKeyPair().publicKey }]).ok).toBe(false);
  });
});

describe('the ticket page, PDF and key calls', () => {
  let t: TestApp;
  let show: ShowFixture;
  beforeEach(async () => {
    t = await createTestApp();
    show = await upcomingShow(t.db);
  });
  afterEach(async () => {
    await t.close();
  });

  async function publicKeys() {
    const answer = (await t.app.inject({ method: 'GET', url: '/api/tickets/public_keys.php' })).json();
    return answer.keys.map((k: { id: number; public_key: string }) => ({ id: k.id, key: new Uint8Array(Buffer.from(k.public_key, 'base64url')) }));
  }

  it('shows each ticket behind the unguessable link; the PDF has one page per ticket whose QR (read by jsQR) verifies', async () => {
    const { captured } = await buy(t.app, [line(show, show.adults, 2), line(show, show.children, 1)]);
    const token = captured.json().ticket_url.split('/tickets/')[1];
    const page = await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.tickets).toHaveLength(3);
    expect(body.tickets.map((ticket: { category: string }) => ticket.category)).toEqual(['Erwachsene', 'Erwachsene', 'Kinder']);
    expect(body.tickets[0]).toMatchObject({ event_title: 'Zeitsprung – Das Schulmusical', status: 'valid', seat: null });
    expect(body.tickets[0].doors_at).toBeTruthy();

    const pdf = await t.app.inject({ method: 'GET', url: `/api/${body.pdf_url}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, codes } = await qrCodesInPdf(pdf.rawPayload);
    expect(pages).toBe(3);
    expect(codes).toEqual(body.tickets.map((ticket: { code: string }) => ticket.code));
    const kioskKeys = await publicKeys();
    for (const code of codes) expect(verifyTicketCode(code, kioskKeys).ok).toBe(true);
  });

  it('refuses unknown and malformed links', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets/order.php?token=kurz' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${'y'.repeat(32)}` })).statusCode).toBe(404);
  });

  it('lists revoked tickets for the kiosks', async () => {
    await buy(t.app, [line(show, show.adults, 2)]);
    const ticket = await t.db.selectFrom('tickets').select(['id', 'code']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('tickets').set({ status: 'cancelled', cancelled_at: new Date() }).where('id', '=', ticket.id).execute();
    const answer = (await t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json();
    expect(answer.revoked).toEqual([expect.objectContaining({ ticket_id: ticket.id, code: ticket.code })]);
    expect(await publicKeys()).toHaveLength(1);
  });
});
