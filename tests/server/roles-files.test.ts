import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/shared/api/files';
import type { PermissionNode } from '../../src/shared/domain/permission-tree';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, multipart, PNG_BYTES, signedInWith } from './staff-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

function upload(token: string, field: string, name: string, data: Buffer, fields?: Record<string, string>) {
  const body = multipart(field, name, data, fields);
  return t.app.inject({ method: 'POST', url: '/api/files/upload.php', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

describe('roles', () => {
  it('lists role options without a session and summaries with users and permissions', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/accounts/roles/fetch.php' });
    expect(options.json().roles.map((role: { name: string }) => role.name)).toEqual(['admin', 'manager', 'privileged', 'user']);
    const more = await t.app.inject({ method: 'GET', url: '/api/accounts/roles/fetch_more.php', headers: bearer(admin) });
    expect(more.json().roles[0]).toMatchObject({ name: 'admin', display_name: 'Administrator', hierarchy: 100, users: 'admin', permissions: 'ADMIN' });
  });

  it('names each permission of a role in German beside its key (issue 32 item 8)', async () => {
    const more = await t.app.inject({ method: 'GET', url: '/api/accounts/roles/fetch_more.php', headers: bearer(admin) });
    const manager = more.json().roles.find((role: { name: string }) => role.name === 'manager');
    expect(manager.permission_list).toContainEqual({ key: 'ORDERS_VIEW', name: 'Bestellungen' });
    expect(manager.permission_list.map((permission: { key: string }) => permission.key).join(', ')).toBe(manager.permissions);
  });

  it('gives the permission tree of a role and saves a flat key list', async () => {
    const tree = await t.app.inject({ method: 'GET', url: '/api/accounts/permissions/fetch_byRole.php?role=privileged', headers: bearer(admin) });
    const body = tree.json();
    expect(body.role).toEqual({ name: 'privileged', display_name: 'Privileged User' });
    const users = body.permissionsTree.find((node: PermissionNode) => node.key === 'USERS_VIEW');
    expect(users.children.map((node: PermissionNode) => node.key)).toContain('USERS_ROLES');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/roles/update.php',
      headers: bearer(admin),
      payload: { name: 'privileged', display_name: 'Vertrauensperson', permissions: ['USERS_VIEW', 'USERS_LIST_VIEW'] },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/accounts/roles/fetch_more.php', headers: bearer(admin) });
    expect(after.json().roles.find((role: { name: string }) => role.name === 'privileged')).toMatchObject({
      display_name: 'Vertrauensperson',
      permissions: 'USERS_VIEW, USERS_LIST_VIEW',
    });
  });

  it('answers "Rolle nicht gefunden" and refuses unknown keys', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/accounts/permissions/fetch_byRole.php?role=kaiser', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Rolle nicht gefunden');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/roles/update.php',
      headers: bearer(admin),
      payload: { name: 'user', display_name: 'User', permissions: ['GIBT_ES_NICHT'] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('does not let a role manager grant keys they lack or take role management from themselves', async () => {
    const manager = await signedInWith(t, ['USERS_ROLES', 'USERS_VIEW']);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/roles/update.php',
      headers: bearer(manager.token),
      payload: { name: 'user', display_name: 'User', permissions: ['ADMIN'] },
    });
    expect(grant.statusCode).toBe(403);
    const ownRole = (await t.db.selectFrom('user_roles').select('role_name').where('user_id', '=', manager.id).executeTakeFirstOrThrow()).role_name;
    const demote = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/roles/update.php',
      headers: bearer(manager.token),
      payload: { name: ownRole, display_name: 'x', permissions: ['USERS_VIEW'] },
    });
    expect(demote.json().code).toBe('SELF_DEMOTION');
  });
});

describe('files', () => {
  it('stores a PNG by its bytes and serves it with its type and nosniff', async () => {
    const response = await upload(admin, 'avatar', 'ich.jpg', PNG_BYTES);
    expect(response.json()).toMatchObject({ success: true, message: 'Datei hochgeladen.' });
    const download = await t.app.inject({ method: 'GET', url: `/api/files/download.php?id=${response.json().file_id}` });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses an HTML file named .png, a PDF as avatar and an empty file', async () => {
    const html = await upload(admin, 'avatar', 'bild.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(/Dateityp wird nicht unterstützt/);
    const pdf = await upload(admin, 'avatar', 'a.pdf', Buffer.from('%PDF-1.4\n'));
    expect(pdf.json().message).toMatch(/Profilbild/);
    expect((await upload(admin, 'file', 'leer.png', Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('refuses a file over the size limit with a clear message', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await upload(admin, 'file', 'gross.png', big);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/zu groß/);
  });

  it('falls back to the default picture for a missing file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/files/download.php?id=424242' });
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('lists files by folder, renames, moves and deletes them', async () => {
    const id = (await upload(admin, 'file', 'programm.pdf', Buffer.from('%PDF-1.7\n'), { folder: 'Dokumente' })).json().file_id;
    const list = await t.app.inject({ method: 'GET', url: '/api/files/list.php', headers: bearer(admin) });
    expect(list.json().folders).toEqual(expect.arrayContaining(['', 'Dokumente', 'Profilbilder']));
    expect(list.json().files.find((file: { id: number }) => file.id === id)).toMatchObject({
      name: 'programm.pdf',
      content_type: 'application/pdf',
      created_by: 'admin',
    });
    const rename = await t.app.inject({
      method: 'POST',
      url: '/api/files/rename.php',
      headers: bearer(admin),
      payload: { id, name: 'Programmheft.pdf', folder: 'Archiv' },
    });
    expect(rename.statusCode).toBe(200);
    const badFolder = await t.app.inject({
      method: 'POST',
      url: '/api/files/rename.php',
      headers: bearer(admin),
      payload: { id, name: 'x.pdf', folder: '../etc' },
    });
    expect(badFolder.statusCode).toBe(400);
    const del = await t.app.inject({ method: 'POST', url: '/api/files/delete.php', headers: bearer(admin), payload: { id } });
    expect(del.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'POST', url: '/api/files/delete.php', headers: bearer(admin), payload: { id } });
    expect(gone.statusCode).toBe(404);
  });
});
