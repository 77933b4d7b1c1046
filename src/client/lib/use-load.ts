import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isQueuedRead } from './api-client';
import { isOnline, onConnectivityChange } from './connectivity';
import { READS_REFRESHED_EVENT } from './offline/read-events';

export type Load<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

/**
 * Loads once per change of `deps`; `reload` runs it again. A load that happened offline (stored data
 * or an offline error) runs again by itself, without a loading flash, as soon as the server can be
 * reached again and once queued reads came back.
 * A read queued with nothing stored is no error: the page stays loading, the back office's offline line
 * says it is waiting for the connection (issue 17).
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState({ n: 0, quiet: false });
  const loadedOffline = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let live = true;
    if (!round.quiet) setResult({ state: 'loading' });
    load().then(
      (data) => {
        loadedOffline.current = !isOnline();
        if (live) setResult({ state: 'ready', data });
      },
      (error) => {
        loadedOffline.current = error instanceof ApiError && error.offline;
        if (live) setResult(isQueuedRead(error) ? { state: 'loading' } : { state: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);

  useEffect(() => {
    const refresh = () => {
      if (loadedOffline.current) setRound((r) => ({ n: r.n + 1, quiet: true }));
    };
    window.addEventListener(READS_REFRESHED_EVENT, refresh);
    const stopWatching = onConnectivityChange((online) => online && refresh());
    return () => {
      window.removeEventListener(READS_REFRESHED_EVENT, refresh);
      stopWatching();
    };
  }, []);

  return [result, useCallback(() => setRound((r) => ({ n: r.n + 1, quiet: false })), [])];
}
