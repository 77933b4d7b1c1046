import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from './api-client';
import { LOGIN_TEXTS, LoginError, loginFailureText, requestLogin } from './auth-api';

describe('loginFailureText', () => {
  it('says the screen text for wrong credentials and the reason otherwise', () => {
    expect(loginFailureText(new LoginError(LOGIN_TEXTS.invalidCredentials, 'invalid'))).toBe(LOGIN_TEXTS.screenInvalid);
    expect(loginFailureText(new LoginError(LOGIN_TEXTS.banned, 'banned'))).toBe(LOGIN_TEXTS.banned);
    expect(loginFailureText(new Error('Der Server ist nicht erreichbar.'))).toBe('Der Server ist nicht erreichbar.');
    expect(loginFailureText('kaputt')).toBe(LOGIN_TEXTS.unexpected);
    expect(loginFailureText(new Error(''))).toBe(LOGIN_TEXTS.unexpected);
  });
});

describe('requestLogin offline', () => {
  it('says there is no connection, not that a change was not saved', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestLogin('anna', 'geheim')).rejects.toThrow(OFFLINE_MESSAGE);
    vi.unstubAllGlobals();
  });
});
