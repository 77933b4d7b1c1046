import type { CreateOrderResponse } from '../../../shared/api/orders';
import type {
  WaitingDone,
  WaitingEntryView,
  WaitingEventsResponse,
  WaitingJoinRequest,
  WaitingJoinResponse,
  WaitingListResponse,
} from '../../../shared/api/waiting-list';
import { apiRequest } from '../../lib/api-client';

export async function fetchWaitingListOpen(eventId: number): Promise<boolean> {
  return (await apiRequest<{ open: boolean }>('waiting-list/open.php', { query: { event_id: eventId } })).open;
}

export function joinWaitingList(body: WaitingJoinRequest): Promise<WaitingJoinResponse> {
  return apiRequest<WaitingJoinResponse>('waiting-list/join.php', { json: body });
}

export function fetchWaitingEntry(token: string): Promise<WaitingEntryView> {
  return apiRequest<WaitingEntryView>('waiting-list/entry.php', { query: { token } });
}

/** The sign-up mail's link confirms the entry (double opt-in, issue 52). */
export function confirmWaitingEntry(token: string): Promise<WaitingDone> {
  return apiRequest<WaitingDone>('waiting-list/confirm.php', { json: { token } });
}

export function leaveWaitingList(token: string): Promise<WaitingDone> {
  return apiRequest<WaitingDone>('waiting-list/leave.php', { json: { token } });
}

/** The offer's held order for the payment buttons (create.php's answer). */
export function payOffer(token: string): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('waiting-list/pay.php', { json: { token } });
}

export function fetchWaitingEvents(eventId?: number): Promise<WaitingEventsResponse> {
  return apiRequest<WaitingEventsResponse>('waiting-list/events.php', { query: eventId ? { event_id: eventId } : undefined });
}

export function fetchWaitingList(performanceId: number): Promise<WaitingListResponse> {
  return apiRequest<WaitingListResponse>('waiting-list/list.php', { query: { performance_id: performanceId } });
}

export function switchWaitingList(eventId: number, on: boolean): Promise<WaitingDone> {
  return apiRequest<WaitingDone>('waiting-list/switch.php', { json: { event_id: eventId, waiting_list: on } });
}

export function removeWaitingEntry(entryId: number): Promise<WaitingDone> {
  return apiRequest<WaitingDone>('waiting-list/remove.php', { json: { entry_id: entryId } });
}

export function offerToWaitingEntry(entryId: number): Promise<WaitingDone> {
  return apiRequest<WaitingDone>('waiting-list/offer.php', { json: { entry_id: entryId } });
}
