import { DomainError, unauthorized } from '../../http/errors.js';
import type { AppContext } from '../../http/context.js';
import { newToken, tokenHash } from '../../http/tokens.js';
import * as repo from './auth.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  isSessionActive,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MS,
  SESSION_ABSOLUTE_MS,
} from './session-policy.js';

export interface SessionUser {
  userId: number;
  username: string;
  tokenHash: string;
  permissions: string[];
}

let dummyHash: Promise<string> | undefined;

async function assertNotThrottled(ctx: AppContext, subjects: Array<[string, number]>): Promise<void> {
  const now = ctx.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  for (const [subject, max] of subjects) {
    const { count, oldest } = await repo.countRecentFailures(ctx.db, subject, since);
    if (count >= max) {
      const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + LOGIN_WINDOW_MS - now.getTime()) / 1000));
      throw new DomainError(429, 'LOGIN_THROTTLED', 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es später erneut.', {
        retryAfter,
      });
    }
  }
}

/** Spec §7 auth/login.php: the client sends the SHA-256 hex of the password as `auth`. */
export async function login(ctx: AppContext, username: string, clientHash: string, address: string): Promise<string> {
  const accountSubject = `account:${username.toLowerCase()}`;
  const addressSubject = `address:${address}`;
  await assertNotThrottled(ctx, [
    [accountSubject, LOGIN_MAX_FAILURES_PER_ACCOUNT],
    [addressSubject, LOGIN_MAX_FAILURES_PER_ADDRESS],
  ]);

  const user = await repo.findUserByUsername(ctx.db, username);
  // An unknown user costs the same hash work as a wrong password, so the two answer alike.
  dummyHash ??= hashPassword('0'.repeat(64), ctx.config.argon2);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash), clientHash);
  if (!user || !valid) {
    await repo.recordFailures(ctx.db, [accountSubject, addressSubject], ctx.now());
    throw new DomainError(401, 'INVALID_CREDENTIALS', 'Ungültiger Benutzername oder Passwort.', { session_token: 'invalid' });
  }
  if (user.status === 'banned') {
    throw new DomainError(403, 'ACCOUNT_BANNED', 'Dein Account wurde gesperrt.', { session_token: 'banned' });
  }
  if (user.status !== 'active') {
    throw new DomainError(403, 'ACCOUNT_INACTIVE', 'Dein Account ist nicht aktiv.', { session_token: 'inactive' });
  }
  await repo.clearFailures(ctx.db, accountSubject);
  const token = newToken();
  await repo.insertSession(ctx.db, user.id, tokenHash(token), new Date(ctx.now().getTime() + SESSION_ABSOLUTE_MS));
  return token;
}

/** Resolves a bearer token to its user, or throws 401. Every use moves the idle expiry on. */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<SessionUser> {
  if (!token) throw unauthorized('Keine aktive Session gefunden', 'NO_SESSION');
  const hash = tokenHash(token);
  const session = await repo.findSession(ctx.db, hash);
  const now = ctx.now();
  if (!session || !isSessionActive(session, now) || session.status !== 'active') {
    throw unauthorized('Die Sitzung ist abgelaufen. Bitte melde dich erneut an.', 'SESSION_EXPIRED');
  }
  await repo.touchSession(ctx.db, session.session_id, now);
  const permissions = await repo.permissionKeysOfUser(ctx.db, session.user_id);
  return { userId: session.user_id, username: session.username, tokenHash: hash, permissions };
}

export async function logout(ctx: AppContext, session: SessionUser): Promise<void> {
  await repo.endSession(ctx.db, session.tokenHash, ctx.now());
}

export async function pruneLoginFailures(ctx: AppContext): Promise<void> {
  await repo.pruneFailures(ctx.db, new Date(ctx.now().getTime() - LOGIN_WINDOW_MS));
}
