import type { EventDto, EventInfoResponse, EventListResponse } from '../../../shared/api/events';
import { apiUrl } from '../../lib/api-client';
import { loaderGet } from '../../lib/route-data';

/** The visible events (spec §7 events/list_detailed.php); `context` is a route loader's (server rendering). */
export async function fetchVisibleEvents(context?: unknown): Promise<EventDto[]> {
  return (await loaderGet<EventListResponse>(context, 'events/list_detailed.php', {})).events;
}

/** One event by its name (spec §7 events/info.php); 404 for an unknown or hidden event. */
export async function fetchEventInfo(name: string, context?: unknown): Promise<EventDto> {
  return (await loaderGet<EventInfoResponse>(context, 'events/info.php', { name })).event;
}

/** An uploaded image (event poster, gallery picture). */
export const fileUrl = (id: number) => apiUrl('files/download.php', { id });
