import type { DashboardData, StatisticsOverviewQuery, StatisticsOverviewResponse, StatisticsResponse } from '../../../shared/api/statistics.js';
import { berlinDay, berlinInstant } from '../../../shared/domain/berlin-time.js';
import { couponStatistics } from '../../../shared/domain/coupon-statistics.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import {
  addDays,
  buildStatistics,
  daysRemaining,
  donorName,
  isoWeekdayIndex,
  mondayOf,
  shortGermanDay,
  ticketCategories,
  ticketsPerDayAndCategory,
  topEvents,
  WEEKDAY_SHORT,
} from '../../../shared/domain/statistics.js';
import type { AppContext } from '../../http/context.js';
import type { SessionUser } from '../auth/index.js';
import * as repo from './statistics.repository.js';
import { staffOrderCounts } from '../reservations/index.js';
import { staffOrderStatistics } from '../../../shared/domain/reservations.js';
import { systemStatus } from './system-status.js';

export const TOP_DONATIONS = 5;
const REVENUE_DAYS = 14;
const LAST_SALES = 5;
const EVENING_SHOWS = 4;

/**
 * statistics/fetch.php: everything for STATISTICS_VIEW_DETAILED; holders of STATISTICS_VIEW alone get the
 * per-day and category table only (spec §2 reduced page), so the server never hands out more.
 */
export async function fetchStatistics(ctx: AppContext, caller: SessionUser): Promise<StatisticsResponse> {
  const detailed = hasPermission(caller.permissions, 'STATISTICS_VIEW_DETAILED');
  const tickets = await repo.ticketSums(ctx.db);
  if (!detailed) return { success: true, message: 'OK', detailed, data: { tickets_per_day_and_category: ticketsPerDayAndCategory(tickets) } };
  const [orders, statuses, donations, coupons, staff] = await Promise.all([
    repo.orderDays(ctx.db),
    repo.statusCounts(ctx.db),
    repo.topDonations(ctx.db, TOP_DONATIONS),
    repo.couponUsage(ctx.db),
    staffOrderCounts(ctx.db),
  ]);
  const top = donations.map((row) => ({ amount: centsToEuros(row.donation_cents), donor: donorName(row.first_name, row.last_name) }));
  return {
    success: true,
    message: 'OK',
    detailed,
    data: { ...buildStatistics(tickets, orders, statuses, top), coupons: couponStatistics(coupons), staff_orders: staffOrderStatistics(staff) },
  };
}

/** statistics/overview.php: the per-day table for all sales, one event or one performance (issue 51 item 6). */
export async function statisticsOverview(ctx: AppContext, query: StatisticsOverviewQuery): Promise<StatisticsOverviewResponse> {
  const [rows, shows] = await Promise.all([
    repo.ticketsPerDayFor(ctx.db, { eventId: query.event_id, performanceId: query.performance_id }),
    repo.eventsWithPerformances(ctx.db),
  ]);
  const events = new Map<number, StatisticsOverviewResponse['events'][number]>();
  for (const show of shows) {
    const event = events.get(show.event_id) ?? { id: show.event_id, title: show.title, performances: [] };
    event.performances.push({ id: show.performance_id, starts_at: show.starts_at.toISOString() });
    events.set(show.event_id, event);
  }
  return {
    success: true,
    message: 'OK',
    events: [...events.values()],
    tickets_per_day_and_category: ticketsPerDayAndCategory({ perDayCategory: rows, perHour: [], perCategoryEvent: [] }),
  };
}

function series(entries: Array<[string, number]>) {
  return { labels: entries.map(([label]) => label), data: entries.map(([, value]) => value) };
}

/** statistics/dashboard.php (spec §3 dashboard data) from the paid orders. */
export async function dashboard(ctx: AppContext): Promise<DashboardData> {
  const now = ctx.now();
  const today = berlinDay(now);
  const monday = mondayOf(today);
  const firstRevenueDay = addDays(today, -(REVENUE_DAYS - 1));
  const [evening, totals, refundPending] = await Promise.all([
    repo.eveningPerformances(ctx.db, now, EVENING_SHOWS),
    repo.paidTotals(ctx.db),
    repo.pendingRefundCents(ctx.db),
  ]);
  const [status, allTickets, weekTickets, recentOrders, next, sales] = await Promise.all([
    systemStatus(ctx),
    repo.ticketSums(ctx.db),
    repo.ticketSums(ctx.db, berlinInstant(monday, '00:00')),
    repo.orderDays(ctx.db, berlinInstant(firstRevenueDay, '00:00')),
    repo.nextPerformance(ctx.db, now),
    repo.lastSales(ctx.db, LAST_SALES),
  ]);

  const perWeekday = WEEKDAY_SHORT.map(() => 0);
  for (const row of weekTickets.perDayCategory) if (row.day >= monday) perWeekday[isoWeekdayIndex(row.day)] += row.tickets;
  const revenue = new Map<string, number>();
  for (const row of recentOrders) revenue.set(row.day, (revenue.get(row.day) ?? 0) + row.revenue_cents);
  const days = Array.from({ length: REVENUE_DAYS }, (_, i) => addDays(firstRevenueDay, i));

  return {
    ticketSales: series(WEEKDAY_SHORT.map((label, i) => [label, perWeekday[i]])),
    revenueData: series(days.map((day) => [shortGermanDay(day), centsToEuros(revenue.get(day) ?? 0)])),
    ticketCategories: series(ticketCategories(allTickets).map((row) => [row.category, row.total_tickets])),
    eventDistribution: series(topEvents(allTickets).map((row) => [row.event, row.total_tickets])),
    nextEvent: next ? { title: next.title, date: next.starts_at.toISOString(), days_remaining: daysRemaining(now, next.starts_at) } : null,
    lastSales: sales.map((sale) => ({ name: donorName(sale.first_name, sale.last_name) ?? 'Unbekannt', tickets: sale.tickets, event: sale.event })),
    evening: evening.map((show) => ({ ...show, starts_at: show.starts_at.toISOString() })),
    totals: { revenue: centsToEuros(totals.revenue), donations: centsToEuros(totals.donations), refund_pending: centsToEuros(refundPending) },
    systemStatus: status,
  };
}
