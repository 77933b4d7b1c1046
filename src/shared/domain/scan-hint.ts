/**
 * When the camera tells the door staff why a code does not read (issue 45): something that looks like
 * a QR code has been in view for a while and nothing was decoded. A code that reads, a verdict on
 * screen, or an empty view clears it.
 */
export const HINT_AFTER_MS = 3000;
/** A code out of view this long is gone; shorter gaps are a hand moving or a frame that missed it. */
export const CODE_GONE_MS = 1500;

export const SCAN_HINT = 'Code wird nicht gelesen – Code näher an die Kamera halten, Display heller stellen';

export interface HintWatch {
  /** Since when a code has been in view without being read; null: none. */
  since: number | null;
  lastSeen: number;
}

export const NOTHING_IN_VIEW: HintWatch = { since: null, lastSeen: Number.NEGATIVE_INFINITY };

/** One camera frame looked at: `decoded` a code was read, `codeInView` something QR-like was found. */
export function watchFrame(watch: HintWatch, frame: { decoded: boolean; codeInView: boolean }, now: number): HintWatch {
  if (frame.decoded) return NOTHING_IN_VIEW;
  if (!frame.codeInView) return watch;
  const continued = watch.since !== null && now - watch.lastSeen <= CODE_GONE_MS;
  return { since: continued ? watch.since : now, lastSeen: now };
}

export function showsHint(watch: HintWatch, now: number): boolean {
  return watch.since !== null && now - watch.lastSeen <= CODE_GONE_MS && now - watch.since >= HINT_AFTER_MS;
}
