import { type RefObject, useEffect, useState } from 'react';

/** Spec §9 motion constants. */
export const CAROUSEL_INTERVAL_MS = 4000;
export const PARALLAX_FACTOR = 0.3;
/** A passage shows once its top is above the window height divided by 1.2. */
export const REVEAL_DIVISOR = 1.2;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Starts false, as on the server, so a server-rendered page hydrates without a mismatch. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** True once the element's top has risen above innerHeight / 1.2; stays true (fades in once). */
export function useRevealOnce(ref: RefObject<HTMLElement | null>): boolean {
  // Not revealed on the server nor while hydrating; the CSS shows passages at once under reduced motion.
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    if (prefersReducedMotion()) return setRevealed(true);
    const check = () => {
      if (element.getBoundingClientRect().top < window.innerHeight / REVEAL_DIVISOR) setRevealed(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ref, revealed]);
  return revealed;
}

/** Moves the element by 0.3 of the page scroll (a background that lags behind), off with reduced motion. */
export function useParallax(ref: RefObject<HTMLElement | null>, reduced: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || reduced) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${Math.round(window.scrollY * PARALLAX_FACTOR)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, [ref, reduced]);
}
