import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/shared/domain/login-throttle';
import { API_KEY_PREFIX, API_SCOPES, scopeAllows } from '../../src/shared/domain/api-scopes';
import { getAs, type Operation, operationKey, operations, postAs } from '../helpers/credential-routes';
import { CREDENTIAL_SCENARIOS, type Person } from '../helpers/credential-scenarios';
import { createTestApp, noteSecret, type TestApp } from '../helpers/test-app';
import { roleWith, userWith } from './staff-fixtures';

// One app for the file (issue 50): each test acts with and on people of its own and starts past every throttle
// window, so the wrong passwords and codes of the tests before it are forgotten. The key test of invariant (c)
// switches on API access for the shop and the api_keys/create.php scenario reads every key of the shop: both get
// an app of their own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // Past the window, no further: a session counts as last seen at the database's time, so a clock 8 h ahead would
  // expire each new one at once (pairs are per account and address, and those are each test's own).
  t.clock.advance(LOGIN_THROTTLE.addressWindowMs + 1000);
});

/** Runs `test` on an app of its own, and puts the shared one back afterwards. */
async function onOwnApp(test: () => Promise<void>) {
  const shared = t;
  t = await createTestApp();
  try {
    await test();
  } finally {
    await t.close();
    t = shared;
  }
}

/** Its scenario asserts that every API key in the database is the caller's own. */
const READS_EVERY_KEY = 'POST /api/api_keys/create.php';

/** A route whose name or request fields speak of a credential must say which one it changes (or 'none'). */
const CREDENTIAL_NAME = /password|two_factor|recovery|session|api_key|login|logout|secret|token/i;
const CREDENTIAL_FIELDS = new Set(['password', 'new_password', 'current_password', 'auth', 'code', 'challenge', 'user_id']);
const KINDS = new Set(['password', 'two_factor', 'recovery_codes', 'sessions', 'api_keys', 'none']);

const speaksOfCredentials = (op: Operation) =>
  op.method !== 'GET' && (CREDENTIAL_NAME.test(op.path) || op.requestFields.some((field) => CREDENTIAL_FIELDS.has(field)));

async function person(keys: string[], hierarchy: number): Promise<Person> {
  const user = await userWith(t, [await roleWith(t, keys, hierarchy)]);
  return { id: user.id, username: user.username, token: await user.login() };
}

describe('invariant (a): every route that changes a credential guards it by rank, one’s own by proof (issue 38)', () => {
  it('classifies every credential route in /api/openapi.json, and has a scenario for each', async () => {
    const ops = await operations(t);
    expect(ops.length).toBeGreaterThan(100);
    const unclassified = ops.filter((op) => speaksOfCredentials(op) && !op.credential).map(operationKey);
    expect(unclassified).toEqual([]);
    expect(ops.filter((op) => op.credential && !KINDS.has(op.credential)).map(operationKey)).toEqual([]);
    const changing = ops
      .filter((op) => op.credential && op.credential !== 'none')
      .map(operationKey)
      .sort();
    expect(changing).toEqual(Object.keys(CREDENTIAL_SCENARIOS).sort());
  });

  for (const [route, scenario] of Object.entries(CREDENTIAL_SCENARIOS).filter(([, s]) => s.onOther)) {
    it(`${route}: refuses a lower and an equal rank, lets a higher rank`, async () => {
      const keys = scenario.permission ? [scenario.permission] : [];
      const statuses: Record<string, number> = {};
      for (const [label, rank] of [
        ['lower', 40],
        ['equal', 50],
        ['higher', 60],
      ] as const) {
        const target = await person(keys, 50);
        const caller = await person(keys, rank);
        const response = await scenario.onOther?.(t, caller, target);
        statuses[label] = response?.statusCode ?? 0;
        if (label !== 'higher') expect(response?.json().code).toBe('OUTRANKED');
      }
      expect(statuses).toEqual({ lower: 403, equal: 403, higher: 200 });
    });
  }

  for (const [route, scenario] of Object.entries(CREDENTIAL_SCENARIOS)) {
    it(`${route}: one’s own credential changes only with its proof`, async () => {
      const run = async () => scenario.onOwn(t, await person(scenario.permission ? [scenario.permission] : [], 50));
      await (route === READS_EVERY_KEY ? onOwnApp(run) : run());
    });
  }
});

describe('invariant (c): an API key is refused wherever its creator is refused (issue 38)', () => {
  const ALL_SCOPE_KEYS = [...new Set(Object.values(API_SCOPES).flatMap((scope) => scope.permissions))];
  const isStream = (op: Operation) => op.path === '/api/checkin/events.php';

  async function keysOf(creator: Person) {
    const keys: string[] = [];
    for (const scope of Object.keys(API_SCOPES)) {
      const created = await postAs(t, 'api_keys/create.php', { name: `Schlüssel ${scope}`, scope }, creator.token);
      expect(created.statusCode).toBe(200);
      noteSecret(created.json().key);
      keys.push(created.json().key);
    }
    return keys;
  }

  const call = (op: Operation, token: string) =>
    op.method === 'GET' ? getAs(t, op.path.replace(/^\/api\//, ''), token) : postAs(t, op.path.replace(/^\/api\//, ''), {}, token);
  const refused = (status: number) => status === 401 || status === 403;

  /** Every operation, with each key and with its creator's session: where the session is refused, so is the key. */
  async function keyNeverStronger(creator: Person, keys: string[], ops: Operation[]) {
    const stronger: string[] = [];
    let keyCalls = 0;
    for (const op of ops.filter((candidate) => !isStream(candidate))) {
      const bySession = await call(op, creator.token);
      for (const key of keys) {
        const byKey = await call(op, key);
        keyCalls++;
        if (refused(bySession.statusCode) && !refused(byKey.statusCode))
          stronger.push(`${operationKey(op)}: Sitzung ${bySession.statusCode}, Schlüssel ${byKey.statusCode}`);
      }
    }
    expect(stronger).toEqual([]);
    return keyCalls;
  }

  // It switches on API access for the whole shop: an app of its own.
  let shared: TestApp;
  beforeEach(async () => {
    shared = t;
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
    t = shared;
  });

  it('holds over every operation for a creator with API_MANAGE alone, and after a creator is cut down', async () => {
    const admin = await t.login();
    expect((await postAs(t, 'config/save.php', { values: { api_access: true, api_rate_limit: 100000 } }, admin)).statusCode).toBe(200);
    const ops = await operations(t);
    const manager = await person(['API_MANAGE'], 30);
    expect(await keyNeverStronger(manager, await keysOf(manager), ops)).toBeGreaterThan(200);

    const door = await person(['API_MANAGE', ...ALL_SCOPE_KEYS], 30);
    const doorKeys = await keysOf(door);
    const scoped = ops.filter((op) => Object.keys(API_SCOPES).some((scope) => scopeAllows(scope as keyof typeof API_SCOPES, op.method, op.path)));
    expect(scoped.length).toBeGreaterThanOrEqual(8);
    // While the creator holds the scope's rights, the keys work on their scope.
    expect((await getAs(t, 'orders/fetch.php', doorKeys[0])).statusCode).toBe(200);
    const cut = await roleWith(t, ['API_MANAGE'], 30);
    await t.db.deleteFrom('user_roles').where('user_id', '=', door.id).execute();
    await t.db.insertInto('user_roles').values({ user_id: door.id, role_name: cut }).execute();
    await keyNeverStronger(door, doorKeys, scoped);
    for (const op of scoped.filter((candidate) => !isStream(candidate))) {
      for (const key of doorKeys) expect(refused((await call(op, key)).statusCode)).toBe(true);
    }
    expect(doorKeys.every((key) => key.startsWith(API_KEY_PREFIX))).toBe(true);
  });
});
