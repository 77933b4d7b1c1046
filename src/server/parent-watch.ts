/**
 * Calls `onGone` once when the process that started this one ends. `npm start` runs the server under
 * `sh -c`, and a SIGTERM to npm reaches only that shell, which dies and leaves the server running under
 * PID 1 with its PostgreSQL, still holding the data folder (issue 39). Linux then hands the server to
 * another parent, so a changed parent PID means the one that started us is gone. A server started
 * straight by PID 1 (systemd, a container's init) keeps that parent and is stopped by its signals.
 */
export function watchParent(onGone: () => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
