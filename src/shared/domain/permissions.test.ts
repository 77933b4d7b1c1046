import { describe, expect, it } from 'vitest';
import { hasPermission, SITES_KEYS } from './permissions';

describe('hasPermission', () => {
  it('passes every check for ADMIN', () => {
    expect(hasPermission(['ADMIN'], 'USERS_DELETE')).toBe(true);
  });
  it('needs the key itself otherwise', () => {
    expect(hasPermission(['USERS_VIEW'], 'USERS_DELETE')).toBe(false);
    expect(hasPermission(['USERS_DELETE'], 'USERS_DELETE')).toBe(true);
  });
  it('accepts any of several keys', () => {
    expect(hasPermission(['CONFIGURATION_SITES_VIEW'], SITES_KEYS)).toBe(true);
    expect(hasPermission([], SITES_KEYS)).toBe(false);
  });
});
