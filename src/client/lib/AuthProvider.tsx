import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { AccountDto } from '../../shared/api/accounts';
import { hasPermission } from '../../shared/domain/permissions';
import { onSessionRefused } from './api-client';
import { checkSession, fetchOwnAccount, fetchPermissions, requestLogin, type SecondStep } from './auth-api';
import { type AuthUser, REMEMBERED_USER_KEY, readAuthUser, writeAuthUser } from './auth-storage';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

interface AuthState {
  status: AuthStatus;
  authUser: AuthUser | null;
  account: AccountDto | null;
  permissions: string[] | null;
}

interface AuthContextValue extends AuthState {
  /** Resolves to the second step when the account signs in with a code (issue 31), else signs in. */
  login: (user: string, password: string, device?: 'kiosk') => Promise<SecondStep | null>;
  /** Finishes a sign-in whose second step gave the session token. */
  completeLogin: (user: string, session: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Spec §6: a check before the permissions have loaded is an error and yields no result. */
  can: (key: string | readonly string[]) => boolean | undefined;
  reload: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const signedOut: AuthState = { status: 'signed-out', authUser: null, account: null, permissions: null };

/** Staff-only code (Dexie reads, replay, outbox) loads when staff need it, never for visitors. */
const adminReads = () => import('./offline/admin-reads');

/** This device's part of ending a session: no token left in `authUser`, that user's stored reads gone. */
async function forgetSessionHere(authUser: AuthUser | null): Promise<void> {
  writeAuthUser(null);
  if (authUser) await (await adminReads()).forgetReadsOf(authUser.user);
}

async function loadSignedIn(authUser: AuthUser): Promise<AuthState> {
  const [permissions, account] = await Promise.all([fetchPermissions(authUser.session), fetchOwnAccount(authUser.session)]);
  return { status: 'signed-in', authUser, account, permissions };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => {
    const stored = readAuthUser();
    return stored ? { ...signedOut, status: 'checking', authUser: stored } : signedOut;
  });

  const endSessionHere = useCallback(async (authUser: AuthUser | null) => {
    setState(signedOut);
    await forgetSessionHere(authUser);
  }, []);

  const verifyStored = useCallback(async () => {
    const stored = readAuthUser();
    if (!stored) return setState(signedOut);
    try {
      if (!(await checkSession(stored.session))) return endSessionHere(stored);
    } catch {
      // Offline: keep the stored session; the server checks it again on every call.
    }
    try {
      // Offline, the account and its keys come from the stored reads of the last online visit.
      setState(await loadSignedIn(stored));
    } catch {
      setState({ status: 'signed-in', authUser: stored, account: null, permissions: [] });
    }
  }, [endSessionHere]);

  useEffect(() => {
    void verifyStored();
  }, [verifyStored]);

  // Expired, banned or signed out elsewhere: the server's refusal ends the session here as a sign-out does.
  useEffect(() => onSessionRefused(() => void endSessionHere(readAuthUser())), [endSessionHere]);

  // Reads queued offline run again while someone is signed in: from page load or sign-in to sign-out.
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let live = true;
    void adminReads().then((reads) => {
      if (live) stop = reads.startReadReplay();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [signedIn]);

  const signIn = useCallback(async (user: string, session: string) => {
    const authUser = { user, session };
    writeAuthUser(authUser);
    localStorage.setItem(REMEMBERED_USER_KEY, user);
    setState(await loadSignedIn(authUser));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async login(user, password, device) {
        const outcome = await requestLogin(user, password, device);
        if (typeof outcome !== 'string') return outcome;
        await signIn(user, outcome);
        return null;
      },
      completeLogin: signIn,
      async logout() {
        const authUser = state.authUser ?? readAuthUser();
        localStorage.removeItem(REMEMBERED_USER_KEY);
        const outbox = await import('./offline/sign-out-outbox');
        if (authUser) await outbox.queueSignOut(authUser.session);
        await endSessionHere(authUser);
        // Offline, the outbox sends it once the server can be reached; the device keeps no session meanwhile.
        if (authUser) await outbox.signOutOnServer(authUser.session);
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
    [state, verifyStored, endSessionHere, signIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
