/**
 * Sign-in throttling. Failures count per (account, address), so a stranger's guesses slow down only the
 * stranger: the owner signs in from another address at once. Each address also has a ceiling across all
 * accounts, so one address cannot try many accounts a few times each. Unknown and known accounts are
 * throttled alike, so a refusal never tells whether an account exists.
 */
export const LOGIN_THROTTLE = {
  /** Failures of one address for one account that cost no wait. */
  freeFailures: 3,
  /** Wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** Failures of one address for one account are forgotten after this (and at a successful sign-in). */
  pairMemoryMs: 24 * 60 * 60 * 1000,
  /** Failures of one address across all accounts within this window that close the address. */
  addressCeiling: 30,
  addressWindowMs: 15 * 60 * 1000,
} as const;

/** Failures of one subject within its window: how many, and the oldest and newest of them. */
export interface FailureHistory {
  count: number;
  oldest: Date | null;
  newest: Date | null;
}

/** The wait that `failures` failures of one address for one account earn, counted from the last of them. */
export function pairDelayMs(failures: number): number {
  const beyond = failures - LOGIN_THROTTLE.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.baseDelayMs * 2 ** Math.min(beyond, 30));
}

/** Milliseconds until the next attempt may be checked; 0 means now. */
export function loginWaitMs(pair: FailureHistory, address: FailureHistory, now: Date): number {
  const delay = pairDelayMs(pair.count);
  const pairUntil = pair.newest && delay > 0 ? pair.newest.getTime() + delay : 0;
  const addressUntil = address.count >= LOGIN_THROTTLE.addressCeiling && address.oldest ? address.oldest.getTime() + LOGIN_THROTTLE.addressWindowMs : 0;
  return Math.max(0, pairUntil - now.getTime(), addressUntil - now.getTime());
}

/** "in 4 Sekunden", "in 1 Minute": a wait in words, rounded up. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
}

export const throttledMessage = (waitMs: number) => `Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es ${waitInWords(waitMs)} erneut.`;
