import { useEffect, useState } from 'react';
import type { EventDto } from '../../../shared/api/events';
import { ApiError } from '../../lib/api-client';
import { refusalStatus, type Settled, serverServices } from '../../lib/route-data';
import { fetchEventInfo, fetchVisibleEvents } from './events-api';
import { schoolTextLanguage } from '../../i18n/school-text-language';

export type Loaded<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: T }
  | { status: 'not-found'; data?: undefined }
  | { status: 'error'; data?: undefined; message: string };

/** Answers younger than this are shown without asking again (availability changes, so not for long). */
const FRESH_MS = 10_000;

/**
 * Last answers per key, so going from the list to an event and on to the ticket flow shows the data at
 * once; older answers show while a fresh copy loads behind them.
 */
const recent = new Map<string, { data: unknown; at: number }>();
/** Requests under way, shared by route loaders (which start them early) and components. */
const inflight = new Map<string, Promise<unknown>>();

// Per language: the school's texts come in the shop's (issue 53 item 5), and a switch asks again.
const eventsKey = () => `events:${schoolTextLanguage()}`;
const eventKey = (name: string) => `event:${schoolTextLanguage()}:${name}`;

function remember(key: string, data: unknown) {
  recent.set(key, { data, at: Date.now() });
  if (key === eventsKey()) for (const event of data as EventDto[]) recent.set(eventKey(event.name), { data: event, at: Date.now() });
}

function loadShared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const request = load()
    .then((data) => {
      remember(key, data);
      return data;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, request);
  return request;
}

const isFresh = (key: string) => Date.now() - (recent.get(key)?.at ?? 0) < FRESH_MS;

/** Starts loading while the page's code is still on its way (called from the route loaders). */
export function prefetchVisibleEvents(): void {
  if (!isFresh(eventsKey())) loadShared(eventsKey(), fetchVisibleEvents).catch(() => undefined);
}

/**
 * Route loaders' read (the event pages): the answer, 'not-found', or the error text. In the browser the
 * last answer serves while fresh, and stands in when the network fails (offline); on the server
 * (`context` from entry-server.tsx) every request asks the database afresh.
 */
async function loadForRoute<T>(key: string, load: () => Promise<T>, onServer: boolean): Promise<Settled<T>> {
  try {
    if (onServer) return { status: 'ready', data: await load() };
    const known = recent.get(key);
    return { status: 'ready', data: known && isFresh(key) ? (known.data as T) : await loadShared(key, load) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    const known = onServer ? undefined : recent.get(key);
    if (known) return { status: 'ready', data: known.data as T };
    return { status: 'error', message: error instanceof Error ? error.message : String(error), refusedWith: refusalStatus(error) };
  }
}

export function loadVisibleEvents(context: unknown) {
  return loadForRoute(eventsKey(), () => fetchVisibleEvents(context), serverServices(context) !== undefined);
}

export function loadEventInfo(name: string, context: unknown) {
  return loadForRoute(eventKey(name), () => fetchEventInfo(name, context), serverServices(context) !== undefined);
}

function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(() => (recent.has(key) ? { status: 'ready', data: recent.get(key)?.data as T } : { status: 'loading' }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key identifies the request
  useEffect(() => {
    let active = true;
    const known = recent.get(key);
    setState(known ? { status: 'ready', data: known.data as T } : { status: 'loading' });
    if (known && isFresh(key) && !inflight.has(key)) return;
    loadShared(key, load).then(
      (data) => {
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
  return useLoaded(eventsKey(), fetchVisibleEvents);
}
