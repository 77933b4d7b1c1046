import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, loginWaitMs, pairDelayMs, throttledMessage, waitInWords } from './login-throttle';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 18, 30, seconds));
const none = { count: 0, oldest: null, newest: null };

describe('pairDelayMs', () => {
  it('costs nothing for the first three failures, then 1 s, 2 s, 4 s …', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(pairDelayMs)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
  });

  it('caps the wait at fifteen minutes, however many failures', () => {
    expect(pairDelayMs(13)).toBe(15 * 60 * 1000);
    expect(pairDelayMs(10_000)).toBe(15 * 60 * 1000);
  });
});

describe('loginWaitMs', () => {
  it('lets an address with no failures in at once', () => {
    expect(loginWaitMs(none, none, at(0))).toBe(0);
  });

  it('counts the delay from the newest failure of the pair', () => {
    const pair = { count: 5, oldest: at(0), newest: at(10) };
    expect(loginWaitMs(pair, none, at(11))).toBe(3000);
    expect(loginWaitMs(pair, none, at(14))).toBe(0);
  });

  it('never makes the free failures wait, even if the newest lies a moment after now', () => {
    const pair = { count: LOGIN_THROTTLE.freeFailures - 1, oldest: at(0), newest: at(5) };
    expect(loginWaitMs(pair, none, at(4))).toBe(0);
  });

  it('closes an address at its ceiling until the oldest failure leaves the window', () => {
    const address = { count: LOGIN_THROTTLE.addressCeiling, oldest: at(0), newest: at(50) };
    expect(loginWaitMs(none, address, at(60))).toBe(LOGIN_THROTTLE.addressWindowMs - 60_000);
    expect(loginWaitMs(none, { ...address, count: LOGIN_THROTTLE.addressCeiling - 1 }, at(60))).toBe(0);
  });

  it('counts the window of a closed address from its oldest failure, and a count without dates closes nothing', () => {
    const address = { count: LOGIN_THROTTLE.addressCeiling + 5, oldest: at(0), newest: at(59) };
    expect(loginWaitMs(none, address, at(59))).toBe(LOGIN_THROTTLE.addressWindowMs - 59_000);
    expect(loginWaitMs(none, { ...address, oldest: null }, at(59))).toBe(0);
    expect(loginWaitMs({ count: 9, oldest: null, newest: null }, none, at(0))).toBe(0);
  });

  it('answers the longer of the two waits', () => {
    const pair = { count: 4, oldest: at(0), newest: at(0) };
    const address = { count: LOGIN_THROTTLE.addressCeiling, oldest: at(0), newest: at(0) };
    expect(loginWaitMs(pair, address, at(1))).toBe(LOGIN_THROTTLE.addressWindowMs - 1000);
  });
});

describe('throttledMessage', () => {
  it('says in German when to try again, rounded up', () => {
    expect(waitInWords(0)).toBe('in 1 Sekunde');
    expect(waitInWords(1)).toBe('in 1 Sekunde');
    expect(waitInWords(59_000)).toBe('in 59 Sekunden');
    expect(waitInWords(59_001)).toBe('in 1 Minute');
    expect(waitInWords(4000)).toBe('in 4 Sekunden');
    expect(waitInWords(60_000)).toBe('in 1 Minute');
    expect(waitInWords(61_000)).toBe('in 2 Minuten');
    expect(throttledMessage(15 * 60 * 1000)).toBe('Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es in 15 Minuten erneut.');
  });
});
