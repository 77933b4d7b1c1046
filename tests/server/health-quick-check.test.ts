import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livenessOf } from '../../src/server/db/database';
import { QUICK_CHECK_MS } from '../../src/server/db/liveness';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 52, point 9: health's quick look (db/liveness.ts) answers red within QUICK_CHECK_MS when the
 * database is silent (db-hang.test.ts freezes one), and never on a working database just because this
 * process was busy: a red health shows staff "Datenbank nicht erreichbar".
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The event loop is held, as a long render or a loaded machine holds it.
  }
};

describe("health's quick look at the database", () => {
  it('answers on a working database, and health is green', async () => {
    const liveness = livenessOf(t.db);
    expect(liveness).toBeDefined();
    expect(await liveness?.quickCheck()).toBe('answered');
    expect(await liveness?.quickCheck()).toBe('answered');
    expect((await t.app.inject({ url: '/api/health.php' })).statusCode).toBe(200);
  });

  it('is never silent on a working database while the event loop was held past its wait', async () => {
    const liveness = livenessOf(t.db);
    await liveness?.quickCheck();
    const look = liveness?.quickCheck();
    spin(QUICK_CHECK_MS + 400);
    expect(await look).not.toBe('silent');
    const health = t.app.inject({ url: '/api/health.php' });
    spin(QUICK_CHECK_MS + 400);
    expect((await health).statusCode).toBe(200);
  });

  it('a look still waiting from before the event loop was held does not make the next one silent', async () => {
    const liveness = livenessOf(t.db);
    await liveness?.quickCheck();
    const waiting = liveness?.quickCheck();
    spin(QUICK_CHECK_MS + 400);
    // Asked before the first look had its answer read: our busy time, not the database's silence.
    const next = liveness?.quickCheck();
    expect(await next).not.toBe('silent');
    expect(await waiting).not.toBe('silent');
  });
});
