import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/shared/domain/login-throttle';
import { SECRET_THROTTLES } from '../../src/shared/domain/secret-throttle';
import { differentSlash64s, type Operation, operationKey, operations, sameSlash64 } from '../helpers/credential-routes';
import { SECRET_CHECK_DRIVERS, type SecretCheckDriver } from '../helpers/secret-check-drivers';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One app for the file: each route's test moves the clock past every window first and guesses from nets of its
// own, so no test inherits another's failures (a shared target such as the ticket links included).
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp({ config: { holdLimitPerAddress: 0 } });
});
afterAll(async () => {
  await shared.close();
});
const SHOP_WIDE = 'POST /api/auth/two_factor/confirm.php';

/** Request fields that carry a secret to be checked; a route with one must say what it checks (or 'none'). */
const SECRET_FIELDS = new Set(['auth', 'current_password', 'code', 'coupon_code', 'token']);
const SECRETS = new Set(['password', 'totp', 'recovery_code', 'coupon_code', 'ticket_token']);

const checksSecrets = (op: Operation) => op.requestFields.some((field) => SECRET_FIELDS.has(field));

describe('invariant (b): every check of a secret is throttled per /64 and per target (issue 38)', () => {
  it('marks every route that takes a secret in /api/openapi.json, and has a driver for each', async () => {
    const ops = await operations(shared);
    expect(ops.filter((op) => checksSecrets(op) && !op.secretCheck).map(operationKey)).toEqual([]);
    const marked = ops.filter((op) => op.secretCheck && op.secretCheck !== 'none');
    for (const op of marked) {
      const check = op.secretCheck as { secrets: string[]; target: string };
      expect(check.secrets.length, operationKey(op)).toBeGreaterThan(0);
      expect(
        check.secrets.every((secret) => SECRETS.has(secret)),
        operationKey(op),
      ).toBe(true);
    }
    expect(marked.map(operationKey).sort()).toEqual(Object.keys(SECRET_CHECK_DRIVERS).sort());
  });

  for (const [index, [route, driver]] of Object.entries(SECRET_CHECK_DRIVERS).entries()) {
    it(`${route}: wrong secrets from one /64 and against one target from many /64s end in 429`, async () => {
      // This driver switches two-factor sign-in on for all staff: it gets an app of its own.
      const t = route === SHOP_WIDE ? await createTestApp({ config: { holdLimitPerAddress: 0 } }) : shared;
      try {
        await guessesEndIn429(t, driver, index);
      } finally {
        if (t !== shared) await t.close();
      }
    });
  }
});

async function guessesEndIn429(t: TestApp, driver: SecretCheckDriver, index: number) {
  const rule = SECRET_THROTTLES[driver.kind];
  t.clock.advance(rule.windowMs + LOGIN_THROTTLE.maxDelayMs);
  const fromOneNet = await driver.setup(t);
  const oneNet: number[] = [];
  for (const address of sameSlash64(40, `e${index}`)) oneNet.push((await fromOneNet(address)).statusCode);
  expect(oneNet.filter((status) => status >= 500)).toEqual([]);
  // The free failures, then doubling waits: most of the forty are refused.
  expect(oneNet.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - rule.addressCeiling);

  // Past the window, a new target, each guess from another /64: the target's ceiling, then 429.
  t.clock.advance(rule.windowMs + 1000);
  const fromManyNets = await driver.setup(t);
  const manyNets: number[] = [];
  for (const address of differentSlash64s(rule.targetCeiling + 10, `f${index}`)) manyNets.push((await fromManyNets(address)).statusCode);
  expect(manyNets.filter((status) => status >= 500)).toEqual([]);
  expect(manyNets.filter((status) => status === 429)).toHaveLength(10);
}
