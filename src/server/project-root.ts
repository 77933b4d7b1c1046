import fs from 'node:fs';
import path from 'node:path';

/**
 * The checkout's folder, found from this module upwards: the server runs from its sources (tsx, tests)
 * and from its build (dist/server-app/main.js), which sit at different depths.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'src', 'server'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '../..');
  }
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
