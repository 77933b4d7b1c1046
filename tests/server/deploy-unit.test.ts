import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';

/** Issue 39: the systemd unit a school's server runs the shop with. */
const unitFile = path.resolve(import.meta.dirname, '../../deploy/musical-tickets.service');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const startScript = path.resolve(import.meta.dirname, '../../src/server/start.mjs');

/** An install folder holding only start.mjs and one source file (no node_modules: a build attempt fails). */
function installWith(build?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-install-'));
  fs.mkdirSync(path.join(root, 'src/server'), { recursive: true });
  fs.copyFileSync(startScript, path.join(root, 'src/server/start.mjs'));
  if (build !== undefined) {
    fs.mkdirSync(path.join(root, 'dist/server-app'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/server-app/main.js'), build);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(root, 'dist/server-app/main.js'), past, past);
  }
  // Edited after the build, as after a `git pull` without `npm run build`.
  fs.writeFileSync(path.join(root, 'src/server/main.ts'), 'export {};\n');
  return root;
}
const startIn = (root: string) =>
  spawnSync(process.execPath, [path.join(root, 'src/server/start.mjs')], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });

function settings(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) found.set(match[1], [...(found.get(match[1]) ?? []), match[2]]);
  }
  return found;
}

describe('deploy/musical-tickets.service', () => {
  const unit = settings(fs.readFileSync(unitFile, 'utf8'));

  it('restarts on failure, runs as its own user with DATA_DIR and an environment file', () => {
    expect(unit.get('Restart')).toEqual(['on-failure']);
    expect(unit.get('User')).toEqual(['musical-tickets']);
    expect(unit.get('Environment')).toContain('DATA_DIR=/var/lib/musical-tickets');
    expect(unit.get('EnvironmentFile')).toEqual(['-/etc/musical-tickets/env']);
    expect(unit.get('WantedBy')).toEqual(['multi-user.target']);
  });

  it('signals the server alone and gives it time to stop its PostgreSQL before anything is killed', () => {
    expect(unit.get('ExecStart')).toEqual(['/usr/bin/node src/server/start.mjs']);
    expect(unit.get('KillMode')).toEqual(['mixed']);
    expect(unit.get('KillSignal')).toEqual(['SIGTERM']);
    // The server gives up on a slow stop after 10 s (main.ts); systemd's own kill comes later.
    expect(Number.parseInt(unit.get('TimeoutStopSec')?.[0] ?? '0', 10)).toBeGreaterThan(10);
  });

  it('runs read-only over its code: only the data and backup folders are writable, and it never builds', () => {
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
    expect(unit.get('ReadWritePaths')).toEqual(['/var/lib/musical-tickets', '-/var/backups/musical-tickets']);
    expect(unit.get('Environment')).toContain('NODE_ENV=production');
    for (const setting of ['PrivateDevices', 'PrivateTmp', 'ProtectHome', 'NoNewPrivileges', 'RestrictNamespaces', 'ProtectKernelTunables']) {
      expect(unit.get(setting), setting).toEqual(['yes']);
    }
    expect(unit.get('CapabilityBoundingSet')).toEqual(['']);
    expect(unit.get('SystemCallFilter')).toEqual(['@system-service']);
    expect(unit.get('RestrictAddressFamilies')).toEqual(['AF_UNIX AF_INET AF_INET6']);
    // V8's JIT writes code it then runs: Node does not start with it.
    expect(unit.has('MemoryDenyWriteExecute')).toBe(false);
  });

  it('scores 3.0 ("OK") or better in systemd-analyze security (issue 52; it was 8.5 EXPOSED)', () => {
    if (!fs.existsSync(SYSTEMD_ANALYZE)) return;
    const result = spawnSync(SYSTEMD_ANALYZE, ['security', '--offline=true', '--no-pager', unitFile], { encoding: 'utf8' });
    const overall = /Overall exposure level for \S+: (\d+\.\d+) (\w+)/.exec(result.stdout);
    console.log(`systemd-analyze security: ${overall?.[1]} ${overall?.[2]}`);
    expect(overall, result.stdout + result.stderr).not.toBeNull();
    expect(Number(overall?.[1])).toBeLessThanOrEqual(3.0);
  });

  it('passes systemd-analyze verify where systemd is installed (.ci/run installs it)', () => {
    // Machines without systemd (a developer's Mac) check the settings above only.
    if (!fs.existsSync(SYSTEMD_ANALYZE)) return;
    const result = spawnSync(SYSTEMD_ANALYZE, ['verify', unitFile], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('start.mjs in production (the unit runs it read-only over its code)', () => {
  it('stops with the build step to run, in German, when nothing is built, and builds nothing itself', () => {
    const root = installWith();
    const result = startIn(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/nicht gebaut.*npm run build/);
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('runs the build it finds even when the sources are newer, and says to run the build step', () => {
    const root = installWith("process.stdout.write('built server ran\\n');\n");
    const result = startIn(root);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('npm run build');
    expect(result.stdout).toContain('built server ran');
    fs.rmSync(root, { recursive: true, force: true });
  });
});
