import type { Db } from '../../../db/database.js';
import type { BatchMember, BatchOutcome } from './hold-batcher.js';
import { freeHeldBackSeats, insertHold, type Refused } from './quota.repository.js';

class RefusedHold extends Error {
  constructor(readonly refusal: Refused) {
    super(`hold refused: ${refusal.refused}`);
  }
}

/**
 * One hold on its own: the statement as its own commit, or with `within` (and, for staff, the hold-backs
 * given up on its seats first) in one transaction. The path of holds that do not batch, and of a failed
 * batch's members, one by one (hold-batcher.ts).
 */
export function holdAlone<T>(
  db: Db,
  { request, within }: BatchMember<T>,
  heldBackSeats: { performanceId: number; seat: string }[] = [],
): Promise<BatchOutcome<T>> {
  const { order, lines, limits, now, yieldToWaitingList } = request;
  if (!within && heldBackSeats.length === 0) {
    return insertHold(db, order, lines, limits, now, yieldToWaitingList).then((result) =>
      'row' in result ? { placed: { held: result.row, done: undefined as T } } : result,
    );
  }
  return db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await freeHeldBackSeats(trx, request, heldBackSeats);
      const result = await insertHold(trx, order, lines, limits, now, yieldToWaitingList);
      if (!('row' in result)) throw new RefusedHold(result);
      return { placed: { held: result.row, done: within ? await within(trx, result.row) : (undefined as T) } };
    })
    .catch((error: unknown) => {
      if (error instanceof RefusedHold) return error.refusal;
      throw error;
    });
}
