import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: the IndexedDB-backed chrome (cart badge,
 * cookie banner) waits for it, so it never competes with the page's own code and data.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const idle = () => {
      const go = () => !cancelled && setReady(true);
      if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 1000 });
      else setTimeout(go, 50);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
  }, []);
  return ready;
}
