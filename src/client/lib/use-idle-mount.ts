import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded, painted and the browser is idle (at the latest a second after
 * the frame). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  const go = () => !cancelled && task();
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
}

/**
 * False on the server and while hydrating; true once the page has loaded, painted and the browser is idle.
 * The IndexedDB-backed extras (cart badge, cookie banner, consent gate: Dexie and consent code) wait for it,
 * so they never compete with the page's own content and code (issue 14), and the server's HTML and the
 * first render in the browser agree.
 */
export function useIdleMount(): boolean {
  const [ready, setReady] = useState(false);
  // A transition: the extras render in slices that leave the browser free in between.
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready;
}
