import type { AuditEntryDto, AuditListResponse } from '../../../shared/api/audit';
import { apiDownload } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export interface AuditFilters {
  user?: string;
  action?: string;
  order_id?: string;
  from?: string;
  to?: string;
}

export function fetchAuditLog(filters: AuditFilters, page: number, pageSize: number): Promise<AuditListResponse> {
  return adminRead<AuditListResponse>('audit/list.php', { ...filters, page, pageSize });
}

export function exportAuditLog(filters: AuditFilters): Promise<Blob> {
  return apiDownload('audit/export.php', { query: { ...filters } });
}

export async function fetchOrderHistory(orderId: number | string): Promise<AuditEntryDto[]> {
  return (await adminRead<{ entries: AuditEntryDto[] }>('audit/order.php', { order_id: orderId })).entries;
}
