import { useEffect, useState } from 'react';
import { ALERTS_CHANGED_EVENT, fetchOpenAlertCount } from './alerts-api';

const POLL_MS = 60_000;

/** The number of open alerts, asked again every minute and when one was marked done; null until known. */
export function useOpenAlertCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const ask = () =>
      fetchOpenAlertCount().then(
        (open) => live && setCount(open),
        () => undefined,
      );
    void ask();
    const timer = setInterval(ask, POLL_MS);
    window.addEventListener(ALERTS_CHANGED_EVENT, ask);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(ALERTS_CHANGED_EVENT, ask);
    };
  }, [enabled]);
  return count;
}
