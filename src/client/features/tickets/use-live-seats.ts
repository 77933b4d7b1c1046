import { useEffect, useState } from 'react';
import type { Seat } from '../../../shared/domain/seats';
import { fetchEventInfo } from '../events/index';

/** How often the open seat map asks for the seats again (the server's figures are at most a second old). */
export const LIVE_SEATS_MS = 4000;

/**
 * The performance's seats as the server sees them now, asked again every few seconds while the page is
 * visible (issue 46 item 5: seats others take turn taken without a reload). A hidden page asks nothing;
 * coming back asks at once. Undefined until the first answer; a failed ask (offline) keeps the last one.
 */
export function useLiveSeats(eventName: string, performanceId: number, active: boolean): Seat[] | undefined {
  const [seats, setSeats] = useState<Seat[]>();
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let asking = false;
    let timer: number | undefined;
    const schedule = () => {
      if (!stopped && !asking && timer === undefined && document.visibilityState === 'visible') timer = window.setTimeout(ask, LIVE_SEATS_MS);
    };
    const ask = async () => {
      timer = undefined;
      asking = true;
      try {
        const event = await fetchEventInfo(eventName);
        const fresh = event.performances.find((performance) => performance.id === performanceId)?.seats;
        if (!stopped && fresh) setSeats(fresh);
      } catch {
        // Offline or a hiccup: the map keeps what it shows and asks again next time.
      } finally {
        asking = false;
      }
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') {
        window.clearTimeout(timer);
        timer = undefined;
      } else if (!asking && timer === undefined) void ask();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [eventName, performanceId, active]);
  return seats;
}
