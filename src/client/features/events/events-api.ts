import type { EventDto, EventInfoResponse, EventListResponse } from '../../../shared/api/events';
import { ApiError } from '../../lib/api-client';
import { loaderGet } from '../../lib/route-data';
import { schoolTextQuery } from '../../i18n/school-text-language';

/**
 * The visible events (spec §7 events/list_detailed.php), the school's texts in the shop's language;
 * `context` is a route loader's (server rendering).
 */
export async function fetchVisibleEvents(context?: unknown): Promise<EventDto[]> {
  return (await loaderGet<EventListResponse>(context, 'events/list_detailed.php', schoolTextQuery(context))).events;
}

/** One event by its name (spec §7 events/info.php); 404 for an unknown or hidden event. */
export async function fetchEventInfo(name: string, context?: unknown): Promise<EventDto> {
  try {
    return (await loaderGet<EventInfoResponse>(context, 'events/info.php', { name, ...schoolTextQuery(context) })).event;
  } catch (error) {
    // Offline after a visit that reached the event from the list: the list's stored copy carries it too.
    if (!(error instanceof ApiError && error.offline)) throw error;
    const event = (await fetchVisibleEvents(context).catch(() => [])).find((candidate) => candidate.name === name);
    if (!event) throw error;
    return event;
  }
}
