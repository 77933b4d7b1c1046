/**
 * Keys a hand scanner types on /kiosk before the kiosk's own code has loaded – right after a reload the
 * first guest's burst may come while the page is still starting. main.tsx starts this capture (it is a
 * few lines, so the shop's first load hardly notices); the wedge hook takes the keys over and replays
 * them with their own timestamps, so no part of that first code is lost (issue 12).
 */
export interface KeyStroke {
  key: string;
  at: number;
}

const MAX_KEPT = 1000;
let kept: KeyStroke[] = [];
let stop: (() => void) | null = null;

export function isTextField(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable));
}

export function captureEarlyKeys(): void {
  if (stop) return;
  const listen = (event: KeyboardEvent) => {
    if (isTextField(event.target)) return;
    kept.push({ key: event.key, at: event.timeStamp || performance.now() });
    if (kept.length > MAX_KEPT) kept = kept.slice(-MAX_KEPT);
  };
  window.addEventListener('keydown', listen);
  stop = () => window.removeEventListener('keydown', listen);
}

/** Ends the capture and hands over what it caught, oldest first. */
export function takeEarlyKeys(): KeyStroke[] {
  stop?.();
  stop = null;
  const taken = kept;
  kept = [];
  return taken;
}
