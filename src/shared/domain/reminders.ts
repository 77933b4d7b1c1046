/**
 * Reminders before a performance (issue 33, "Erinnerung vor dem Event (Tage)"). A paid order gets one
 * mail per performance, `days` days before it starts; 0 switches reminders off. An order paid after its
 * reminder was due gets none: its confirmation, minutes old, says the same.
 */
const DAY_MS = 24 * 60 * 60_000;

export interface ReminderWindow {
  /** Performances starting after `from` and no later than `until` are due for their reminder. */
  from: Date;
  until: Date;
  days: number;
}

export function reminderWindow(days: number, now: Date): ReminderWindow | null {
  if (!Number.isFinite(days) || days <= 0) return null;
  return { from: now, until: new Date(now.getTime() + days * DAY_MS), days };
}

/** When the reminder of a performance is due. */
export function reminderDueAt(startsAt: Date, days: number): Date {
  return new Date(startsAt.getTime() - days * DAY_MS);
}

/** Whether an order (paid at `paidAt`) gets the reminder of a performance starting at `startsAt`. */
export function wantsReminder(order: { status: string; paidAt: Date | null }, startsAt: Date, window: ReminderWindow): boolean {
  if (order.status !== 'CAPTURED' || !order.paidAt) return false;
  if (startsAt <= window.from || startsAt > window.until) return false;
  return order.paidAt < reminderDueAt(startsAt, window.days);
}
