/**
 * A keyboard-wedge (USB or Bluetooth) hand scanner types a code's characters 5–20 ms apart, then Enter.
 * This buffer collects such keys from anywhere on the page and hands back the whole code. It never cuts
 * a code on a short stall: a busy page or a Bluetooth hiccup can hold a key back by a few hundred ms, and
 * cutting there once turned a cancelled ticket into 'Code nicht vollständig gelesen' (issue 41). Only a
 * long silence starts over (a stray key typed long before), and a complete-looking code whose Enter
 * never came is taken after a short pause.
 */
export const WEDGE_MAX_GAP_MS = 1500;
/** The pause after which a complete-looking code counts without its Enter. */
export const WEDGE_SETTLE_MS = 300;
export const WEDGE_MIN_LENGTH = 8;

export class WedgeBuffer {
  private text = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  /** @param complete whether the keys so far already form a whole code (taken after a pause without Enter). */
  constructor(private readonly complete: (text: string) => boolean = () => false) {}

  /** Feeds one key; returns the finished code on Enter, else null. */
  push(key: string, at: number): string | null {
    const gap = at - this.lastAt;
    this.lastAt = at;
    if (key === 'Enter') {
      const code = this.text;
      this.text = '';
      return code.length >= WEDGE_MIN_LENGTH ? code : null;
    }
    if (key.length !== 1) return null;
    this.text = gap <= WEDGE_MAX_GAP_MS ? this.text + key : key;
    return null;
  }

  /** After a pause: a complete-looking code that came without Enter, else null (the keys stay). */
  settle(now: number): string | null {
    if (now - this.lastAt < WEDGE_SETTLE_MS || !this.complete(this.text)) return null;
    const code = this.text;
    this.text = '';
    return code;
  }

  /** Whether keys are collected: an Enter now belongs to the code, not to the focused button. */
  get collecting(): boolean {
    return this.text.length > 0;
  }

  reset(): void {
    this.text = '';
    this.lastAt = Number.NEGATIVE_INFINITY;
  }
}
