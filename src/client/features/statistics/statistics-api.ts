import type { DashboardData, DashboardResponse, StatisticsResponse } from '../../../shared/api/statistics';
import { adminRead } from '../../lib/offline/admin-reads';

export const fetchStatistics = () => adminRead<StatisticsResponse>('statistics/fetch.php');

export async function fetchDashboard(): Promise<DashboardData> {
  return (await adminRead<DashboardResponse>('statistics/dashboard.php')).data;
}
