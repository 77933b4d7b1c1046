import { useEffect, useState } from 'react';

/**
 * False on the server and while hydrating; true once the page has loaded, painted and the browser is idle.
 * The IndexedDB-backed extras (cart badge, cookie banner, consent gate: Dexie and consent code) wait for it,
 * so they never compete with the page's own content and code (issue 14), and the server's HTML and the
 * first render in the browser agree.
 */
export function useIdleMount(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const go = () => !cancelled && setReady(true);
    const idle = () => {
      // After the next frame has painted, then when nothing else waits.
      requestAnimationFrame(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 1000 });
        else setTimeout(go, 50);
      });
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
