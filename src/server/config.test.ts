import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.demoMode).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('turns demo mode off in production', () => {
    expect(readConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
  });

  it.each([
    ['PORT', 'achtzig'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'kein-url'],
    ['DEMO_MODE', 'vielleicht'],
    ['ADMIN_PASSWORD', 'kurz'],
  ])('fails fast naming %s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });

  it('needs TLS_CERT and TLS_KEY together', () => {
    expect(() => readConfig({ TLS_CERT: '/x.pem' })).toThrow(/TLS_CERT und TLS_KEY/);
  });

  describe('TRUST_PROXY', () => {
    it('trusts no forwarded headers by default', () => {
      expect(readConfig({}).trustProxy).toBe(false);
      expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    });

    it('takes true or a list of proxy addresses, networks and range names', () => {
      expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
      expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback' }).trustProxy).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '::1',
        'fd00::/8',
        'loopback',
      ]);
      expect(readConfig({ TRUST_PROXY: '192.168.0.0/255.255.0.0' }).trustProxy).toEqual(['192.168.0.0/255.255.0.0']);
    });

    it.each(['proxy.schule.lan', '10.0.0.0/33', '127.0.0.1,', '1.2.3', '::1/129'])('refuses "%s", naming TRUST_PROXY', (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
    });

    it('refuses a hop count, which Fastify 5 no longer honours, and asks for the address', () => {
      expect(() => readConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY.*TRUST_PROXY=127\.0\.0\.1/);
    });
  });
});
