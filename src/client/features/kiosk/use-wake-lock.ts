import { useEffect } from 'react';

/** Keeps a door tablet's screen on while the kiosk is open, where the browser offers a wake lock. */
export function useWakeLock() {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let live = true;
    const request = async () => {
      try {
        if (document.visibilityState === 'visible' && 'wakeLock' in navigator) {
          const sentinel = await navigator.wakeLock.request('screen');
          if (live) lock = sentinel;
          else void sentinel.release();
        }
      } catch {
        // Refused (battery saver, no support): the screen simply follows the device's settings.
      }
    };
    void request();
    // A lock ends when the page is hidden; take it again when the kiosk comes back.
    document.addEventListener('visibilitychange', request);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
