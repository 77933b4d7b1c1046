/** Ages of stored answers served since the last navigation; the back office shows the oldest. */
export const staleReads = {
  served: new Map<string, string>(),
  listeners: new Set<() => void>(),
  add(key: string, fetchedAt: string) {
    this.served.set(key, fetchedAt);
    this.notify();
  },
  remove(key: string) {
    if (this.served.delete(key)) this.notify();
  },
  notify() {
    for (const listener of this.listeners) listener();
  },
  clear() {
    if (this.served.size === 0) return;
    this.served.clear();
    this.notify();
  },
  oldest(): string | undefined {
    return [...this.served.values()].sort()[0];
  },
};
