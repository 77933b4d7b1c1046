import { type Static, Type } from 'typebox';
import { DbId } from './numbers.js';

const Count = Type.Integer();
const DayCount = Type.Object({ day: Type.String(), category: Type.String(), total_tickets: Count });

/** The reduced view (STATISTICS_VIEW alone) gets only the per-day table. */
export const ReducedStatistics = Type.Object({ tickets_per_day_and_category: Type.Array(DayCount) });
export type ReducedStatistics = Static<typeof ReducedStatistics>;

/** Spec §3 statistics fields (statistics/fetch.php). */
export const StatisticsData = Type.Object({
  ticket_categories: Type.Array(Type.Object({ category: Type.String(), total_tickets: Count })),
  top_events: Type.Array(Type.Object({ event: Type.String(), total_tickets: Count })),
  tickets_per_day_and_category: Type.Array(DayCount),
  total_orders: Count,
  /** Euros, two decimals. */
  total_revenue: Type.Number({ description: 'Euro' }),
  donations: Type.Object({
    total: Type.Number(),
    count: Count,
    top_donations: Type.Array(Type.Object({ amount: Type.Number(), donor: Type.Union([Type.String(), Type.Null()]) })),
  }),
  time_distribution: Type.Object({
    orders_per_hour: Type.Array(Type.Object({ hour: Count, total_tickets: Count })),
    orders_per_weekday: Type.Array(Type.Object({ weekday: Type.String(), total_orders: Count })),
  }),
  paypal_order_data: Type.Array(Type.Object({ status: Type.String(), count: Count })),
  /** Coupon codes in paid orders (issue 33): uses (orders), tickets and discount per code, in euros. */
  coupons: Type.Object({
    codes: Type.Array(Type.Object({ code: Type.String(), uses: Count, tickets: Count, discount: Type.Number({ description: 'Euro' }) })),
    total_discount: Type.Number({ description: 'Euro' }),
  }),
  /** Paid orders staff made (issue 42), per kind: Freikarte, paid at the box office, paid in the back office. */
  staff_orders: Type.Array(
    Type.Object({ kind: Type.String(), label: Type.String(), orders: Count, tickets: Count, amount: Type.Number({ description: 'Euro' }) }),
  ),
});
export type StatisticsData = Static<typeof StatisticsData>;

export const StatisticsResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  detailed: Type.Boolean({ description: 'false: nur die Tabelle je Tag (STATISTICS_VIEW)' }),
  // The full data first: the serializer takes the first branch the value matches.
  data: Type.Union([StatisticsData, ReducedStatistics]),
});
export type StatisticsResponse = Static<typeof StatisticsResponse>;

/**
 * The statistics overview (issue 51 item 6, STATISTICS_VIEW): tickets per day and category, narrowed to one
 * event or one performance, with the events and performances to choose from.
 */
export const StatisticsOverviewQuery = Type.Object({ event_id: Type.Optional(DbId()), performance_id: Type.Optional(DbId()) });
export type StatisticsOverviewQuery = Static<typeof StatisticsOverviewQuery>;

export const StatisticsOverviewResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  events: Type.Array(Type.Object({ id: Count, title: Type.String(), performances: Type.Array(Type.Object({ id: Count, starts_at: Type.String() })) }), {
    description: 'Events und Vorstellungen zum Filtern, neueste zuerst',
  }),
  tickets_per_day_and_category: Type.Array(DayCount),
});
export type StatisticsOverviewResponse = Static<typeof StatisticsOverviewResponse>;

export const ChartSeries = Type.Object({ labels: Type.Array(Type.String()), data: Type.Array(Type.Number()) });
export type ChartSeries = Static<typeof ChartSeries>;

/** Spec §3 dashboard data. */
export const DashboardData = Type.Object({
  revenueData: ChartSeries,
  ticketCategories: ChartSeries,
  eventDistribution: ChartSeries,
  ticketSales: ChartSeries,
  nextEvent: Type.Union([Type.Object({ title: Type.String(), date: Type.String(), days_remaining: Type.Integer() }), Type.Null()]),
  lastSales: Type.Array(Type.Object({ name: Type.String(), tickets: Count, event: Type.String() })),
  /** The evening at a glance (issue 32 item 11): the coming performances with sold, capacity and admitted so far. */
  evening: Type.Array(Type.Object({ performance_id: Count, event: Type.String(), starts_at: Type.String(), sold: Count, capacity: Count, admitted: Count })),
  /**
   * Paid orders: tickets revenue and donations, in euros; `refund_pending` is refunds PayPal has not completed,
   * still in the revenue (issue 52 item 5). Optional: a dashboard cached before it has none.
   */
  totals: Type.Object({ revenue: Type.Number(), donations: Type.Number(), refund_pending: Type.Optional(Type.Number()) }),
  systemStatus: Type.Object({
    paypal: Type.Union([Type.Literal('connected'), Type.Literal('error')]),
    database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
    provider: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type DashboardData = Static<typeof DashboardData>;

export const DashboardResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: DashboardData });
export type DashboardResponse = Static<typeof DashboardResponse>;
