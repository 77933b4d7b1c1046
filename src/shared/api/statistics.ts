/** Spec §3 statistics fields (statistics/fetch.php); the reduced view gets only the per-day table. */
export interface StatisticsData {
  ticket_categories: Array<{ category: string; total_tickets: number }>;
  top_events: Array<{ event: string; total_tickets: number }>;
  tickets_per_day_and_category: Array<{ day: string; category: string; total_tickets: number }>;
  total_orders: number;
  /** Euros, two decimals. */
  total_revenue: number;
  donations: { total: number; count: number; top_donations: Array<{ amount: number; donor: string | null }> };
  time_distribution: {
    orders_per_hour: Array<{ hour: number; total_tickets: number }>;
    orders_per_weekday: Array<{ weekday: string; total_orders: number }>;
  };
  paypal_order_data: Array<{ status: string; count: number }>;
}

export type ReducedStatistics = Pick<StatisticsData, 'tickets_per_day_and_category'>;

export interface StatisticsResponse {
  success: true;
  message: string;
  detailed: boolean;
  data: StatisticsData | ReducedStatistics;
}

export interface ChartSeries {
  labels: string[];
  data: number[];
}

/** Spec §3 dashboard data. */
export interface DashboardData {
  revenueData: ChartSeries;
  ticketCategories: ChartSeries;
  eventDistribution: ChartSeries;
  ticketSales: ChartSeries;
  nextEvent: { title: string; date: string; days_remaining: number } | null;
  lastSales: Array<{ name: string; tickets: number; event: string }>;
  systemStatus: { paypal: 'connected' | 'error'; database: 'ok' | 'error'; provider: string | null };
}

export interface DashboardResponse {
  success: true;
  message: string;
  data: DashboardData;
}
