import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs one of the load scripts beside this file (load.ts, reads.ts) as its own process, never in the
 * server's or the bench's event loop, and reads the one line of JSON it prints last.
 */
export function runInOwnProcess<T>(script: string, plan: unknown): Promise<T> {
  const file = path.join(import.meta.dirname, script);
  const child = spawn(process.execPath, ['--import', 'tsx', file, JSON.stringify(plan)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1) as string) as T);
    });
  });
}
