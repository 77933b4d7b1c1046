import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { freshDatabase } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';

/** The app as configured by TRUST_PROXY, with one extra route that tells the address the server sees. */
async function appWithTrustProxy(trustProxy: string | undefined): Promise<FastifyInstance> {
  const { trustProxy: parsed } = readConfig({ TRUST_PROXY: trustProxy });
  const app = await buildApp({
    config: testConfig({ trustProxy: parsed }),
    db: await freshDatabase(),
    logLevel: 'silent',
    clientDir: false,
    backgroundJobs: {},
  });
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
  await app.ready();
  return app;
}

/** light-my-request connects from 127.0.0.1, standing in for a reverse proxy on the same machine. */
async function seenAddress(app: FastifyInstance, forwardedFor?: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/test/client-address',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.json().ip;
}

describe('forwarded headers (TRUST_PROXY)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('ignores X-Forwarded-For by default, so a client cannot pose as another address', async () => {
    app = await appWithTrustProxy(undefined);
    expect(await seenAddress(app, '203.0.113.7')).toBe('127.0.0.1');
    expect(await seenAddress(app, '203.0.113.8, 198.51.100.1')).toBe('127.0.0.1');
  });

  it('takes the client address from a proxy named by its address', async () => {
    app = await appWithTrustProxy('127.0.0.1');
    expect(await seenAddress(app, '203.0.113.7')).toBe('203.0.113.7');
    // A client's own X-Forwarded-For before the proxy's entry is not believed: the proxy is trusted, not the client.
    expect(await seenAddress(app, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it.each(['10.0.0.0/8, 127.0.0.0/8', 'loopback'])('takes the client address from a proxy in the network "%s"', async (networks) => {
    app = await appWithTrustProxy(networks);
    expect(await seenAddress(app, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('does not believe a proxy whose address is not listed', async () => {
    app = await appWithTrustProxy('192.168.1.10');
    expect(await seenAddress(app, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('trusts every sender with TRUST_PROXY=true', async () => {
    app = await appWithTrustProxy('true');
    expect(await seenAddress(app, '203.0.113.7')).toBe('203.0.113.7');
  });
});
