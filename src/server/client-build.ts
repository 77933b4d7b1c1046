import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_DIST } from './http/client-files.js';
import { ssrEntryFile } from './http/ssr-renderer.js';
import { PROJECT_ROOT as ROOT } from './project-root.js';
const SOURCES = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'manifest.webmanifest', 'package.json'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** The two builds of `npm run build`: the browser's, then the server-rendering entry's (dist/server). */
const BUILDS = [
  ['build', '--logLevel', 'warn'],
  ['build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/server'],
];

/** `npm start` builds the client (and its server-rendering entry) when missing or older than its sources. */
export function ensureClientBuild(log: (line: string) => void): void {
  const builtAt = Math.min(newestChange(path.join(CLIENT_DIST, 'index.html')), newestChange(ssrEntryFile(CLIENT_DIST)));
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  if (builtAt > changedAt) return;
  log(builtAt ? 'Quellen geändert – baue den Client neu …' : 'Baue den Client (einmalig) …');
  for (const args of BUILDS) {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), ...args], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('Der Client konnte nicht gebaut werden (vite build).');
  }
}
