import { isDiskFull } from '../../db/disk-full.js';
import { DomainError, unauthorized } from '../../domain-errors.js';
import { noteAudit } from '../audit/index.js';
import type { AppContext } from '../../http/context.js';
import { newToken, tokenHash } from '../../http/tokens.js';
import * as repo from './auth.repository.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import { kioskSessionEnd } from '../../../shared/domain/two-factor.js';
import { isSessionActive, SESSION_ABSOLUTE_MS } from './session-policy.js';
import { pruneSecretFailures, throttledCheck } from './secret-throttle.js';
import { openChallenge, secondStepOf } from './two-factor.service.js';

export interface SessionUser {
  userId: number;
  username: string;
  tokenHash: string;
  permissions: string[];
}

/**
 * Checks a password under the sign-in throttle (429 while the address, the pair or the account must
 * wait; secret-throttle.ts). Answers the user when the password is right, undefined for a wrong password
 * or an unknown user, which cost the same work.
 */
export async function checkPassword(ctx: AppContext, username: string, clientHash: string, clientAddress: string) {
  const user = await throttledCheck(ctx, { kind: 'password', address: clientAddress, target: username }, async () => {
    const found = await repo.findUserByUsername(ctx.db, username);
    // An unknown user costs the same hash work as a wrong password, so the two answer alike.
    const valid = await verifyPassword(found?.password_hash ?? dummyPasswordHash(ctx.config.argon2), clientHash);
    return found && valid ? found : undefined;
  });
  if (!user) await pruneSecretFailures(ctx).catch((error) => ctx.log.warn({ err: error }, 'pruning sign-in failures failed'));
  return user;
}

/** A new session; one begun at the kiosk lasts the evening (until 06:00), any other the absolute limit. */
export async function startSession(ctx: AppContext, userId: number, kiosk: boolean): Promise<string> {
  const now = ctx.now();
  const absolute = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const evening = kioskSessionEnd(now);
  const token = newToken();
  await repo.insertSession(ctx.db, userId, tokenHash(token), kiosk && evening < absolute ? evening : absolute, now);
  return token;
}

export type LoginOutcome = { token: string } | { challenge: string; twoFactor: 'code' | 'enrol' };

/** Spec §7 auth/login.php: the client sends the SHA-256 hex of the password as `auth`. */
export async function login(ctx: AppContext, username: string, clientHash: string, address: string, kiosk = false): Promise<LoginOutcome> {
  const user = await checkPassword(ctx, username, clientHash, address);
  if (!user) {
    throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Ungültiger Benutzername oder Passwort.', { session_token: 'invalid' });
  }
  // Issue 41: the audit entry names the account (for its sentence), also when it may not sign in.
  noteAudit({ user: { id: user.id, name: user.username } });
  if (user.status === 'banned') {
    throw new DomainError('forbidden', 'ACCOUNT_BANNED', 'Dein Account wurde gesperrt.', { session_token: 'banned' });
  }
  if (user.status !== 'active') {
    throw new DomainError('forbidden', 'ACCOUNT_INACTIVE', 'Dein Account ist nicht aktiv.', { session_token: 'inactive' });
  }
  // Issue 31: an account with an authenticator, or any account while the shop requires one, takes a second step.
  const second = await secondStepOf(ctx, user.id);
  if (second) return { twoFactor: second, challenge: await openChallenge(ctx, user.id, second, kiosk) };
  return { token: await startSession(ctx, user.id, kiosk) };
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
  await touchSession(ctx, session.session_id, now);
  const permissions = await repo.permissionKeysOfUser(ctx.db, session.user_id);
  return { userId: session.user_id, username: session.username, tokenHash: hash, permissions };
}

/**
 * Issue 52 item 8: on a full disk the move of the idle expiry may be refused; the person still reads (the
 * alert above all), the session just keeps its old expiry until the disk has room.
 */
async function touchSession(ctx: AppContext, sessionId: number, now: Date): Promise<void> {
  try {
    await repo.touchSession(ctx.db, sessionId, now);
  } catch (error) {
    if (!isDiskFull(error as Error)) throw error;
    ctx.log.warn({ err: error }, 'session expiry not moved: the disk is full');
    void ctx.problems.diskFull(error as Error);
  }
}

export async function logout(ctx: AppContext, session: SessionUser): Promise<void> {
  await repo.endSession(ctx.db, session.tokenHash, ctx.now());
  // A door's admission stream must not outlive its session (guest names); should the announcement fail,
  // the stream's own session check ends it a few seconds later.
  await ctx.admissions.endSession(session.tokenHash).catch((error: unknown) => ctx.log.warn({ err: error }, 'sign-out not announced to the streams'));
}
