// `npm start`: plain node on the built server (dist/server-app/main.js), built first when it is missing or
// older than its sources. Transpiling the server on every start cost seconds; `--build-only` just builds.
// In production (NODE_ENV=production) or over a read-only code folder it only runs the build it finds.
// `--restore FILE` (npm run restore) runs the build's restore entry instead of the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'dist', 'server-app');
const entry = path.join(outDir, 'main.js');
const SOURCES = ['src/server', 'src/shared', 'package.json', 'package-lock.json', 'vite.server.config.ts'];

function newestChange(entryPath) {
  if (!fs.existsSync(entryPath)) return 0;
  const stat = fs.statSync(entryPath);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entryPath) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entryPath)) newest = Math.max(newest, newestChange(path.join(entryPath, child)));
  return newest;
}

/** A production start, or one whose code folder it cannot write (systemd's ProtectSystem=strict), never builds. */
function mayBuild() {
  // `--build-only` is the install step itself (as `npm run build` is): it always builds.
  if (process.argv.includes('--build-only')) return true;
  if (process.env.NODE_ENV === 'production') return false;
  try {
    fs.accessSync(root, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function ensureServerBuild() {
  const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))))) return;
  if (!mayBuild()) {
    // Building belongs to the install/update step (docs/betrieb.md): the service runs read-only over its code.
    if (!builtAt)
      throw new Error(
        `Der Server ist nicht gebaut (${path.relative(root, entry)} fehlt). Bitte im Installationsordner als Benutzer des Dienstes „npm run build“ ausführen.`,
      );
    process.stdout.write('Hinweis: Die Quellen sind neuer als der Build – nach einem Update „npm run build“ ausführen. Gestartet wird der vorhandene Build.\n');
    return;
  }
  process.stdout.write(builtAt ? 'Quellen geändert – baue den Server neu …\n' : 'Baue den Server (einmalig) …\n');
  // Built beside and swapped in, so a server starting at the same moment never reads a half-written build.
  const fresh = `${outDir}.${process.pid}`;
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.server.config.ts', '--outDir', fresh], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw new Error('Der Server konnte nicht gebaut werden (vite build).');
  }
  const old = `${outDir}.${process.pid}.old`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  try {
    fs.renameSync(fresh, outDir);
  } catch {
    // Another start swapped in the same build a moment earlier.
    fs.rmSync(fresh, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
}

try {
  ensureServerBuild();
} catch (error) {
  process.stderr.write(`Start fehlgeschlagen: ${error.message}\n`);
  process.exit(1);
}
const restoring = process.argv.indexOf('--restore');
if (restoring !== -1) {
  // restore.js reads its file from argv[2], as it would started on its own.
  process.argv.splice(restoring, 1);
  await import(pathToFileURL(path.join(outDir, 'restore.js')).href);
} else if (!process.argv.includes('--build-only')) await import(pathToFileURL(entry).href);
