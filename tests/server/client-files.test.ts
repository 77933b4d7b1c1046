import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-files-'));
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ clientDir: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the app shell behind client routes', () => {
  it('is revalidated on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/event/musical' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is never stored under a ticket link, so the browser cache holds no token (shared devices, issue 11)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/tickets/tok_aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
