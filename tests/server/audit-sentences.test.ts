/**
 * Issue 41: the audit log and an order's history word every entry as a German sentence. This reads the
 * server's sources for every action it writes — the codes services name and the write routes the audit
 * trail names entries after — and checks each has its own sentence, not only the fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditSentence, hasOwnSentence } from '../../src/shared/domain/audit-sentence';
import { READS_BY_POST } from '../../src/server/modules/audit/audit-trail';

const SERVER = path.resolve(import.meta.dirname, '../../src/server');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}
const texts = sources(SERVER).map((file) => fs.readFileSync(file, 'utf8'));

/** 'order.cancel_refund' and the like, on the lines that set an entry's action. */
const codes = new Set(
  texts.flatMap((text) =>
    text
      .split('\n')
      .filter((line) => /\baction:/.test(line))
      .flatMap((line) => [...line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1] as string)),
  ),
);

/** Write routes: the audit trail names an entry 'area/x.php' where no service gave an action. */
const routes = new Set(texts.flatMap((text) => [...text.matchAll(/\bapp\.(?:post|put|patch|delete)\(\s*'\/([^']+)'/g)].map((match) => match[1] as string)));

/** Routes that never leave an entry of their own name: buyers' and the provider's calls without a session, reads by POST, sign-ins (named auth.*). */
const WITHOUT_OWN_ENTRY = new Set([
  'auth/login.php',
  'auth/two_factor/verify.php',
  'auth/two_factor/confirm.php',
  'payments/paypal/webhook.php',
  ...[...READS_BY_POST].map((url) => url.replace(/^\/api\//, '')),
]);

describe('every audit entry the server writes has a German sentence', () => {
  it('finds the actions the services write', () => {
    // The scan itself must see them, or the next test proves nothing.
    expect([...codes]).toEqual(
      expect.arrayContaining(['order.cancel_tickets', 'order.cancel_refund', 'auth.login', 'two_factor.enrol', 'refund.confirmed', 'boxoffice.sale']),
    );
    expect([...routes]).toEqual(expect.arrayContaining(['config/save.php', 'accounts/two_factor/enrol.php', 'orders/create.php']));
  });

  it.each([...codes].sort())('%s', (action) => {
    expect(hasOwnSentence(action)).toBe(true);
  });

  it.each([...routes].filter((route) => !WITHOUT_OWN_ENTRY.has(route)).sort())('%s', (route) => {
    expect(hasOwnSentence(route)).toBe(true);
    const sentence = auditSentence({ action: route, username: 'petra', user_id: 4, subject: null, order_id: 3, status: 200, changes: {} });
    expect(sentence).not.toMatch(/\.php|[a-z]+_[a-z]+|[{}[\]]/);
  });
});
