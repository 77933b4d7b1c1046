import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends the content security policy and helmet headers with every answer, an API answer and an unknown address alike', async () => {
    t = await createTestApp();
    for (const url of ['/api/events/list_detailed.php', '/api/gibt-es-nicht.php']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self' https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      // Without TLS in front, no Strict-Transport-Security.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
