import { describe, expect, it } from 'vitest';
import { LOGIN_TEXTS, LoginError, loginFailureText } from './auth-api';

describe('loginFailureText', () => {
  it('says the screen text for wrong credentials and the reason otherwise', () => {
    expect(loginFailureText(new LoginError(LOGIN_TEXTS.invalidCredentials, 'invalid'))).toBe(LOGIN_TEXTS.screenInvalid);
    expect(loginFailureText(new LoginError(LOGIN_TEXTS.banned, 'banned'))).toBe(LOGIN_TEXTS.banned);
    expect(loginFailureText(new Error('Der Server ist nicht erreichbar.'))).toBe('Der Server ist nicht erreichbar.');
    expect(loginFailureText('kaputt')).toBe(LOGIN_TEXTS.unexpected);
    expect(loginFailureText(new Error(''))).toBe(LOGIN_TEXTS.unexpected);
  });
});
