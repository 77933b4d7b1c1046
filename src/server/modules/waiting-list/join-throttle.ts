import { holdBucket, networkBucket } from '../../../shared/domain/client-address.js';
import { waitInWords } from '../../../shared/domain/login-throttle.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../domain-errors.js';
import { RateLimiter } from '../../http/rate-limiter.js';

/** The window the join limits count in (WAITING_LIST_JOINS_PER_ADDRESS / _PER_NETWORK are per hour). */
export const JOIN_WINDOW_MS = 3_600_000;

/**
 * Issue 52: waiting-list/join.php writes an entry and sends a mail to whatever address it names, so one
 * client must not put strangers on the list by the dozen. Counted in the database like the other per-request
 * limits (http/rate-limiter.ts), so every process shares them: per address (an IPv6 /64) and per network (/24, /48).
 */
export function createJoinLimits(config: Pick<Config, 'waitingListJoins'>) {
  const { perAddress, perNetwork } = config.waitingListJoins;
  return {
    address: perAddress > 0 ? new RateLimiter('waiting-list-address', perAddress, JOIN_WINDOW_MS) : null,
    network: perNetwork > 0 ? new RateLimiter('waiting-list-network', perNetwork, JOIN_WINDOW_MS) : null,
  };
}
export type JoinLimits = ReturnType<typeof createJoinLimits>;

/** Counts one join of `address`; 429 with a German message when the address or its network had enough. */
export async function throttleJoin(db: Db, limits: JoinLimits, address: string, now: Date): Promise<void> {
  // The address first: a refused address does not use up its network's budget.
  for (const [limiter, key] of [
    [limits.address, holdBucket(address)],
    [limits.network, networkBucket(address)],
  ] as const) {
    const verdict = await limiter?.hit(db, key, now);
    if (verdict && !verdict.allowed) {
      throw new DomainError(
        'throttled',
        'WAITING_LIST_THROTTLED',
        `Von diesem Internetanschluss kamen zu viele Anmeldungen zur Warteliste. Bitte versuche es ${waitInWords(verdict.retryAfter * 1000)} erneut.`,
        { retryAfter: verdict.retryAfter },
      );
    }
  }
}
