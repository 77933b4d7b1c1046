import { type RefObject, useEffect, useRef } from 'react';

/** How far two fingers must spread (or close) before the map zooms in (or out). */
const SPREAD = 1.2;

/**
 * Two fingers on the map zoom it (issue 51): spreading calls `onZoom(true, seat)` with the seat between the
 * fingers, pinching calls `onZoom(false)`. The map's `touch-action: pan-x pan-y` keeps the page itself from
 * zooming there; one finger still scrolls.
 */
export function usePinchZoom(ref: RefObject<HTMLElement | null>, onZoom: (zoomIn: boolean, seat?: string) => void) {
  const latest = useRef(onZoom);
  latest.current = onZoom;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start = 0;
    const distance = (touches: TouchList) => Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);
    const onStart = (event: TouchEvent) => {
      start = event.touches.length === 2 ? distance(event.touches) : 0;
    };
    const onMove = (event: TouchEvent) => {
      if (event.touches.length !== 2 || start === 0) return;
      event.preventDefault();
      const ratio = distance(event.touches) / start;
      if (ratio < SPREAD && ratio > 1 / SPREAD) return;
      const x = (event.touches[0].clientX + event.touches[1].clientX) / 2;
      const y = (event.touches[0].clientY + event.touches[1].clientY) / 2;
      const seat = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-seat]')?.dataset.seat;
      start = 0;
      latest.current(ratio >= SPREAD, seat);
    };
    const onEnd = () => {
      start = 0;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd, { passive: true });
    element.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [ref]);
}
