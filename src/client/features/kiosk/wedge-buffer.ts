/**
 * A keyboard-wedge scanner types a code's characters within a few milliseconds each, then Enter. This
 * buffer collects such bursts from key events anywhere on the page and hands back the code; slow typing
 * (a person) starts over with every pause.
 */
export const WEDGE_MAX_GAP_MS = 80;
export const WEDGE_MIN_LENGTH = 8;

export class WedgeBuffer {
  private text = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  /** Feeds one key; returns the finished code on Enter after a fast burst, else null. */
  push(key: string, at: number): string | null {
    const gap = at - this.lastAt;
    this.lastAt = at;
    if (key === 'Enter') {
      const code = this.text;
      this.text = '';
      return code.length >= WEDGE_MIN_LENGTH && gap <= WEDGE_MAX_GAP_MS * 4 ? code : null;
    }
    if (key.length !== 1) return null;
    this.text = gap <= WEDGE_MAX_GAP_MS ? this.text + key : key;
    return null;
  }

  reset(): void {
    this.text = '';
    this.lastAt = Number.NEGATIVE_INFINITY;
  }
}
