import { useSyncExternalStore } from 'react';
import { isOnline, onConnectivityChange } from './connectivity';

function subscribe(onChange: () => void) {
  const stopWatching = onConnectivityChange(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    stopWatching();
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the server can be reached (see lib/connectivity.ts); re-renders when that changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
