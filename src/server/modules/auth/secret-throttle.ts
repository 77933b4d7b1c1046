import { holdBucket } from '../../../shared/domain/client-address.js';
import { LOGIN_THROTTLE } from '../../../shared/domain/login-throttle.js';
import { SECRET_THROTTLED_CODES, SECRET_THROTTLED_MESSAGES, SECRET_THROTTLES, type SecretKind, secretWaitMs } from '../../../shared/domain/secret-throttle.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { DomainError } from '../../domain-errors.js';
import * as repo from './auth.repository.js';

/** One check of a secret: what kind, from which client address, against what (an account, the coupon codes …). */
export interface SecretAttempt {
  kind: SecretKind;
  /** The client's address as the request had it; an IPv6 address counts by its /64 (issue 29). */
  address: string;
  /** What is guessed at: an account's id or name, or one shared pool such as the shop's coupon codes. */
  target: string;
}

/** What a reserved attempt wrote, so a right secret can take it back. */
export interface Reservation {
  pair: string;
  provisional: number[];
}

/**
 * The subjects under which failures are counted. Passwords and codes share the address's sign-in
 * ceiling (both are guesses at a sign-in), and the pair names of the first throttle, so counts carry over.
 */
function subjectsOf(attempt: SecretAttempt) {
  const bucket = holdBucket(attempt.address);
  // Neither an address nor a target holds a space after the first part, so no two subjects can be confused.
  const target = attempt.target.toLowerCase();
  switch (attempt.kind) {
    case 'password':
      return { bucket, pair: `pair:${bucket} ${target}`, address: `address:${bucket}`, target: `password-target:${target}` };
    case 'code':
      return { bucket, pair: `code:${bucket} ${target}`, address: `address:${bucket}`, target: `code-target:${target}` };
    default:
      return { bucket, pair: `${attempt.kind}:${bucket} ${target}`, address: `${attempt.kind}-address:${bucket}`, target: `${attempt.kind}-target:${target}` };
  }
}

/**
 * Checks the throttle and, in the same short transaction, records the attempt as a failure before the
 * secret is checked: parallel guesses each see the ones before them. 429 while the address, the pair or
 * the target must wait.
 */
export async function reserveSecretAttempt(ctx: AppContext, attempt: SecretAttempt): Promise<Reservation> {
  const subjects = subjectsOf(attempt);
  return ctx.db.transaction().execute(async (trx) => {
    const now = await refuseWhileThrottled(trx, ctx, attempt, subjects);
    return { pair: subjects.pair, provisional: await repo.recordFailures(trx, [subjects.pair, subjects.address, subjects.target], now) };
  });
}

/** Under the locks of the address and the target: 429 while any of the three must wait; answers the time read. */
async function refuseWhileThrottled(trx: Db, ctx: AppContext, attempt: SecretAttempt, subjects: ReturnType<typeof subjectsOf>): Promise<Date> {
  // The address first, the target second, always in this order: no two attempts wait on each other in a circle.
  await repo.lockAddressAttempts(trx, subjects.bucket);
  await repo.lockTargetAttempts(trx, subjects.target);
  return refuseWhile(trx, ctx, attempt, subjects, true);
}

/** 429 while the pair or the address (and, with `withTarget`, the target) must wait; answers the time read. */
async function refuseWhile(trx: Db, ctx: AppContext, attempt: SecretAttempt, subjects: ReturnType<typeof subjectsOf>, withTarget: boolean): Promise<Date> {
  const rule = SECRET_THROTTLES[attempt.kind];
  // Read after the locks, so no attempt recorded before them lies in this one's future.
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const pair = await repo.failureHistory(trx, subjects.pair, new Date(now.getTime() - LOGIN_THROTTLE.pairMemoryMs));
  const address = await repo.failureHistory(trx, subjects.address, windowStart);
  const target = withTarget ? await repo.failureHistory(trx, subjects.target, windowStart) : { count: 0, oldest: null, newest: null };
  const wait = secretWaitMs(rule, pair, address, target, now);
  if (wait > 0) {
    throw new DomainError('throttled', SECRET_THROTTLED_CODES[attempt.kind], SECRET_THROTTLED_MESSAGES[attempt.kind](wait), {
      retryAfter: Math.ceil(wait / 1000),
    });
  }
  return now;
}

/**
 * For a secret that is one quick lookup (a coupon code): the lookup runs under the locks, in the same
 * transaction, and only a wrong secret is recorded. So a burst of guesses cannot slip past the count,
 * and a rush of buyers with a valid code never waits for another's provisional failure.
 */
export async function lookupUnderThrottle<T>(
  ctx: AppContext,
  attempt: SecretAttempt,
  lookup: (db: Db) => Promise<T>,
  isWrong: (found: T) => boolean,
): Promise<T> {
  const subjects = subjectsOf(attempt);
  return ctx.db.transaction().execute(async (trx) => {
    const now = await refuseWhileThrottled(trx, ctx, attempt, subjects);
    const found = await lookup(trx);
    if (isWrong(found)) await repo.recordFailures(trx, [subjects.pair, subjects.address, subjects.target], now);
    return found;
  });
}

/**
 * A lookup in a pool every buyer shares (the ticket links): the address's throttle refuses before the
 * lookup, as for any secret, but the pool's ceiling refuses only a wrong secret. Were it to close the pool
 * for right ones too, guesses from many networks would shut every buyer out of their tickets on the
 * evening of the show; and a right link never waits on the pool's lock, so a rush of buyers does not queue.
 */
export async function lookupInSharedPool<T>(
  ctx: AppContext,
  attempt: SecretAttempt,
  lookup: (db: Db) => Promise<T>,
  isWrong: (found: T) => boolean,
): Promise<T> {
  const subjects = subjectsOf(attempt);
  return ctx.db.transaction().execute(async (trx) => {
    await repo.lockAddressAttempts(trx, subjects.bucket);
    await refuseWhile(trx, ctx, attempt, subjects, false);
    const found = await lookup(trx);
    if (!isWrong(found)) return found;
    await repo.lockTargetAttempts(trx, subjects.target);
    const now = await refuseWhile(trx, ctx, attempt, subjects, true);
    await repo.recordFailures(trx, [subjects.pair, subjects.address, subjects.target], now);
    return found;
  });
}

/**
 * A right secret: its attempt was no failure. For an account's own secrets the pair's earlier failures
 * are forgiven too; a pool's (coupon codes) are not, or one known code would wipe a guesser's record.
 */
export async function forgiveSecretAttempt(ctx: AppContext, reservation: Reservation, forgivePair: boolean): Promise<void> {
  if (forgivePair) await repo.clearFailures(ctx.db, reservation.pair);
  await repo.deleteFailures(ctx.db, reservation.provisional);
}

/**
 * Runs `check` under the throttle: undefined (or a thrown `wrongCodes` error) counts as a failure and
 * answers undefined; anything else takes the attempt back.
 */
export async function throttledCheck<T>(
  ctx: AppContext,
  attempt: SecretAttempt,
  check: () => Promise<T | undefined>,
  wrongCodes: readonly string[] = [],
): Promise<T | undefined> {
  const reservation = await reserveSecretAttempt(ctx, attempt);
  const result = await check().catch((error: unknown) => {
    if (error instanceof DomainError && wrongCodes.includes(error.code)) return undefined;
    throw error;
  });
  if (result === undefined) return undefined;
  await forgiveSecretAttempt(ctx, reservation, attempt.kind === 'password' || attempt.kind === 'code');
  return result;
}

/** Forgets failures older than any throttle still looks at. */
export async function pruneSecretFailures(ctx: AppContext): Promise<void> {
  await repo.pruneFailures(ctx.db, new Date(ctx.now().getTime() - LOGIN_THROTTLE.pairMemoryMs));
}
