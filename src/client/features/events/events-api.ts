import type { EventDto, EventInfoResponse, EventListResponse } from '../../../shared/api/events';
import { ApiError, apiRequest, apiUrl } from '../../lib/api-client';

/** The visible events (spec §7 events/list_detailed.php). */
export async function fetchVisibleEvents(): Promise<EventDto[]> {
  return (await apiRequest<EventListResponse>('events/list_detailed.php')).events;
}

/** One event by its name (spec §7 events/info.php); 404 for an unknown or hidden event. */
export async function fetchEventInfo(name: string): Promise<EventDto> {
  try {
    return (await apiRequest<EventInfoResponse>('events/info.php', { query: { name } })).event;
  } catch (error) {
    // Offline after a visit that reached the event from the list: the list's stored copy carries it too.
    if (!(error instanceof ApiError && error.offline)) throw error;
    const event = (await fetchVisibleEvents().catch(() => [])).find((candidate) => candidate.name === name);
    if (!event) throw error;
    return event;
  }
}

/** An uploaded image (event poster, gallery picture). */
export const fileUrl = (id: number) => apiUrl('files/download.php', { id });
