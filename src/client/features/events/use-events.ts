import { useEffect, useState } from 'react';
import type { EventDto } from '../../../shared/api/events';
import { ApiError } from '../../lib/api-client';
import { fetchEventInfo, fetchVisibleEvents } from './events-api';

export type Loaded<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: T }
  | { status: 'not-found'; data?: undefined }
  | { status: 'error'; data?: undefined; message: string };

/**
 * Last answers per key, so going from the list to an event and on to the ticket flow shows the data at
 * once while a fresh copy (availability changes) loads behind it.
 */
const recent = new Map<string, unknown>();

function useLoaded<T>(key: string, load: () => Promise<T>, remember?: (data: T) => void): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(() =>
    recent.has(key) ? { status: 'ready', data: recent.get(key) as T } : { status: 'loading' },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key identifies the request
  useEffect(() => {
    let active = true;
    if (recent.has(key)) setState({ status: 'ready', data: recent.get(key) as T });
    else setState({ status: 'loading' });
    load().then(
      (data) => {
        recent.set(key, data);
        remember?.(data);
        if (active) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 404) return setState({ status: 'not-found' });
        // Offline with an earlier answer: keep showing it.
        if (recent.has(key)) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [key]);
  return state;
}

export function useVisibleEvents(): Loaded<EventDto[]> {
  return useLoaded('events', fetchVisibleEvents, (events) => {
    for (const event of events) recent.set(`event:${event.name}`, event);
  });
}

export function useEventInfo(name: string): Loaded<EventDto> {
  return useLoaded(`event:${name}`, () => fetchEventInfo(name));
}
