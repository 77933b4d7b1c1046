import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { allPermissionKeys, bearer, form, multipart, PNG_BYTES, roleWith, signedInWith, snapshot, userWith } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function fileId(): Promise<number> {
  const row = await t.db
    .insertInto('files')
    .values({ name: 'plakat.png', folder: 'Plakate', content_type: 'image/png', size: PNG_BYTES.length, data: PNG_BYTES, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const targetUser = async () => (await userWith(t, ['user'])).id;

/** Every call behind a permission key; `keys` are alternatives (any one suffices). */
const calls: Array<{ name: string; keys: string[]; request: () => Promise<InjectOptions> }> = [
  { name: 'accounts/get_all.php', keys: ['USERS_VIEW'], request: async () => ({ method: 'GET', url: '/api/accounts/get_all.php' }) },
  {
    name: 'accounts/get.php',
    keys: ['USERS_VIEW', 'USERS_EDIT', 'USERS_DELETE'],
    request: async () => ({ method: 'GET', url: `/api/accounts/get.php?id=${await targetUser()}` }),
  },
  {
    name: 'accounts/add.php',
    keys: ['USERS_ADD'],
    request: async () => ({
      method: 'POST',
      url: '/api/accounts/add.php',
      ...form({
        username: `neu_${Math.random().toString(36).slice(2, 8)}`,
        name: 'Neu',
        surname: 'Person',
        telephone: '0123',
        mail: 'neu@schule.de',
        role: 'user',
        password: sha256Hex('geheim-123'),
      }),
    }),
  },
  {
    name: 'accounts/edit.php',
    keys: ['USERS_EDIT'],
    request: async () => ({
      method: 'POST',
      url: '/api/accounts/edit.php',
      ...form({ id: await targetUser(), name: 'Geändert', surname: 'Person', telephone: '0456', mail: 'g@schule.de', status: 'inactive' }),
    }),
  },
  {
    name: 'accounts/delete.php',
    keys: ['USERS_DELETE'],
    request: async () => ({ method: 'POST', url: '/api/accounts/delete.php', ...form({ id: await targetUser() }) }),
  },
  {
    name: 'accounts/roles/fetch_more.php',
    keys: ['USERS_ROLES'],
    request: async () => ({ method: 'GET', url: '/api/accounts/roles/fetch_more.php' }),
  },
  {
    name: 'accounts/permissions/fetch_byRole.php',
    keys: ['USERS_ROLES'],
    request: async () => ({ method: 'GET', url: '/api/accounts/permissions/fetch_byRole.php?role=manager' }),
  },
  {
    name: 'accounts/roles/update.php',
    keys: ['USERS_ROLES'],
    request: async () => ({
      method: 'POST',
      url: '/api/accounts/roles/update.php',
      payload: { name: await roleWith(t, [], 5), display_name: 'Umbenannt', permissions: [] },
    }),
  },
  {
    name: 'files/upload.php (explorer)',
    keys: ['FILES_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/files/upload.php', ...multipart('file', 'bild.png', PNG_BYTES, { folder: 'Neu' }) }),
  },
  { name: 'files/list.php', keys: ['FILES_VIEW'], request: async () => ({ method: 'GET', url: '/api/files/list.php' }) },
  {
    name: 'files/rename.php',
    keys: ['FILES_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/files/rename.php', payload: { id: await fileId(), name: 'neu.png', folder: 'X' } }),
  },
  {
    name: 'files/delete.php',
    keys: ['FILES_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/files/delete.php', payload: { id: await fileId() } }),
  },
];

async function call(token: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...bearer(token) } });
}

describe('protected call matrix', () => {
  for (const entry of calls) {
    it(`${entry.name}: 403 and no change without ${entry.keys.join('/')}, success with it and as ADMIN`, async () => {
      const everyOther = (await allPermissionKeys(t)).filter((key) => key !== 'ADMIN' && !entry.keys.includes(key));
      const lacking = await signedInWith(t, everyOther);
      const request = await entry.request();
      const before = await snapshot(t);
      const denied = await call(lacking.token, request);
      expect(denied.statusCode, denied.body).toBe(403);
      expect(denied.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(await snapshot(t)).toBe(before);

      for (const key of entry.keys) {
        const holder = await signedInWith(t, [key]);
        const allowed = await call(holder.token, await entry.request());
        expect(allowed.statusCode, `${key}: ${allowed.body}`).toBe(200);
        expect(allowed.json().success).toBe(true);
      }

      const admin = await t.login();
      const asAdmin = await call(admin, await entry.request());
      expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    });
  }

  it('answers 401 to every account and file call without a session, except the public ones', async () => {
    const open = ['/api/accounts/roles/fetch.php', '/api/files/download.php', '/api/files/image.php'];
    const routes = t.app.registeredRoutes.filter((route) => /^\/api\/(accounts|files)\//.test(route.url) && !open.includes(route.url));
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(response.statusCode, route.url).toBe(401);
    }
  });
});
