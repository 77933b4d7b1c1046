/**
 * What the current back-office page shows while offline, for the line above it: the ages of stored
 * answers it shows, and the reads it waits for with nothing stored. Cleared on every navigation.
 */
export const staleReads = {
  served: new Map<string, string>(),
  pending: new Set<string>(),
  listeners: new Set<() => void>(),
  add(key: string, fetchedAt: string) {
    this.served.set(key, fetchedAt);
    this.notify();
  },
  /** A queued read with nothing stored: the page fills in once it comes back. */
  wait(key: string) {
    if (this.pending.has(key)) return;
    this.pending.add(key);
    this.notify();
  },
  remove(key: string) {
    const served = this.served.delete(key);
    if (this.pending.delete(key) || served) this.notify();
  },
  notify() {
    for (const listener of this.listeners) listener();
  },
  clear() {
    if (this.served.size === 0 && this.pending.size === 0) return;
    this.served.clear();
    this.pending.clear();
    this.notify();
  },
  oldest(): string | undefined {
    return [...this.served.values()].sort()[0];
  },
  waiting(): boolean {
    return this.pending.size > 0;
  },
};
