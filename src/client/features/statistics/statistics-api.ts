import type { DashboardData, DashboardResponse, StatisticsResponse } from '../../../shared/api/statistics';
import { apiRequest } from '../../lib/api-client';

export const fetchStatistics = () => apiRequest<StatisticsResponse>('statistics/fetch.php', { auth: true });

export async function fetchDashboard(): Promise<DashboardData> {
  return (await apiRequest<DashboardResponse>('statistics/dashboard.php', { auth: true })).data;
}
