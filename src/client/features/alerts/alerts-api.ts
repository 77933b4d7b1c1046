import type { AlertCountResponse, AlertListResponse, ServerProblemDto } from '../../../shared/api/alerts';
import { ApiError, apiRequest } from '../../lib/api-client';
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
  const answer = await apiRequest<{ message: string }>('alerts/resolve.php', { json: { id } });
  window.dispatchEvent(new Event(ALERTS_CHANGED_EVENT));
  return answer.message;
}

/**
 * What is wrong with the server now (issue 39), from its health answer: it comes without the database,
 * so it tells even while the database is gone. Empty when all is well or the server cannot be reached
 * (the offline line says that).
 */
export async function fetchServerProblems(): Promise<ServerProblemDto[]> {
  try {
    await apiRequest('health.php');
    return [];
  } catch (error) {
    const problems = error instanceof ApiError && error.status === 503 ? error.body?.problems : undefined;
    return Array.isArray(problems) ? (problems as ServerProblemDto[]) : [];
  }
}

/** The signed-in person's own address for alert mails. */
export async function saveAlertAddress(mail: string): Promise<string> {
  return (await apiRequest<{ message: string }>('alerts/address.php', { json: { mail } })).message;
}
