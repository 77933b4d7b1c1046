import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { PUBLIC_ROUTES } from './public-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

describe('every route outside the public list', () => {
  it('has routes to check', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(PUBLIC_ROUTES.size);
  });

  it('answers 401 or 403 without a session, and with a bogus token', async () => {
    const failures: string[] = [];
    for (const route of t.app.registeredRoutes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      for (const headers of [{}, { authorization: 'Bearer erfunden' }]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        if (![401, 403].includes(response.statusCode)) failures.push(`${key} → ${response.statusCode}`);
        else expect(response.json().message).toBeTruthy();
      }
    }
    expect(failures).toEqual([]);
  });
});
