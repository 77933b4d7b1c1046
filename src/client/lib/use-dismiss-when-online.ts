import { useEffect, useRef } from 'react';
import { OFFLINE_WRITE_MESSAGE } from './api-client';
import { onConnectivityChange } from './connectivity';

/** A message that a change was refused offline goes away once the connection returns (issue 17). */
export function useDismissWhenOnline(text: string | null | undefined, dismiss: () => void): void {
  const refusedOffline = Boolean(text?.includes(OFFLINE_WRITE_MESSAGE));
  const latestDismiss = useRef(dismiss);
  latestDismiss.current = dismiss;
  useEffect(() => {
    if (!refusedOffline) return;
    const stop = onConnectivityChange((online) => online && latestDismiss.current());
    return () => {
      stop();
    };
  }, [refusedOffline]);
}
