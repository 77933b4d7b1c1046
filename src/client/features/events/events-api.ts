import type { EventDto, EventInfoResponse, EventListResponse } from '../../../shared/api/events';
import { apiRequest, apiUrl } from '../../lib/api-client';

/** The visible events (spec §7 events/list_detailed.php). */
export async function fetchVisibleEvents(): Promise<EventDto[]> {
  return (await apiRequest<EventListResponse>('events/list_detailed.php')).events;
}

/** One event by its name (spec §7 events/info.php); 404 for an unknown or hidden event. */
export async function fetchEventInfo(name: string): Promise<EventDto> {
  return (await apiRequest<EventInfoResponse>('events/info.php', { query: { name } })).event;
}

/** An uploaded image (event poster, gallery picture). */
export const fileUrl = (id: number) => apiUrl('files/download.php', { id });
