import fs from 'node:fs';
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

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  envDir: '../..',
  plugins: [
    react(),
    repositoryManifest(),
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
            // Posters and event images change rarely: from cache first, refreshed after expiry.
            urlPattern: ({ url }) => url.pathname === '/api/files/download.php',
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
