import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DONATION_CENTS, parseDonationCents, reservationCountdown, validateUserData } from './checkout-rules';

describe('validateUserData', () => {
  it('requires first name, last name and e-mail, phone optional', () => {
    expect(validateUserData({ firstName: ' ', lastName: '', email: '' })).toEqual({
      firstName: 'Bitte gib deinen Vornamen ein.',
      lastName: 'Bitte gib deinen Nachnamen ein.',
      email: 'Bitte gib deine E-Mail-Adresse ein.',
    });
    expect(validateUserData({ firstName: 'Mia', lastName: 'Krüger', email: 'mia@example.de' })).toEqual({});
  });
  it('rejects a malformed e-mail and phone', () => {
    const errors = validateUserData({ firstName: 'a', lastName: 'b', email: 'mia@', phone: 'abc' });
    expect(errors.email).toMatch(/gültige E-Mail/);
    expect(errors.phone).toMatch(/Telefonnummer/);
  });
  it('takes names, e-mail and phone as typed with stray spaces around them', () => {
    expect(validateUserData({ firstName: ' Mia ', lastName: ' Krüger ', email: ' mia@example.de ', phone: ' 0201 123456 ' })).toEqual({});
    expect(validateUserData({ firstName: 'Mia', lastName: '  ', email: '  ', phone: '  ' })).toEqual({
      lastName: 'Bitte gib deinen Nachnamen ein.',
      email: 'Bitte gib deine E-Mail-Adresse ein.',
    });
  });
});

describe('parseDonationCents', () => {
  it('reads numbers, decimal commas and empties', () => {
    expect(parseDonationCents(5.5)).toBe(550);
    expect(parseDonationCents('5,5')).toBe(550);
    expect(parseDonationCents('')).toBe(0);
    expect(parseDonationCents(null)).toBe(0);
    expect(parseDonationCents(12.5)).toBe(1250);
    expect(parseDonationCents(undefined)).toBe(0);
    expect(parseDonationCents('   ')).toBe(0);
  });
  it('accepts the maximum donation of 1.000 € and not a cent more', () => {
    expect(parseDonationCents(1000)).toBe(100_000);
    expect(parseDonationCents('1000,00')).toBe(100_000);
    expect(parseDonationCents('1000,01')).toBeNull();
  });
  it('property: every amount up to the maximum, typed with a comma, reads back to its cents; every amount above is refused', () => {
    const typed = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * MAX_DONATION_CENTS }), (cents) => {
        expect(parseDonationCents(typed(cents))).toBe(cents <= MAX_DONATION_CENTS ? cents : null);
      }),
      { numRuns: 150 },
    );
  });
  it('refuses what Number() would guess at: hex, exponents, a third decimal, float noise', () => {
    for (const value of ['0x10', '1e3', '0.001', 0.001, 0.1 + 0.2, true, {}]) expect(parseDonationCents(value)).toBeNull();
  });
  it('refuses negatives, text, three decimals and huge amounts', () => {
    for (const value of [-3, '-3', 'abc', '1.005', 1_000_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseDonationCents(value)).toBeNull();
    }
  });
});

describe('reservationCountdown', () => {
  it('shows minutes and seconds, rounded up, never below zero', () => {
    const now = new Date('2025-01-01T10:00:00Z');
    expect(reservationCountdown(new Date('2025-01-01T10:20:00Z'), now)).toEqual({ text: '20:00', expired: false });
    expect(reservationCountdown(new Date('2025-01-01T10:00:05.2Z'), now)).toEqual({ text: '0:06', expired: false });
    expect(reservationCountdown(new Date('2025-01-01T09:59:00Z'), now)).toEqual({ text: '0:00', expired: true });
  });
});
