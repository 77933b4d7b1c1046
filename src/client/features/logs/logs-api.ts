import type { LogsResponse } from '../../../shared/api/logs';
import { adminRead } from '../../lib/offline/admin-reads';

export interface LogFilters {
  level?: string;
  text?: string;
  from?: string;
  to?: string;
}

export function fetchLogs(filters: LogFilters, page: number, pageSize: number): Promise<LogsResponse> {
  return adminRead<LogsResponse>('logs/list.php', { ...filters, page, pageSize });
}
