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
});
