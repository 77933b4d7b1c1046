import { type FailureHistory, LOGIN_THROTTLE, waitInWords } from './login-throttle.js';

/**
 * Issue 38: every check of a secret is throttled three ways, as sign-ins are. Per (address, target):
 * a few free failures, then doubling waits. Per address (an IPv6 /64 counts as one): a ceiling across
 * all targets. Per target (an account, the shop's coupon codes, the ticket links): a ceiling across all
 * addresses, so many /64s together cannot guess one account's code either.
 */
export type SecretKind = 'password' | 'code' | 'coupon' | 'ticket_token';

export interface SecretThrottleRule {
  /** Failures of one address for one target that cost no wait; after them 1 s, 2 s, 4 s … up to 15 min. */
  freeFailures: number;
  /** Failures of one address across all targets within the window that close the address. */
  addressCeiling: number;
  /** Failures against one target from all addresses within the window that close the target. */
  targetCeiling: number;
  windowMs: number;
}

const WINDOW_MS = LOGIN_THROTTLE.addressWindowMs;

export const SECRET_THROTTLES: Record<SecretKind, SecretThrottleRule> = {
  // High enough that strangers cannot lock an owner out in passing, low enough to stop a botnet's guessing.
  password: { freeFailures: LOGIN_THROTTLE.freeFailures, addressCeiling: LOGIN_THROTTLE.addressCeiling, targetCeiling: 100, windowMs: WINDOW_MS },
  // Whoever guesses codes already has the password: ten wrong codes close the account's second step for a while.
  code: { freeFailures: LOGIN_THROTTLE.freeFailures, addressCeiling: LOGIN_THROTTLE.addressCeiling, targetCeiling: 10, windowMs: WINDOW_MS },
  // Buyers mistype; guessing takes thousands of tries.
  coupon: { freeFailures: 5, addressCeiling: 20, targetCeiling: 200, windowMs: WINDOW_MS },
  // A ticket link is 256 random bits: wrong ones are typos or probes, never a real buyer's need.
  ticket_token: { freeFailures: 5, addressCeiling: 20, targetCeiling: 200, windowMs: WINDOW_MS },
};

/** The wait `failures` failures of one address for one target earn, counted from the newest of them. */
export function secretPairDelayMs(rule: SecretThrottleRule, failures: number): number {
  const beyond = failures - rule.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.baseDelayMs * 2 ** Math.min(beyond, 30));
}

/** Failures of the pair, of the address and of the target: milliseconds until the next check; 0 means now. */
export function secretWaitMs(rule: SecretThrottleRule, pair: FailureHistory, address: FailureHistory, target: FailureHistory, now: Date): number {
  const delay = secretPairDelayMs(rule, pair.count);
  const pairUntil = pair.newest && delay > 0 ? pair.newest.getTime() + delay : 0;
  const closedUntil = (history: FailureHistory, ceiling: number) => (history.count >= ceiling && history.oldest ? history.oldest.getTime() + rule.windowMs : 0);
  const until = Math.max(pairUntil, closedUntil(address, rule.addressCeiling), closedUntil(target, rule.targetCeiling));
  return Math.max(0, until - now.getTime());
}

export const SECRET_THROTTLED_MESSAGES: Record<SecretKind, (waitMs: number) => string> = {
  password: (ms) => `Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es ${waitInWords(ms)} erneut.`,
  code: (ms) => `Zu viele falsche Codes. Bitte versuche es ${waitInWords(ms)} erneut.`,
  coupon: (ms) => `Zu viele ungültige Gutscheincodes. Bitte versuche es ${waitInWords(ms)} erneut.`,
  ticket_token: (ms) => `Zu viele ungültige Ticket-Links. Bitte versuche es ${waitInWords(ms)} erneut.`,
};

/** The stable error code of a throttled check; sign-ins keep the one the client already knows. */
export const SECRET_THROTTLED_CODES: Record<SecretKind, string> = {
  password: 'LOGIN_THROTTLED',
  code: 'LOGIN_THROTTLED',
  coupon: 'COUPON_THROTTLED',
  ticket_token: 'TICKET_TOKEN_THROTTLED',
};
