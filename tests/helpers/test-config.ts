import { type Config, readConfig } from '../../src/server/config';

/** The admin password of every test database. */
export const TEST_ADMIN_PASSWORD = 'test-admin-passwort';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD }),
    // argon2id stays argon2id, only cheaper, so the suite stays fast.
    argon2: { memoryCost: 1024, timeCost: 1 },
    ...overrides,
  };
}
