/** An in-memory CacheStorage for unit tests: keyed by URL, as the Cache API matches GET requests. */
export class FakeCache {
  readonly entries = new Map<string, Response>();

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async match(request: Request | string): Promise<Response | undefined> {
    return this.entries.get(typeof request === 'string' ? request : request.url)?.clone();
  }

  async put(request: Request | string, response: Response): Promise<void> {
    this.entries.set(typeof request === 'string' ? request : request.url, response);
  }

  async delete(request: Request | string): Promise<boolean> {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  /** The URLs of one cache, for assertions. */
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])];
  }

  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
