// Imported by the generated service worker (vite.config.ts, workbox `importScripts`). A new version drops
// the HTML kept per address: it names the old build's files, which the new precache no longer holds.
// Until the switch, the old worker falls back to its own precached app shell.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.delete('pages'));
});
