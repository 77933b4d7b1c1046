/**
 * Hand-scanner codes that arrive before the door screen can take them (the kiosk still checking the
 * sign-in or reading the chosen performance): they are held, in order, and handed to the door as soon as
 * it connects, which then decides them (issue 12). Nothing scanned at a door is dropped silently.
 */
export class ScanInbox {
  private held: string[] = [];
  private sink: ((code: string) => void) | null = null;
  private readonly listeners = new Set<() => void>();

  push(code: string): void {
    if (this.sink) this.sink(code);
    else {
      this.held.push(code);
      this.emit();
    }
  }

  /** The door takes every held code now and each new one as it comes; returns the disconnect. */
  connect(sink: (code: string) => void): () => void {
    this.sink = sink;
    const held = this.held;
    this.held = [];
    for (const code of held) sink(code);
    if (held.length > 0) this.emit();
    return () => {
      if (this.sink === sink) this.sink = null;
    };
  }

  /** Codes with no door to go to (the performance list shows, or the staff may not scan). */
  clear(): void {
    if (this.held.length === 0) return;
    this.held = [];
    this.emit();
  }

  get waiting(): number {
    return this.held.length;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
