import type {
  AdminOrderDetails,
  AdminOrderListResponse,
  AdminOrderResponse,
  OrderCancelResponse,
  TicketCancelResponse,
} from '../../../shared/api/orders-admin';
import { apiDownload, apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export interface OrderQuery {
  page?: string;
  pageSize?: string;
  search?: string;
  status?: string;
  event?: string;
  performance?: string;
}

/** Spec §7 orders/fetch.php: one page of the list with the URL's filters. */
export function fetchOrders(query: OrderQuery): Promise<AdminOrderListResponse> {
  return adminRead<AdminOrderListResponse>('orders/fetch.php', { ...query });
}

/** Spec §7 orders/fetch.php?order_id={id}. */
export async function fetchOrder(id: string): Promise<AdminOrderDetails> {
  return (await adminRead<AdminOrderResponse>('orders/fetch.php', { order_id: id })).order;
}

export function cancelOrder(id: number, reason: string): Promise<OrderCancelResponse> {
  return apiRequest('orders/cancel.php', { json: { order_id: id, reason } });
}

/** Staff cancel single tickets of a paid order (issue 32 item 10). */
export function cancelTickets(orderId: number, ticketIds: number[], reason: string): Promise<TicketCancelResponse> {
  return apiRequest('orders/cancel-tickets.php', { json: { order_id: orderId, ticket_ids: ticketIds, reason } });
}

/** Spec §7 tickets/send-mail.php (answers in plain text); with staff rights it sends the tickets again. */
export async function resendTickets(id: number): Promise<string> {
  await apiRequest<unknown>('tickets/send-mail.php', { json: { order_id: id } });
  return 'Die Tickets werden erneut gesendet.';
}

export function exportOrders(query: OrderQuery): Promise<Blob> {
  const { page: _page, pageSize: _size, ...filters } = query;
  return apiDownload('orders/export.php', { query: { ...filters } });
}
