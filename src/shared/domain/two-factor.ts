import { berlinDay, berlinInstant } from './berlin-time';

/** Issue 31: two-factor sign-in with an authenticator app (TOTP, RFC 6238) and one-use recovery codes. */
export const RECOVERY_CODE_COUNT = 10;
/** A half-finished sign-in (password right, code outstanding) lasts this long. */
export const CHALLENGE_MS = 10 * 60 * 1000;
/** The hour (Berlin) a kiosk's sign-in ends: it lasts the evening's performance, the next evening asks again. */
export const KIOSK_SESSION_ENDS_AT = '06:00';

/** Recovery codes are 16 letters and digits in groups of four; spaces, dashes and case do not matter. */
export function normaliseRecoveryCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isRecoveryCodeShape(input: string): boolean {
  return /^[A-Z2-7]{16}$/.test(normaliseRecoveryCode(input));
}

export function isTotpShape(input: string): boolean {
  return /^\d{6}$/.test(input.replace(/\s/g, ''));
}

export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** When a session begun at the kiosk at `now` ends: the next 06:00 in Berlin. */
export function kioskSessionEnd(now: Date): Date {
  const today = berlinInstant(berlinDay(now), KIOSK_SESSION_ENDS_AT);
  if (today.getTime() > now.getTime()) return today;
  const tomorrow = berlinDay(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  return berlinInstant(tomorrow, KIOSK_SESSION_ENDS_AT);
}
