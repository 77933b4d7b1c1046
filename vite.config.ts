import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { withShellLoading } from './src/client/features/pwa/shell-loading';
import { visitorPrecache } from './src/client/features/pwa/visitor-precache';
import { LANGUAGES } from './src/shared/i18n/languages';

const MANIFEST = 'manifest.webmanifest';
const precacheScope = visitorPrecache();

/** Serves and emits the repository's own manifest (vite-plugin-pwa runs with `manifest: false`). */
function repositoryManifest(): Plugin {
  const read = () => fs.readFileSync(new URL(`./${MANIFEST}`, import.meta.url), 'utf8');
  return {
    name: 'repository-manifest',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: read() });
    },
  };
}

/**
 * The shell's loading screen in each language's own words (issue 53), from each catalog's `pages.loading`:
 * the shell the server sends for browser-rendered pages and the service worker keeps for offline.
 */
function shellLoadingTexts(): Plugin {
  const texts = () =>
    LANGUAGES.map(({ code, dir }) => {
      const catalog = JSON.parse(fs.readFileSync(new URL(`./src/shared/i18n/catalogs/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
      return { code, dir, text: catalog['pages.loading'] };
    });
  return { name: 'shell-loading-texts', transformIndexHtml: (html) => withShellLoading(html, texts()) };
}

/** Writes .br and .gz beside each text asset; the server sends them as they are (preCompressed). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|webmanifest)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = fs.readFileSync(file);
        if (data.byteLength < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * `vite build --ssr` (dist/server) bundles React, React DOM and the router in their production builds. Left
 * external, Node would load their development builds wherever NODE_ENV is not 'production' (the demo, every
 * test server), and those render a page several times slower.
 */
const ssrBuild: UserConfig = {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? ssrBuild : {}),
  root: 'src/client',
  publicDir: '../../public',
  envDir: '../..',
  plugins: [
    react(),
    repositoryManifest(),
    shellLoadingTexts(),
    precompress(),
    precacheScope.plugin,
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Screenshots are for the install dialog only; kiosk, statistics and the rest of the back office are
        // cached when first opened (the `assets` route below), not downloaded by every visitor.
        globIgnores: ['screenshots/**', 'sw-pages-reset.js'],
        importScripts: ['/sw-pages-reset.js'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => precacheScope.keep(entry.url)), warnings: [] })],
        // The first visit's page is controlled at once, so what it loads next goes through these routes;
        // what it loaded before is handed over by features/pwa/first-visit-cache.ts.
        clientsClaim: true,
        // No catch-all app shell for navigations: the `pages` route below answers per address.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // A ticket page's address carries its secret token: never stored (nor in Workbox's expiry
            // database); offline it opens from the app shell with the answers in `my-tickets`.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/tickets/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            // Each visited address keeps its own HTML (server-rendered pages differ per address); an address
            // never visited falls back to the precached app shell. Weak Wi-Fi waits at most 0.8 s.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 0.8,
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 86400 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: '/index.html' },
            },
          },
          {
            // Event data: fresh when the network answers quickly (availability matters), else the last copy.
            urlPattern: ({ url }) => /^\/api\/events\/(list_detailed|info)\.php$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: 'event-data', networkTimeoutSeconds: 0.8, expiration: { maxEntries: 50, maxAgeSeconds: 30 * 86400 } },
          },
          {
            // Colours, texts and links of the shop: shown from cache at once, refreshed behind.
            urlPattern: ({ url }) => url.pathname === '/api/config/public.php',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'public-config', expiration: { maxEntries: 2, maxAgeSeconds: 30 * 86400 }, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url }) => url.pathname === '/api/pages/get.php',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'site-pages', expiration: { maxEntries: 20, maxAgeSeconds: 30 * 86400 }, cacheableResponse: { statuses: [200] } },
          },
          {
            // A buyer's tickets: shown at the door even where the hall has no reception. They expire with
            // their last performance, not after a fixed age: features/my-tickets/ticket-cache.ts drops them
            // (and only it touches this cache). No Workbox `expiration` here: its database would keep each
            // ticket link after the entry is gone.
            urlPattern: ({ url }) => url.pathname === '/api/tickets/order.php',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'my-tickets',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Posters and event images (and their immutable sized variants) change rarely: from cache first.
            // Other files/*.php calls are the back office's (list, upload): never cached.
            urlPattern: ({ request, url }) =>
              url.pathname === '/api/files/download.php' ||
              (url.pathname.startsWith('/api/files/') && (request.destination === 'image' || !url.pathname.endsWith('.php'))),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 120, maxAgeSeconds: 30 * 86400 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Hashed build files not precached (kiosk, statistics, back office): never change under their name.
            urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 90 * 86400 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: the server preloads a rendered page's chunks from it (src/server/http/build-manifest.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own: the page's entry imports each listed chunk in turn (main.tsx), so
        // a phone compiles and runs it in a task of its own instead of one long task with the app (issue 14).
        codeSplitting: { groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
