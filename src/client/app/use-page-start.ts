import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * How long a page may load before its heading appears, and how long after a heading got focus loading may
 * still replace it (a loading screen's, then the page's): a phone on a slow network takes its time. Focus
 * is only ever moved while nothing else has it.
 */
const HEADING_WATCH_MS = 60_000;

/**
 * Watches `root` until its first h1 exists and focuses it (screen readers announce the new page, the
 * keyboard starts there). A heading replaced while loading gets focus again, unless the visitor has
 * moved focus elsewhere meanwhile.
 */
function focusFirstHeading(root: HTMLElement): () => void {
  let focused: HTMLElement | null = null;
  const observer = new MutationObserver(() => attempt());
  let timer = setTimeout(stop, HEADING_WATCH_MS);
  // Focus also falls to the body without a change the observer sees (a class that hides the heading a
  // moment, a layout that moves it): a look twice a second catches that too.
  const poll = setInterval(() => attempt(), 500);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    clearInterval(poll);
    document.removeEventListener('pointerdown', stop, true);
  }
  // A click (even on nothing) is the visitor's own choice of where to be: never take focus back after it.
  document.addEventListener('pointerdown', stop, true);
  function attempt() {
    const active = document.activeElement;
    const nothingFocused = !active || active === document.body;
    if (focused?.isConnected && active === focused) return;
    // Focus elsewhere than the page: the visitor moved on. Focus on nothing: the heading was replaced, or
    // hidden a moment (React hides shown content while a part of it loads), and gets focus again.
    if (focused && !nothingFocused) return stop();
    const heading = root.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    // Still hidden: the next change tries again.
    if (document.activeElement !== heading) return;
    focused = heading;
    clearTimeout(timer);
    timer = setTimeout(stop, HEADING_WATCH_MS);
  }
  // Shown again after loading is a change of style or class, not of children.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
  attempt();
  return stop;
}

/** Scrolls to the element a hash names once it exists (the page's content may still be loading). */
function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  let tries = 0;
  const timer = setInterval(() => {
    const target = document.getElementById(id);
    if (target || ++tries > 50) {
      clearInterval(timer);
      target?.scrollIntoView();
    }
  }, 100);
  return () => clearInterval(timer);
}

/**
 * A page reached by a link starts at its top with its heading focused, instead of keeping the scroll
 * position of the page before (where the heading would sit under the sticky bar, or far above). Back and
 * forward (POP) keep the browser's own restoration; the first load is left alone.
 */
export function usePageStart(rootId: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  // Only a new path or anchor counts: a changed query (table paging, filters) keeps scroll and focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation type matters only when the path changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    if (location.hash) return scrollToHash(location.hash);
    window.scrollTo(0, 0);
    const root = document.getElementById(rootId);
    return root ? focusFirstHeading(root) : undefined;
  }, [location.pathname, location.hash, rootId]);
}
