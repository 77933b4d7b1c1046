import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountDto } from '../../src/shared/api/accounts';
import { LoginResponse } from '../../src/shared/api/auth';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { createTestApp, noteSecret, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';

/**
 * Fastify serializes every answer by its response schema, so a column a repository starts returning never
 * reaches the client unless the contract names it. The accounts repository here hands out rows with stray columns.
 */
const STRAY = { password_hash: '$argon2id$v=19$geheim', session_token: 'sitzung-geheim' };

vi.mock('../../src/server/modules/accounts/accounts.repository', async (original) => {
  const repo = await original<typeof import('../../src/server/modules/accounts/accounts.repository')>();
  return {
    ...repo,
    findAccount: async (...args: Parameters<typeof repo.findAccount>) => {
      const account = await repo.findAccount(...args);
      return account && { ...account, ...STRAY };
    },
    listAccounts: async (...args: Parameters<typeof repo.listAccounts>) => (await repo.listAccounts(...args)).map((row) => ({ ...row, ...STRAY })),
  };
});
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const keysOf = (schema: TSchema) => Object.keys((schema as { properties: Record<string, unknown> }).properties).sort();

function expectNoSecrets(body: string) {
  for (const secret of Object.values(STRAY)) expect(body).not.toContain(secret);
  expect(body).not.toMatch(/password_hash/);
}

describe('account answers name only the contract fields', () => {
  it('the user list never carries password hashes or session tokens', async () => {
    const response = await get('/api/accounts/get_all.php');
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    for (const user of response.json().data) expect(Object.keys(user).sort()).toEqual(keysOf(AccountDto));
  });

  it('one account and the own profile never carry them either', async () => {
    for (const url of ['/api/accounts/get.php?id=1', '/api/accounts/get_by_session.php']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expectNoSecrets(response.body);
      const body = response.json();
      expect(Object.keys(body.user ?? body.data).sort()).toEqual(keysOf(AccountDto));
    }
  });

  it('the login answer is success, message and the new session token only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) } });
    expect(response.statusCode).toBe(200);
    noteSecret(response.json().session_token);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'session_token', 'success']);
    expect(keysOf(LoginResponse)).toEqual(['message', 'session_token', 'success']);
    expect(response.body).not.toMatch(/password|hash/);
  });
});
