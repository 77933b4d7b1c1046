import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { AccountDto } from '../../../shared/api/accounts';
import { hasPermission } from '../../../shared/domain/permissions';
import { checkSession, fetchOwnAccount, fetchPermissions, requestLogin, requestLogout } from './auth-api';
import { type AuthUser, REMEMBERED_USER_KEY, readAuthUser, writeAuthUser } from './auth-storage';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

interface AuthState {
  status: AuthStatus;
  authUser: AuthUser | null;
  account: AccountDto | null;
  permissions: string[] | null;
}

interface AuthContextValue extends AuthState {
  login: (user: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Spec §6: a check before the permissions have loaded is an error and yields no result. */
  can: (key: string | readonly string[]) => boolean | undefined;
  reload: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const signedOut: AuthState = { status: 'signed-out', authUser: null, account: null, permissions: null };

async function loadSignedIn(authUser: AuthUser): Promise<AuthState> {
  const [permissions, account] = await Promise.all([fetchPermissions(authUser.session), fetchOwnAccount(authUser.session)]);
  return { status: 'signed-in', authUser, account, permissions };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => {
    const stored = readAuthUser();
    return stored ? { ...signedOut, status: 'checking', authUser: stored } : signedOut;
  });

  const verifyStored = useCallback(async () => {
    const stored = readAuthUser();
    if (!stored) return setState(signedOut);
    try {
      if (!(await checkSession(stored.session))) {
        writeAuthUser(null);
        return setState(signedOut);
      }
    } catch {
      // Offline: keep the stored session; the server checks it again on every call.
    }
    try {
      // Offline, the account and its keys come from the stored reads of the last online visit.
      setState(await loadSignedIn(stored));
    } catch {
      setState({ status: 'signed-in', authUser: stored, account: null, permissions: [] });
    }
  }, []);

  useEffect(() => {
    void verifyStored();
  }, [verifyStored]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async login(user, password) {
        const session = await requestLogin(user, password);
        const authUser = { user, session };
        writeAuthUser(authUser);
        localStorage.setItem(REMEMBERED_USER_KEY, user);
        setState(await loadSignedIn(authUser));
      },
      async logout() {
        if (state.authUser) {
          await requestLogout(state.authUser.session);
          const { forgetReadsOf } = await import('../../lib/offline/admin-reads');
          await forgetReadsOf(state.authUser.user);
        }
        writeAuthUser(null);
        localStorage.removeItem(REMEMBERED_USER_KEY);
        setState(signedOut);
      },
      can(key) {
        if (!state.permissions) {
          console.error('Berechtigungsprüfung vor dem Laden der Rechte');
          return undefined;
        }
        return hasPermission(state.permissions, key);
      },
      reload: verifyStored,
    }),
    [state, verifyStored],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
