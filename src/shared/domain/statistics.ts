import type { StatisticsData } from '../api/statistics';
import { centsToEuros } from './money';

/** Spec §2 dashboard and statistics rules; rows come from the database already summed per hour. */
export const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;
export const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;
const DAY_MS = 86_400_000;

/** Days until an instant, rounded up and never below 0 (spec §2 next-event tile). */
export function daysRemaining(now: Date, start: Date): number {
  return Math.max(0, Math.ceil((start.getTime() - now.getTime()) / DAY_MS));
}

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function isoWeekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function mondayOf(day: string): string {
  return addDays(day, -isoWeekdayIndex(day));
}

/** "08.07." */
export function shortGermanDay(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
}

/** Tickets of paid orders, summed by the database three ways (Berlin days and hours). */
export interface TicketSums {
  perDayCategory: Array<{ day: string; category: string; tickets: number }>;
  perHour: Array<{ hour: number; tickets: number }>;
  perCategoryEvent: Array<{ category: string; event: string; tickets: number }>;
}
/** Paid orders per Berlin day. */
export interface OrderDay {
  day: string;
  orders: number;
  revenue_cents: number;
  donation_cents: number;
  donors: number;
}

function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

const byCountThenName = (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0], 'de');

export function ticketsPerDayAndCategory(tickets: TicketSums): StatisticsData['tickets_per_day_and_category'] {
  return tickets.perDayCategory
    .filter((row) => row.tickets !== 0)
    .map((row) => ({ day: row.day, category: row.category, total_tickets: row.tickets }))
    .sort((a, b) => b.day.localeCompare(a.day) || a.category.localeCompare(b.category, 'de'));
}

export function ticketCategories(tickets: TicketSums) {
  return [
    ...sumBy(
      tickets.perCategoryEvent,
      (row) => row.category,
      (row) => row.tickets,
    ),
  ]
    .filter(([, total]) => total !== 0)
    .sort(byCountThenName)
    .map(([category, total_tickets]) => ({ category, total_tickets }));
}

export function topEvents(tickets: TicketSums, limit = 10) {
  return [
    ...sumBy(
      tickets.perCategoryEvent,
      (row) => row.event,
      (row) => row.tickets,
    ),
  ]
    .filter(([, total]) => total !== 0)
    .sort(byCountThenName)
    .slice(0, limit)
    .map(([event, total_tickets]) => ({ event, total_tickets }));
}

export function buildStatistics(
  tickets: TicketSums,
  days: readonly OrderDay[],
  statuses: ReadonlyArray<{ status: string; count: number }>,
  topDonations: StatisticsData['donations']['top_donations'],
): Omit<StatisticsData, 'coupons' | 'staff_orders'> {
  const perHour = Array.from({ length: 24 }, (_, hour) => ({ hour, total_tickets: 0 }));
  for (const row of tickets.perHour) perHour[row.hour].total_tickets += row.tickets;
  const perWeekday = WEEKDAYS.map((weekday) => ({ weekday, total_orders: 0 }));
  for (const row of days) perWeekday[isoWeekdayIndex(row.day)].total_orders += row.orders;
  const total = (pick: (row: OrderDay) => number) => days.reduce((sum, row) => sum + pick(row), 0);
  return {
    ticket_categories: ticketCategories(tickets),
    top_events: topEvents(tickets),
    tickets_per_day_and_category: ticketsPerDayAndCategory(tickets),
    total_orders: total((row) => row.orders),
    total_revenue: centsToEuros(total((row) => row.revenue_cents)),
    donations: { total: centsToEuros(total((row) => row.donation_cents)), count: total((row) => row.donors), top_donations: topDonations },
    time_distribution: { orders_per_hour: perHour, orders_per_weekday: perWeekday },
    paypal_order_data: [...statuses].sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
  };
}

/** Spec §4 statistics colours: CAPTURED green, CREATED amber, FAILED red; other states grey. */
export const STATUS_COLOURS: Record<string, string> = { CAPTURED: '#2e7d32', CREATED: '#ffb300', FAILED: '#c62828' };
export const OTHER_STATUS_COLOUR = '#9e9e9e';

/** A donor shown by first name and initial only. */
export function donorName(firstName: string, lastName: string): string | null {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0);
  if (!first && !initial) return null;
  return initial ? `${first} ${initial}.`.trim() : first;
}
