import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FailureHistory } from './login-throttle';
import { SECRET_THROTTLED_CODES, SECRET_THROTTLED_MESSAGES, SECRET_THROTTLES, secretPairDelayMs, secretWaitMs } from './secret-throttle';

const MINUTE = 60_000;
const now = new Date('2026-03-01T18:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none: FailureHistory = { count: 0, oldest: null, newest: null };
const history = (count: number, oldestAgo: number, newestAgo = 0): FailureHistory => ({ count, oldest: ago(oldestAgo), newest: ago(newestAgo) });
const coupon = SECRET_THROTTLES.coupon;

describe('the wait one address earns for one secret', () => {
  it('costs nothing for the free failures, then 1 s, 2 s, 4 s …', () => {
    expect(coupon.freeFailures).toBe(5);
    expect(secretPairDelayMs(coupon, 0)).toBe(0);
    expect(secretPairDelayMs(coupon, 4)).toBe(0);
    expect(secretPairDelayMs(coupon, 5)).toBe(1000);
    expect(secretPairDelayMs(coupon, 6)).toBe(2000);
    expect(secretPairDelayMs(coupon, 8)).toBe(8000);
  });

  it('counts the free failures of the rule it is given', () => {
    expect(SECRET_THROTTLES.password.freeFailures).toBe(3);
    expect(secretPairDelayMs(SECRET_THROTTLES.password, 2)).toBe(0);
    expect(secretPairDelayMs(SECRET_THROTTLES.password, 3)).toBe(1000);
  });

  it('never waits longer than 15 minutes, however many failures', () => {
    expect(secretPairDelayMs(coupon, 15)).toBe(15 * MINUTE);
    expect(secretPairDelayMs(coupon, 10_000)).toBe(15 * MINUTE);
  });

  it('never shortens the wait with a further failure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (failures) => {
        expect(secretPairDelayMs(coupon, failures + 1)).toBeGreaterThanOrEqual(secretPairDelayMs(coupon, failures));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the wait before the next check of a secret', () => {
  it('lets a check through at once when nothing failed', () => {
    expect(secretWaitMs(coupon, none, none, none, now)).toBe(0);
  });

  it('counts the pair wait from the newest failure and lets it run out', () => {
    const pair = history(6, 10_000, 500); // 2 s wait, 0.5 s ago
    expect(secretWaitMs(coupon, pair, pair, pair, now)).toBe(1500);
    const older = history(6, 10_000, 3000);
    expect(secretWaitMs(coupon, older, older, older, now)).toBe(0);
  });

  it('makes no pair wait out of free failures, even when their time is ahead of this clock', () => {
    const pair = history(4, 1000, 0);
    expect(secretWaitMs(coupon, pair, pair, pair, now)).toBe(0);
    const ahead = history(4, 1000, -5000); // stamped by a database clock 5 s ahead
    expect(secretWaitMs(coupon, ahead, none, none, now)).toBe(0);
  });

  it('makes no pair wait out of a count without a time', () => {
    expect(secretWaitMs(coupon, { count: 9, oldest: null, newest: null }, none, none, now)).toBe(0);
  });

  it('closes an address at its ceiling until the window after its oldest failure is over', () => {
    expect(coupon.addressCeiling).toBe(20);
    expect(secretWaitMs(coupon, none, history(20, 5 * MINUTE), none, now)).toBe(10 * MINUTE);
    expect(secretWaitMs(coupon, none, history(19, 5 * MINUTE), none, now)).toBe(0);
    expect(secretWaitMs(coupon, none, history(20, 15 * MINUTE), none, now)).toBe(0);
    expect(secretWaitMs(coupon, none, { count: 20, oldest: null, newest: null }, none, now)).toBe(0);
  });

  it('closes a target at its own ceiling, from all addresses together', () => {
    const code = SECRET_THROTTLES.code;
    expect(code.targetCeiling).toBe(10);
    expect(secretWaitMs(code, none, none, history(10, 2 * MINUTE), now)).toBe(13 * MINUTE);
    expect(secretWaitMs(code, none, none, history(9, 2 * MINUTE), now)).toBe(0);
    expect(SECRET_THROTTLES.password.targetCeiling).toBe(100);
    expect(secretWaitMs(SECRET_THROTTLES.password, none, none, history(99, MINUTE), now)).toBe(0);
    expect(secretWaitMs(SECRET_THROTTLES.password, none, none, history(100, MINUTE), now)).toBe(14 * MINUTE);
  });

  it('waits for the longest of the three', () => {
    const pair = history(6, 10_000, 0); // 2 s
    const address = history(20, 14 * MINUTE); // 1 min left
    const target = history(200, 10 * MINUTE); // 5 min left
    expect(coupon.targetCeiling).toBe(200);
    expect(secretWaitMs(coupon, pair, address, target, now)).toBe(5 * MINUTE);
    expect(secretWaitMs(coupon, pair, address, none, now)).toBe(MINUTE);
    expect(secretWaitMs(coupon, pair, none, none, now)).toBe(2000);
  });

  it('uses the same window and ceilings for ticket links as for coupons', () => {
    expect(SECRET_THROTTLES.ticket_token).toEqual(coupon);
    expect(coupon.windowMs).toBe(15 * MINUTE);
  });
});

describe('what a throttled check answers', () => {
  it('says in German what was wrong and when to try again', () => {
    expect(SECRET_THROTTLED_MESSAGES.password(4000)).toBe('Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es in 4 Sekunden erneut.');
    expect(SECRET_THROTTLED_MESSAGES.code(1000)).toBe('Zu viele falsche Codes. Bitte versuche es in 1 Sekunde erneut.');
    expect(SECRET_THROTTLED_MESSAGES.coupon(10 * MINUTE)).toBe('Zu viele ungültige Gutscheincodes. Bitte versuche es in 10 Minuten erneut.');
    expect(SECRET_THROTTLED_MESSAGES.ticket_token(MINUTE)).toBe('Zu viele ungültige Ticket-Links. Bitte versuche es in 1 Minute erneut.');
  });

  it('keeps the error code sign-ins already know, and a code of its own for coupons and ticket links', () => {
    expect(SECRET_THROTTLED_CODES).toEqual({
      password: 'LOGIN_THROTTLED',
      code: 'LOGIN_THROTTLED',
      coupon: 'COUPON_THROTTLED',
      ticket_token: 'TICKET_TOKEN_THROTTLED',
    });
  });
});
