/**
 * The same code in front of the camera again within this time of its last sighting is the same guest
 * still holding it up, not a new scan (issue 45: the time used to start when the verdict closed, so a
 * guest who kept the phone up was refused 'Bereits eingecheckt' eight seconds after 'Gültig').
 */
export const REPEAT_COOLDOWN_MS = 5000;

export interface Sighting {
  code: string;
  at: number;
}

export const NO_SIGHTING: Sighting = { code: '', at: Number.NEGATIVE_INFINITY };

/**
 * A code the camera read at `now`: whether it is a new scan, and the sighting to remember. Every sighting
 * of the code in view renews it, also while a verdict shows (`paused`); another code seen then is left
 * alone, so it is taken as soon as the door is ready.
 */
export function seeCode(last: Sighting, code: string, now: number, paused: boolean): { scan: boolean; last: Sighting } {
  if (code === last.code && now - last.at < REPEAT_COOLDOWN_MS) return { scan: false, last: { code, at: now } };
  if (paused) return { scan: false, last };
  return { scan: true, last: { code, at: now } };
}
