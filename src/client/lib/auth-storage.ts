/** Spec §3/§9: the session lives in localStorage under `authUser` as {user, session}. */
export const AUTH_USER_KEY = 'authUser';
/** The remembered user name prefilled on /admin/login. */
export const REMEMBERED_USER_KEY = 'rememberedUser';

export interface AuthUser {
  user: string;
  session: string;
}

export function readAuthUser(): AuthUser | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? 'null');
    return parsed && typeof parsed.session === 'string' && typeof parsed.user === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeAuthUser(value: AuthUser | null): void {
  if (value) localStorage.setItem(AUTH_USER_KEY, JSON.stringify(value));
  else localStorage.removeItem(AUTH_USER_KEY);
}
