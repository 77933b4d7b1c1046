import { describe, expect, it } from 'vitest';
import { readAdmissions, type StoredScan } from './admissions';
import { deviceRemaining, saleTotalCents } from './box-office';
import { decideCode, decideLocalTicket, decideScan, type LocalTicket, mustWait, serverVerdict, type VerdictContext } from './checkin-verdict';
import { generateSigningKeyPair, signTicketCode } from './ticket-code';

const pair = generateSigningKeyPair();
const tonight = 7;
const sign = (ticketId: number, performanceId = tonight, categoryId = 1) => signTicketCode({ keyId: 1, ticketId, performanceId, categoryId }, pair.secretKey);

function ticket(id: number, extra: Partial<LocalTicket> = {}): LocalTicket {
  return { id, performanceId: tonight, categoryId: 1, category: 'Erwachsene', seat: null, status: 'valid', admittedAt: null, admittedDevice: null, ...extra };
}

function context(tickets: LocalTicket[], revoked: number[] = []): VerdictContext {
  const byId = new Map(tickets.map((t) => [t.id, t]));
  return {
    performanceId: tonight,
    publicKeys: [{ id: 1, key: pair.publicKey }],
    ticket: (id) => byId.get(id),
    isRevoked: (id) => revoked.includes(id),
    categoryName: (id) => (id === 2 ? 'Kinder' : undefined),
    performance: (id) => (id === 8 ? { eventTitle: 'Zeitsprung', startsAt: '2025-07-09T17:00:00.000Z' } : undefined),
  };
}

describe('door verdicts', () => {
  it("admits a genuine ticket for tonight: 'Gültig' with category and seat", () => {
    const verdict = decideCode(sign(1), context([ticket(1, { seat: 'A3' })]));
    expect(verdict).toMatchObject({ key: 'valid', title: 'Gültig', tone: 'green', ticketId: 1, admits: true });
    expect(verdict.detail).toBe('Erwachsene · Platz A3');
  });

  it('admits a genuine ticket sold after the last sync, naming its category from the code', () => {
    const verdict = decideCode(sign(99, tonight, 2), context([]));
    expect(verdict).toMatchObject({ key: 'valid', detail: 'Kinder · freie Platzwahl' });
  });

  it("stops a second scan: 'Bereits eingecheckt' with the first scan's time and device", () => {
    const admitted = ticket(1, { admittedAt: '2025-07-08T16:42:00.000Z', admittedDevice: 'Eingang Nord' });
    const verdict = decideCode(sign(1), context([admitted]));
    expect(verdict).toMatchObject({ key: 'already', title: 'Bereits eingecheckt', tone: 'red', admits: false });
    expect(verdict.detail).toBe('Erster Einlass um 18:42 Uhr · Gerät „Eingang Nord“');
  });

  it("says why a revoked ticket is stopped: 'Zahlung zurückgebucht' for a chargeback", () => {
    const base = context([], [3]);
    const reversed = decideCode(sign(3), { ...base, revocationReason: () => 'PAYMENT_REVERSED' });
    expect(reversed).toMatchObject({ key: 'cancelled', title: 'Storniert', tone: 'red', admits: false });
    expect(reversed.detail).toBe('Zahlung zurückgebucht: Dieses Ticket ist gesperrt und berechtigt nicht zum Einlass.');
    expect(decideCode(sign(3), base).detail).toBe('Dieses Ticket wurde storniert und berechtigt nicht zum Einlass.');
  });

  it("says 'Vom Veranstalter storniert' for a single ticket staff cancelled (issue 32 item 10)", () => {
    const cancelled = decideCode(sign(4), { ...context([], [4]), revocationReason: () => 'CANCELLED' });
    expect(cancelled).toMatchObject({ key: 'cancelled', tone: 'red', admits: false });
    expect(cancelled.detail).toBe('Vom Veranstalter storniert: Dieses Ticket ist gesperrt und berechtigt nicht zum Einlass.');
  });

  it("stops a cancelled ticket, from the list or the revocation list: 'Storniert'", () => {
    expect(decideCode(sign(1), context([ticket(1, { status: 'cancelled' })]))).toMatchObject({ title: 'Storniert', tone: 'red' });
    expect(decideCode(sign(2), context([], [2]))).toMatchObject({ key: 'cancelled', admits: false });
  });

  it('says Storniert before anything else, even for an admitted ticket of another night', () => {
    const verdict = decideCode(sign(3, 8), context([ticket(3, { performanceId: 8, admittedAt: '2025-07-09T16:00:00Z' })], [3]));
    expect(verdict.key).toBe('cancelled');
  });

  it("sends a guest of another performance away in amber, naming it: 'Falsche Vorstellung'", () => {
    const verdict = decideCode(sign(4, 8), context([]));
    expect(verdict).toMatchObject({ key: 'wrong_performance', title: 'Falsche Vorstellung', tone: 'amber' });
    expect(verdict.detail).toBe('Gilt für Zeitsprung am 09.07.2025, 19:00 Uhr');
    expect(decideCode(sign(4, 9), context([])).detail).toBe('Dieses Ticket gilt für eine andere Vorstellung.');
  });

  it("refuses a code with one changed character, garbage and a foreign key: 'Ungültiger Code'", () => {
    const code = sign(5);
    const changed = code.slice(0, 40) + (code[40] === 'A' ? 'B' : 'A') + code.slice(41);
    const ctx = context([ticket(5)]);
    expect(decideCode(changed, ctx)).toMatchObject({
      key: 'invalid',
      title: 'Ungültiger Code',
      tone: 'red',
      ticketId: null,
      detail: 'Dieser Code ist kein echtes Ticket oder wurde verändert.',
    });
    expect(decideCode('https://example.org', ctx).key).toBe('invalid');
    const stranger = signTicketCode({ keyId: 1, ticketId: 5, performanceId: tonight, categoryId: 1 }, generateSigningKeyPair().secretKey);
    expect(decideCode(stranger, ctx).key).toBe('invalid');
    const unknownKey = signTicketCode({ keyId: 2, ticketId: 5, performanceId: tonight, categoryId: 1 }, pair.secretKey);
    expect(decideCode(unknownKey, ctx).detail).toBe('Unbekannter Schlüssel – bitte synchronisieren und erneut scannen.');
  });

  it('accepts a code in lower case, with surrounding blanks, as a wedge scanner may type it', () => {
    expect(decideCode(`  ${sign(6).toLowerCase()}\n`, context([])).key).toBe('valid');
  });

  it("says 'Ticket' for a category neither the list nor the device knows, and names no device it does not know", () => {
    expect(decideCode(sign(98, tonight, 3), context([])).detail).toBe('Ticket · freie Platzwahl');
    const admitted = ticket(1, { admittedAt: '2025-07-08T16:42:00.000Z' });
    expect(decideCode(sign(1), context([admitted])).detail).toBe('Erster Einlass um 18:42 Uhr');
  });

  it("gives a revocation reason it does not know the general wording: 'Dieses Ticket wurde storniert'", () => {
    const unknownReason = decideCode(sign(3), { ...context([], [3]), revocationReason: () => 'SOMETHING_NEW' });
    expect(unknownReason.detail).toBe('Dieses Ticket wurde storniert und berechtigt nicht zum Einlass.');
  });

  it('decides a guest found by name the same way', () => {
    expect(decideLocalTicket(ticket(7), context([ticket(7)])).key).toBe('valid');
    expect(decideLocalTicket(ticket(7, { status: 'cancelled' }), context([ticket(7, { status: 'cancelled' })])).key).toBe('cancelled');
  });
});

describe('admissions on the server', () => {
  const at = (minute: number) => new Date(Date.UTC(2025, 6, 8, 16, minute));
  const scan = (id: number, ticketId: number, deviceId: string, minute: number, verdict: StoredScan['verdict'] = 'valid'): StoredScan => ({
    id,
    ticketId,
    deviceId,
    verdict,
    scannedAt: at(minute),
  });

  it('keeps the earliest valid scan as the admission and flags the other door as duplicate', () => {
    const reading = readAdmissions([scan(1, 10, 'b', 5), scan(2, 10, 'a', 3)]);
    expect([...reading.admitted]).toEqual([2]);
    expect([...reading.duplicates]).toEqual([1]);
  });

  it("does not flag the admitting device's own repeat scans", () => {
    const reading = readAdmissions([scan(1, 10, 'a', 3), scan(2, 10, 'a', 4, 'already')]);
    expect([...reading.admitted]).toEqual([1]);
    expect(reading.duplicates.size).toBe(0);
  });

  it('admits nobody on refused scans only, and breaks equal times by arrival', () => {
    expect(readAdmissions([scan(1, 10, 'a', 3, 'cancelled')]).admitted.size).toBe(0);
    expect([...readAdmissions([scan(5, 11, 'a', 3), scan(4, 11, 'b', 3)]).admitted]).toEqual([4]);
  });
});

describe('box office', () => {
  const categories = [
    { id: 1, name: 'Erwachsene', price_cents: 600 },
    { id: 2, name: 'Kinder', price_cents: 300 },
  ];
  it('prices a sale from the categories and refuses unknown ones', () => {
    expect(
      saleTotalCents(
        [
          { category_id: 1, quantity: 2 },
          { category_id: 2, quantity: 1 },
        ],
        categories,
      ),
    ).toBe(1500);
    expect(saleTotalCents([{ category_id: 3, quantity: 1 }], categories)).toBeNull();
  });
  it('never lets a device sell more than the quota it last saw', () => {
    expect(deviceRemaining(5, 2)).toBe(3);
    expect(deviceRemaining(2, 5)).toBe(0);
  });
});

describe('a scan before the door can decide (issue 12)', () => {
  const keys = [{ id: 1, key: pair.publicKey }];
  const ready = { keys, listed: true, syncing: false };

  it('asks for another scan when the code was read only in part, without refusing it', () => {
    const code = sign(1);
    for (const partial of [code.slice(30), code.slice(0, -1), '']) {
      expect(decideScan(partial, context([]))).toMatchObject({
        key: 'unreadable',
        title: 'Code nicht vollständig gelesen – bitte erneut scannen',
        admits: false,
      });
    }
    const changed = code.slice(0, 60) + (code[60] === 'Q' ? 'R' : 'Q') + code.slice(61);
    expect(decideScan(changed, context([]))).toMatchObject({ key: 'invalid', title: 'Ungültiger Code' });
    expect(decideScan(code, context([]))).toMatchObject({ key: 'valid' });
  });

  it('waits while the keys or the ticket list are not on the device yet', () => {
    expect(mustWait(sign(1), { keys: null, listed: false, syncing: false })).toBe(true);
    expect(mustWait(sign(1), { keys, listed: false, syncing: true })).toBe(true);
    expect(mustWait(sign(1), { keys: [], listed: false, syncing: false })).toBe(true);
    expect(mustWait(sign(1), ready)).toBe(false);
  });

  it('waits for a running sync when the code names a key the device lacks, else decides', () => {
    const newKey = signTicketCode({ keyId: 2, ticketId: 5, performanceId: tonight, categoryId: 1 }, pair.secretKey);
    expect(mustWait(newKey, { ...ready, syncing: true })).toBe(true);
    expect(mustWait(newKey, ready)).toBe(false);
    expect(mustWait(sign(1), { ...ready, syncing: true })).toBe(false);
  });

  it('answers a partial read at once, even before anything has loaded', () => {
    expect(mustWait(sign(1).slice(50), { keys: null, listed: false, syncing: false })).toBe(false);
  });
});

describe("the server's verdict on an online scan (issue 12)", () => {
  const claims = { ticketId: 1, performanceId: tonight, categoryId: 1 };

  it("words 'Gültig' from the ticket, though the answer already carries this very admission", () => {
    const admittedNow = ticket(1, { seat: 'B2', admittedAt: '2025-07-08T16:42:00.000Z', admittedDevice: 'Eingang Nord' });
    expect(serverVerdict('valid', claims, admittedNow, context([]))).toMatchObject({
      key: 'valid',
      title: 'Gültig',
      detail: 'Erwachsene · Platz B2',
      admits: true,
    });
  });

  it("names the first door in 'Bereits eingecheckt', even when this device has not heard of it yet", () => {
    const first = ticket(1, { admittedAt: '2025-07-08T16:42:00.000Z', admittedDevice: 'Tür A' });
    const verdict = serverVerdict('already', claims, first, context([ticket(1)]));
    expect(verdict).toMatchObject({ key: 'already', title: 'Bereits eingecheckt', admits: false });
    expect(verdict.detail).toBe('Erster Einlass um 18:42 Uhr · Gerät „Tür A“');
  });

  it('follows the server on cancelled tickets, another night and unknown codes', () => {
    expect(serverVerdict('cancelled', claims, ticket(1), context([]))).toMatchObject({ key: 'cancelled', title: 'Storniert' });
    expect(serverVerdict('wrong_performance', { ...claims, performanceId: 8 }, undefined, context([])).detail).toBe(
      'Gilt für Zeitsprung am 09.07.2025, 19:00 Uhr',
    );
    expect(serverVerdict('invalid', claims, undefined, context([]))).toMatchObject({
      key: 'invalid',
      ticketId: null,
      admits: false,
      detail: 'Dieser Code ist kein echtes Ticket oder wurde verändert.',
    });
  });

  it("words 'Gültig' for a ticket the device has not synced yet from the code's category, else 'Ticket'", () => {
    expect(serverVerdict('valid', { ...claims, categoryId: 2 }, undefined, context([])).detail).toBe('Kinder · freie Platzwahl');
    expect(serverVerdict('valid', { ...claims, categoryId: 3 }, undefined, context([])).detail).toBe('Ticket · freie Platzwahl');
  });

  it("says why the server refused, with the ticket's own first admission and the reason of a revocation", () => {
    const first = ticket(1, { admittedAt: '2025-07-08T16:42:00.000Z', admittedDevice: 'Tür A' });
    // The device's list still calls it valid and not admitted: the server's word and the ticket it sends decide.
    expect(serverVerdict('already', claims, first, context([ticket(1)])).detail).toBe('Erster Einlass um 18:42 Uhr · Gerät „Tür A“');
    const reversed = serverVerdict('cancelled', claims, ticket(1), { ...context([ticket(1)]), revocationReason: () => 'PAYMENT_REVERSED' });
    expect(reversed).toMatchObject({ key: 'cancelled', detail: 'Zahlung zurückgebucht: Dieses Ticket ist gesperrt und berechtigt nicht zum Einlass.' });
    // A verdict the device would not reach itself (the server knows of an admission the device lacks) keeps the server's key.
    expect(serverVerdict('already', claims, ticket(1), context([ticket(1)]))).toMatchObject({ key: 'already', admits: false, ticketId: 1 });
  });
});

describe('re-entry, "Mehrfacheintritt pro Tag" (issue 33)', () => {
  const admitted = ticket(1, { admittedAt: '2025-07-08T16:42:00.000Z', admittedDevice: 'Eingang Nord' });
  const at = (minute: number) => new Date(Date.UTC(2025, 6, 8, 16, minute));
  const scan = (id: number, deviceId: string, minute: number, verdict: StoredScan['verdict']): StoredScan => ({
    id,
    ticketId: 10,
    deviceId,
    verdict,
    scannedAt: at(minute),
  });

  it("lets an admitted guest back in: 'Wiedereinlass' in green, naming the first admission, without a second admission", () => {
    const verdict = decideCode(sign(1), { ...context([admitted]), reentry: true });
    expect(verdict).toMatchObject({ key: 'reentry', title: 'Wiedereinlass', tone: 'green', ticketId: 1, admits: false });
    expect(verdict.detail).toBe('Erster Einlass um 18:42 Uhr · Gerät „Eingang Nord“');
  });

  it("still says 'Bereits eingecheckt' when the setting is off, and still stops cancelled tickets and other nights when on", () => {
    expect(decideCode(sign(1), { ...context([admitted]), reentry: false }).key).toBe('already');
    expect(decideCode(sign(1), { ...context([admitted], [1]), reentry: true }).key).toBe('cancelled');
    expect(decideCode(sign(2, 8), { ...context([ticket(2, { performanceId: 8, admittedAt: admitted.admittedAt })]), reentry: true }).key).toBe(
      'wrong_performance',
    );
    expect(decideCode(sign(3), { ...context([ticket(3)]), reentry: true }).key).toBe('valid');
  });

  it("words the server's 'reentry' answer as the device would", () => {
    const verdict = serverVerdict('reentry', { ticketId: 1, performanceId: tonight, categoryId: 1 }, admitted, context([]));
    expect(verdict).toMatchObject({ key: 'reentry', title: 'Wiedereinlass', tone: 'green', admits: false });
    expect(verdict.detail).toContain('Erster Einlass um 18:42 Uhr');
  });

  it('reads later scans of another door as re-entries, not duplicates, while re-entry is allowed', () => {
    const scans = [scan(1, 'a', 3, 'valid'), scan(2, 'b', 20, 'valid'), scan(3, 'b', 40, 'reentry'), scan(4, 'a', 50, 'reentry')];
    const on = readAdmissions(scans, { reentry: true });
    expect([...on.admitted]).toEqual([1]);
    expect(on.duplicates.size).toBe(0);
    expect([...on.reentries].sort()).toEqual([2, 3, 4]);
    // Switched off: a second door's 'Gültig' is a duplicate again, but what a door called 'Wiedereinlass' stays one.
    const off = readAdmissions(scans);
    expect([...off.duplicates]).toEqual([2]);
    expect([...off.reentries].sort()).toEqual([3, 4]);
  });
});
