import type { TicketPageResponse } from '../../../shared/api/tickets';
import { apiRequest, apiUrl } from '../../lib/api-client';

export function fetchTicketPage(token: string): Promise<TicketPageResponse> {
  return apiRequest<TicketPageResponse>('tickets/order.php', { query: { token } });
}

/** The PDF download is a plain link: the browser saves the file itself. */
export function ticketPdfUrl(token: string): string {
  return apiUrl('tickets/pdf.php', { token });
}
