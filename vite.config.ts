import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const MANIFEST = 'manifest.webmanifest';

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

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  envDir: '../..',
  plugins: [
    react(),
    repositoryManifest(),
    precompress(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Event data: fresh when the network answers quickly, else the last copy.
            urlPattern: ({ url }) => /^\/api\/events\/(list_detailed|info)\.php$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: 'event-data', networkTimeoutSeconds: 3, expiration: { maxEntries: 50, maxAgeSeconds: 30 * 86400 } },
          },
          {
            urlPattern: ({ url }) => url.pathname === '/api/pages/get.php',
            handler: 'NetworkFirst',
            options: { cacheName: 'site-pages', networkTimeoutSeconds: 3, expiration: { maxEntries: 20, maxAgeSeconds: 30 * 86400 } },
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
            // Posters and event images change rarely: from cache first, refreshed after expiry.
            urlPattern: ({ url }) => /^\/api\/files\/(download|image)\.php$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 80, maxAgeSeconds: 30 * 86400 },
              cacheableResponse: { statuses: [200] },
            },
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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
