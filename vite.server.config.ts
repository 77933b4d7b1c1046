import { defineConfig } from 'vite';

/**
 * The server built once into dist/server-app (`npm run build`, or by `npm start` when the sources are newer):
 * starting plain node on one file spares transpiling every module on each start. Packages stay in
 * node_modules (native ones like argon2 and sharp cannot be bundled).
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server-app',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
