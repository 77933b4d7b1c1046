import fs from 'node:fs';
import path from 'node:path';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { TEST_ADMIN_PASSWORD } from './test-config';

/**
 * Fails the run when any server log line of the whole test run contains a session token a test
 * obtained, an argon2 hash, the client hash of the test password, or a bearer header. Where the run's apps must
 * have logged (the server tests), no logs at all fail it too: the check would be worthless.
 */
export function assertNoSecretsInLogs(logDir: string, options: { logsExpected?: boolean } = {}): void {
  const files = fs.readdirSync(logDir);
  const logs = files
    .filter((f) => f.startsWith('server-'))
    .map((f) => fs.readFileSync(path.join(logDir, f), 'utf8'))
    .join('');
  const secrets = files
    .filter((f) => f.startsWith('secrets-'))
    .flatMap((f) => fs.readFileSync(path.join(logDir, f), 'utf8').split('\n'))
    .filter(Boolean);
  const forbidden = [...secrets, '$argon2', sha256Hex(TEST_ADMIN_PASSWORD), 'Bearer '];
  const leaked = forbidden.filter((secret) => logs.includes(secret));
  if (leaked.length > 0) {
    throw new Error(`Geheimnisse in den Server-Logs gefunden: ${leaked.map((s) => `${s.slice(0, 12)}…`).join(', ')}`);
  }
  if (logs.length === 0 && options.logsExpected !== false) throw new Error('Die Tests haben keine Server-Logs geschrieben; die Prüfung wäre wertlos.');
}
