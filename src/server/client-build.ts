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

/** Production, or a code folder the server cannot write (systemd's ProtectSystem=strict): the install step builds. */
export function clientBuildAllowed(production: boolean): boolean {
  if (production) return false;
  try {
    fs.accessSync(ROOT, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start` builds the client (and its server-rendering entry) when missing or older than its sources; where
 * it may not build, a missing build stops the start with the step to run and a stale one is only reported.
 */
export function ensureClientBuild(log: (line: string) => void, mayBuild = true): void {
  const builtAt = Math.min(newestChange(path.join(CLIENT_DIST, 'index.html')), newestChange(ssrEntryFile(CLIENT_DIST)));
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  if (builtAt > changedAt) return;
  if (!mayBuild) {
    if (!builtAt)
      throw new Error('Der Client ist nicht gebaut (dist/client fehlt). Bitte im Installationsordner als Benutzer des Dienstes „npm run build“ ausführen.');
    log('Hinweis: Die Quellen des Clients sind neuer als der Build – nach einem Update „npm run build“ ausführen.');
    return;
  }
  log(builtAt ? 'Quellen geändert – baue den Client neu …' : 'Baue den Client (einmalig) …');
  for (const args of BUILDS) {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), ...args], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('Der Client konnte nicht gebaut werden (vite build).');
  }
}
