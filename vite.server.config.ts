import { defineConfig } from 'vite';

/**
 * The server built once into dist/server-app (`npm run build`, or by `npm start` when the sources are newer):
 * starting plain node on one file spares transpiling every module on each start. Packages stay in
 * node_modules (native ones like argon2 and sharp cannot be bundled). `npm run restore` runs its own entry of the
 * same build (restore.js), so the one-off job needs no TypeScript runner among the dependencies.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist/server-app',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: { main: 'src/server/main.ts', restore: 'src/server/restore.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
