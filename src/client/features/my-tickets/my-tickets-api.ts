import type { TicketPageResponse, TicketReturnResponse, TicketTransferResponse } from '../../../shared/api/tickets';
import { apiRequest, apiUrl } from '../../lib/api-client';

export function fetchTicketPage(token: string): Promise<TicketPageResponse> {
  return apiRequest<TicketPageResponse>('tickets/order.php', { query: { token } });
}

/** The PDF download is a plain link: the browser saves the file itself. */
export function ticketPdfUrl(token: string): string {
  return apiUrl('tickets/pdf.php', { token });
}

/** One performance as an .ics file (issue 33); a plain link as well, the calendar app opens it. */
export function ticketCalendarUrl(token: string, performanceId: number): string {
  return apiUrl('tickets/calendar.php', { token, performance_id: String(performanceId) });
}

/** Returns tickets through the ticket link (issue 33); without ids all tickets that are left. */
export function returnTickets(token: string, ticketIds?: number[]): Promise<TicketReturnResponse> {
  return apiRequest<TicketReturnResponse>('tickets/return.php', { method: 'POST', json: { token, ...(ticketIds ? { ticket_ids: ticketIds } : {}) } });
}

/** Hands one ticket on to a new holder (issue 33, "Ticketübertragung"). */
export function transferTicket(token: string, ticketId: number, holder: { name: string; email: string }): Promise<TicketTransferResponse> {
  return apiRequest<TicketTransferResponse>('tickets/transfer.php', { method: 'POST', json: { token, ticket_id: ticketId, ...holder } });
}
