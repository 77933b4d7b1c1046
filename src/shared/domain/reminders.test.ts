import { describe, expect, it } from 'vitest';
import { reminderDueAt, reminderWindow, wantsReminder } from './reminders';

const now = new Date('2026-11-26T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60_000);

describe('reminders before a performance', () => {
  it('is off at 0 days', () => {
    expect(reminderWindow(0, now)).toBeNull();
  });

  it('covers performances from now up to the configured days ahead', () => {
    const window = reminderWindow(7, now);
    expect(window?.until).toEqual(inDays(7));
    const paid = { status: 'CAPTURED', paidAt: inDays(-30) };
    expect(wantsReminder(paid, inDays(7), window!)).toBe(true);
    expect(wantsReminder(paid, inDays(1), window!)).toBe(true);
    expect(wantsReminder(paid, inDays(7.01), window!)).toBe(false);
    expect(wantsReminder(paid, inDays(-0.1), window!)).toBe(false);
    // A performance starting this very moment is no longer ahead.
    expect(wantsReminder(paid, now, window!)).toBe(false);
  });

  it('never reminds a cancelled or unpaid order', () => {
    const window = reminderWindow(7, now)!;
    expect(wantsReminder({ status: 'CANCELLED', paidAt: inDays(-30) }, inDays(3), window)).toBe(false);
    expect(wantsReminder({ status: 'CREATED', paidAt: null }, inDays(3), window)).toBe(false);
  });

  it('skips an order paid after its reminder was due', () => {
    const window = reminderWindow(7, now)!;
    expect(reminderDueAt(inDays(3), 7)).toEqual(inDays(-4));
    expect(wantsReminder({ status: 'CAPTURED', paidAt: inDays(-5) }, inDays(3), window)).toBe(true);
    expect(wantsReminder({ status: 'CAPTURED', paidAt: inDays(-1) }, inDays(3), window)).toBe(false);
    // Paid in the very moment the reminder fell due: the confirmation says it all.
    expect(wantsReminder({ status: 'CAPTURED', paidAt: inDays(-4) }, inDays(3), window)).toBe(false);
  });
});
