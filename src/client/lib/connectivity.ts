/**
 * Whether the server can be reached, as the app sees it. `navigator.onLine` alone is not enough: a
 * school Wi-Fi can be connected while the server is not, and the service worker answers from its
 * caches. So a failed request marks the app offline, and a small probe (not cached by the service
 * worker) watches for the way back every few seconds — twice a second while work waits for the server
 * (queued reads, a sign-out), so it fills in soon after the server itself is back.
 */
const PROBE_INTERVAL_MS = 5000;
const URGENT_PROBE_INTERVAL_MS = 500;

let reachable = true;
let probeUrl: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let timerUrgent = false;
const waitingWork = new Set<string>();
const listeners = new Set<(online: boolean) => void>();

function set(value: boolean) {
  const before = isOnline();
  reachable = value;
  if (!reachable) scheduleProbe();
  const after = isOnline();
  if (before !== after) for (const listener of listeners) listener(after);
}

export function isOnline(): boolean {
  return reachable && (typeof navigator === 'undefined' || navigator.onLine);
}

/** Calls back with the new state whenever the app goes offline or comes back. */
export function onConnectivityChange(listener: (online: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportNetworkFailure(): void {
  set(false);
}

export function reportNetworkSuccess(): void {
  set(true);
}

async function probe(): Promise<void> {
  if (!probeUrl) return;
  try {
    const response = await fetch(probeUrl, { cache: 'no-store' });
    // Read to the end: an unread body keeps the request, and on HTTP/1.1 its connection, open.
    await response.arrayBuffer();
    set(response.ok);
  } catch {
    set(false);
  }
}

function scheduleProbe() {
  const urgent = waitingWork.size > 0;
  if (timer && (timerUrgent || !urgent)) return;
  if (!probeUrl) return;
  clearTimeout(timer);
  timerUrgent = urgent;
  timer = setTimeout(
    () => {
      timer = undefined;
      void probe();
    },
    urgent ? URGENT_PROBE_INTERVAL_MS : PROBE_INTERVAL_MS,
  );
}

/** While `reason` has work waiting for the server, the check runs twice a second instead of every five s. */
export function probeOftenWhile(reason: string, waiting: boolean): void {
  if (waiting) waitingWork.add(reason);
  else waitingWork.delete(reason);
  if (waiting && !reachable) scheduleProbe();
}

/** Started once by the app: probes now, on the browser's online/offline events, and while offline. */
export function startConnectivityWatch(url: string): void {
  probeUrl = url;
  window.addEventListener('online', () => void probe());
  window.addEventListener('offline', () => {
    const before = isOnline();
    if (before) for (const listener of listeners) listener(false);
  });
  void probe();
}
