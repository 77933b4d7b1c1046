import { calendarFeed } from '../../../shared/domain/calendar-file.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import { readConfigValue } from '../configuration/index.js';
import { upcomingPublicPerformances } from './events.repository.js';

/**
 * "Öffentlicher Veranstaltungskalender" (spec §3, issue 33 point 9): while it is on, anyone can subscribe to
 * the upcoming performances of the visible events; off, the feed does not exist.
 */
export async function publicCalendar(ctx: AppContext): Promise<string> {
  const [enabled, shopName] = await Promise.all([readConfigValue(ctx.db, 'public_event_calendar'), readConfigValue(ctx.db, 'shop_name')]);
  if (enabled !== true) throw notFound('Der Veranstaltungskalender ist nicht öffentlich.', 'CALENDAR_OFF');
  const now = ctx.now();
  const host = new URL(ctx.config.publicUrl).hostname;
  const performances = await upcomingPublicPerformances(ctx.db, now);
  return calendarFeed(
    typeof shopName === 'string' && shopName.trim() ? shopName : 'Musical-Tickets',
    performances.map((performance) => ({
      // Stable per performance, so a calendar app updates a moved start instead of adding a second entry.
      uid: `performance-${performance.id}@${host}`,
      title: performance.event_title,
      startsAt: performance.starts_at,
      doorsAt: performance.doors_at,
      duration: performance.duration,
      location: venueText({ location: performance.location, roomName: performance.room_name, roomAddress: performance.room_address }),
      url: `${ctx.config.publicUrl}/event/${encodeURIComponent(performance.event_name)}`,
      linkLabel: 'Tickets und Infos',
      now,
    })),
  );
}
