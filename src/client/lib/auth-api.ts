import type { AccountDto } from '../../shared/api/accounts';
import type { LoginResponse, LoginSecondStepResponse, PermissionsResponse } from '../../shared/api/auth';
import type { ApiPath } from '../../shared/api/route-access';
import { ApiError, apiRequest, OFFLINE_MESSAGE } from './api-client';
import { hashPasswordForLogin } from './password-hash';

/** Spec §8 texts of a failed sign-in. */
export const LOGIN_TEXTS = {
  invalidResponse: 'Login fehlgeschlagen: Ungültige Antwort vom Server',
  invalidCredentials: 'Login fehlgeschlagen: Ungültiger Benutzername oder Passwort',
  banned: 'Login fehlgeschlagen: Dein Account wurde gesperrt',
  screenInvalid: 'Login fehlgeschlagen. Bitte überprüfe Benutzername und Passwort.',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
} as const;

export class LoginError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'banned' | 'invalid-response' | 'other',
  ) {
    super(message);
  }
}

/** What a sign-in screen says when signing in failed: one text for wrong credentials, else the reason. */
export function loginFailureText(failure: unknown): string {
  if (failure instanceof LoginError && failure.reason === 'invalid') return LOGIN_TEXTS.screenInvalid;
  return failure instanceof Error && failure.message ? failure.message : LOGIN_TEXTS.unexpected;
}

/** A sign-in whose password was right and whose second factor is outstanding (issue 31). */
export interface SecondStep {
  kind: 'code' | 'enrol';
  challenge: string;
}

/**
 * auth/login.php; resolves to the session token, or to the second step when the account has 2FA (or the
 * shop requires it), or throws a LoginError with the spec's text.
 */
export async function requestLogin(user: string, password: string, device?: 'kiosk'): Promise<string | SecondStep> {
  const auth = await hashPasswordForLogin(password);
  try {
    const response = await apiRequest<Partial<LoginResponse & LoginSecondStepResponse>>('auth/login.php', {
      json: { user, auth, role: 'admin', ...(device ? { device } : {}) },
    });
    if (response?.two_factor && response.challenge) return { kind: response.two_factor, challenge: response.challenge };
    if (!response?.session_token || ['invalid', 'banned'].includes(response.session_token)) {
      throw new LoginError(LOGIN_TEXTS.invalidResponse, 'invalid-response');
    }
    return response.session_token;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Signing in is no change that waits; say plainly that the server cannot be reached.
    if (error.offline) throw new LoginError(OFFLINE_MESSAGE, 'other');
    const token = error.body?.session_token;
    if (token === 'invalid') throw new LoginError(LOGIN_TEXTS.invalidCredentials, 'invalid');
    if (token === 'banned') throw new LoginError(LOGIN_TEXTS.banned, 'banned');
    throw new LoginError(error.message || LOGIN_TEXTS.unexpected, 'other');
  }
}

/**
 * auth/check_session.php: true while the token is valid, false once the server refuses it (401/403). Any
 * other failure (offline, a 503 while the database does not answer) cannot tell and is thrown: a database
 * that is gone for a minute must not sign the staff out of the back office, where they read the alert.
 */
export async function checkSession(token: string): Promise<boolean> {
  try {
    const result = await apiRequest<unknown>('auth/check_session.php', { method: 'POST', session: token });
    return Boolean(result);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}

/** Staff reads go through the offline cache; it loads only for signed-in staff, never for visitors. */
const adminRead = async <T>(path: ApiPath, query: Record<string, string>) => (await import('./offline/admin-reads')).adminRead<T>(path, query);

export async function fetchPermissions(token: string): Promise<string[]> {
  const result = await adminRead<PermissionsResponse>('accounts/permissions/check_all.php', { session_token: token });
  return result.permissions.map((permission) => permission.permission_key);
}

export async function fetchOwnAccount(token: string): Promise<AccountDto> {
  const result = await adminRead<{ data: AccountDto }>('accounts/get_by_session.php', { session_token: token });
  return result.data;
}
