import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 39: the systemd unit a school's server runs the shop with. */
const unitFile = path.resolve(import.meta.dirname, '../../deploy/musical-tickets.service');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

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

  it('passes systemd-analyze verify where systemd is installed (.ci/run installs it)', () => {
    // Machines without systemd (a developer's Mac) check the settings above only.
    if (!fs.existsSync(SYSTEMD_ANALYZE)) return;
    const result = spawnSync(SYSTEMD_ANALYZE, ['verify', unitFile], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});
