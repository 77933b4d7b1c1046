import { MAX_DONATION_CENTS } from './order-limits.js';

/** Checkout rules shared by the checkout form and the server (spec §5 user data, §9 donation). */
import { parseCents } from './money.js';

export interface UserDataInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

export type UserDataErrors = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>>;

// Deliberately plain: something@something.tld without spaces; the mail server is the final judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s/-]{3,30}$/;

/** German messages per field; an empty object means the data is acceptable. */
export function validateUserData(data: UserDataInput): UserDataErrors {
  const errors: UserDataErrors = {};
  if (!data.firstName.trim()) errors.firstName = 'Bitte gib deinen Vornamen ein.';
  if (!data.lastName.trim()) errors.lastName = 'Bitte gib deinen Nachnamen ein.';
  const email = data.email.trim();
  if (!email) errors.email = 'Bitte gib deine E-Mail-Adresse ein.';
  else if (!EMAIL.test(email)) errors.email = 'Bitte gib eine gültige E-Mail-Adresse ein.';
  const phone = data.phone?.trim() ?? '';
  if (phone && !PHONE.test(phone)) errors.phone = 'Bitte gib eine gültige Telefonnummer ein oder lass das Feld leer.';
  return errors;
}

export { MAX_DONATION_CENTS } from './order-limits.js';

/**
 * The donation in cents, or null when it is not acceptable. Empty means 0 (spec §5); otherwise a plain
 * amount (parseCents: '12,50', '12.5', 12.5); hex, exponents, negatives, a third decimal and amounts above
 * the maximum are refused.
 */
export function parseDonationCents(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 0;
  const cents = parseCents(value);
  return cents !== null && cents <= MAX_DONATION_CENTS ? cents : null;
}

/** Minutes and seconds left of a reservation, as the checkout's countdown shows it ("19:05"). */
export function reservationCountdown(expiresAt: Date, now: Date): { text: string; expired: boolean } {
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return { text, expired: seconds === 0 };
}
