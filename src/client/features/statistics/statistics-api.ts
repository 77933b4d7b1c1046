import type { DashboardData, DashboardResponse, StatisticsOverviewResponse, StatisticsResponse } from '../../../shared/api/statistics';
import { adminRead } from '../../lib/offline/admin-reads';

export const fetchStatistics = () => adminRead<StatisticsResponse>('statistics/fetch.php');

/** The overview's table for all sales, one event or one performance (issue 51 item 6). */
export const fetchOverview = (filter: { eventId?: number; performanceId?: number }) =>
  adminRead<StatisticsOverviewResponse>('statistics/overview.php', {
    ...(filter.eventId ? { event_id: filter.eventId } : {}),
    ...(filter.performanceId ? { performance_id: filter.performanceId } : {}),
  });

export async function fetchDashboard(): Promise<DashboardData> {
  return (await adminRead<DashboardResponse>('statistics/dashboard.php')).data;
}
