import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CHUNK = `export const greeting = ${JSON.stringify('Hallo '.repeat(200))};\n`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-files-'));
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'app-X1.js'), CHUNK);
  fs.writeFileSync(path.join(root, 'assets', 'app-X1.js.br'), zlib.brotliCompressSync(CHUNK));
  fs.writeFileSync(path.join(root, 'assets', 'app-X1.js.gz'), zlib.gzipSync(CHUNK));
  fs.writeFileSync(path.join(root, 'assets', 'small-S1.css'), 'a{color:red}');
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

describe('the built chunks', () => {
  const chunk = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('come compressed as the browser accepts them, cached for good', async () => {
    const brotli = await chunk('/assets/app-X1.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(CHUNK);
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await chunk('/assets/app-X1.js', 'gzip');
    expect([gzip.headers['content-encoding'], zlib.gunzipSync(gzip.rawPayload).toString()]).toEqual(['gzip', CHUNK]);
    const refused = await chunk('/assets/app-X1.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await chunk('/assets/app-X1.js');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, CHUNK]);
    const css = await chunk('/assets/small-S1.css', 'br');
    expect([css.headers['content-encoding'], css.headers['content-type'], css.body]).toEqual([undefined, 'text/css; charset=utf-8', 'a{color:red}']);
  });

  it('answer HEAD with the headers alone', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-X1.js', headers: { 'accept-encoding': 'br' } });
    expect([head.statusCode, head.headers['content-encoding'], head.body]).toEqual([200, 'br', '']);
  });

  it('include chunks of a build made while the server runs', async () => {
    fs.writeFileSync(path.join(root, 'assets', 'later-L1.js'), 'export {};');
    const later = await chunk('/assets/later-L1.js', 'br');
    expect([later.statusCode, later.headers['content-encoding'], later.body]).toEqual([200, undefined, 'export {};']);
  });

  it('answer a chunk that is not in this build with 404, not with the page shell a script cannot run', async () => {
    const missing = await chunk('/assets/app-OLD.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    expect(missing.json().message).toBe('Unbekannte Adresse: GET /assets/app-OLD.js');
  });
});
