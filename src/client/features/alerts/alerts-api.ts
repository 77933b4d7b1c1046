import type { AlertCountResponse, AlertListResponse } from '../../../shared/api/alerts';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

/** Tells the sidebar's badge and the dashboard that the open alerts changed. */
export const ALERTS_CHANGED_EVENT = 'alerts-changed';

export function fetchAlerts(status: 'open' | 'done'): Promise<AlertListResponse> {
  return adminRead<AlertListResponse>('alerts/list.php', { status });
}

export async function fetchOpenAlertCount(): Promise<number> {
  return (await adminRead<AlertCountResponse>('alerts/count.php')).open;
}

export async function resolveAlert(id: number): Promise<string> {
  const answer = await apiRequest<{ message: string }>('alerts/resolve.php', { auth: true, json: { id } });
  window.dispatchEvent(new Event(ALERTS_CHANGED_EVENT));
  return answer.message;
}
