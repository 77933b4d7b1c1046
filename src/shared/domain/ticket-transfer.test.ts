import { describe, expect, it } from 'vitest';
import { checkNewHolder, TRANSFER_REFUSAL_TEXTS, transferRefusal } from './ticket-transfer';

const now = new Date('2026-12-01T12:00:00Z');
const ticket = { orderPaid: true, ticketValid: true, transferred: false, admitted: false, startsAt: new Date('2026-12-04T18:00:00Z') };

describe('transferRefusal', () => {
  it('lets a valid, unused ticket of a paid order go before its performance', () => {
    expect(transferRefusal(true, ticket, now)).toBeNull();
    expect(transferRefusal(true, ticket, new Date('2026-12-04T17:59:59Z'))).toBeNull();
  });

  it('refuses when the setting is off, and names every other reason', () => {
    expect(transferRefusal(false, ticket, now)).toBe('off');
    expect(transferRefusal(true, { ...ticket, orderPaid: false }, now)).toBe('not_paid');
    expect(transferRefusal(true, { ...ticket, ticketValid: false }, now)).toBe('not_valid');
    expect(transferRefusal(true, { ...ticket, transferred: true }, now)).toBe('transferred');
    expect(transferRefusal(true, { ...ticket, admitted: true }, now)).toBe('admitted');
    expect(transferRefusal(true, ticket, new Date('2026-12-04T18:00:00Z'))).toBe('started');
    for (const text of Object.values(TRANSFER_REFUSAL_TEXTS)) expect(text).toMatch(/\.$/);
  });
});

describe('checkNewHolder', () => {
  it('trims the name and the address', () => {
    expect(checkNewHolder({ name: '  Oma   Erika ', email: ' erika@example.de ' })).toEqual({
      ok: true,
      holder: { name: 'Oma Erika', email: 'erika@example.de' },
    });
  });

  it('asks for a name and a valid address in German', () => {
    expect(checkNewHolder({ name: ' ', email: 'erika@example.de' })).toMatchObject({ ok: false, message: expect.stringContaining('Namen') });
    expect(checkNewHolder({ name: 'Erika', email: 'erika' })).toMatchObject({ ok: false, message: expect.stringContaining('E-Mail-Adresse') });
    expect(checkNewHolder({ name: 'E'.repeat(101), email: 'erika@example.de' }).ok).toBe(false);
  });

  it('takes a name of 2 to 100 characters', () => {
    const email = 'erika@example.de';
    expect(checkNewHolder({ name: 'E', email })).toEqual({ ok: false, message: 'Bitte gib den Namen der Person ein, die das Ticket bekommt.' });
    expect(checkNewHolder({ name: 'Jo', email })).toEqual({ ok: true, holder: { name: 'Jo', email } });
    expect(checkNewHolder({ name: 'E'.repeat(100), email }).ok).toBe(true);
    expect(checkNewHolder({ name: 'E'.repeat(101), email })).toEqual({ ok: false, message: 'Der Name darf höchstens 100 Zeichen lang sein.' });
  });

  it('takes an address of up to 254 characters, as mail servers do', () => {
    const address = (length: number) => `${'e'.repeat(length - '@example.de'.length)}@example.de`;
    expect(checkNewHolder({ name: 'Erika', email: address(254) })).toEqual({ ok: true, holder: { name: 'Erika', email: address(254) } });
    expect(checkNewHolder({ name: 'Erika', email: address(255) })).toEqual({
      ok: false,
      message: 'Bitte gib eine gültige E-Mail-Adresse ein, an die das Ticket gehen soll.',
    });
  });
});
