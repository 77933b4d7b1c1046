import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { insertHolds } from './hold-batch.repository.js';
import type { HeldOrder, HoldRequest, Refused } from './quota.repository.js';

/** One hold for the batch: its request and the work written in its commit (orders.service's `within`). */
export interface BatchMember<T = unknown> {
  request: HoldRequest;
  within?: (trx: Transaction<Database>, held: HeldOrder) => Promise<T>;
  /**
   * The work reads nothing another member's writes (its own order's rows, a provider order of its own), so it
   * may run beside theirs, and what they write alike goes as one statement. Work that reads what others write
   * (a coupon's uses left) runs alone, in arrival order.
   */
  sideBySide?: boolean;
}

export type BatchOutcome<T = unknown> = { placed: { held: HeldOrder; done: T } } | Refused;

interface Waiting {
  db: Db;
  member: BatchMember;
  settle: (outcome: Promise<BatchOutcome>) => void;
}

/**
 * Holds of a rush share commits (issue 55). Per queue (a cart's performances), a hold that finds nothing in
 * flight goes at once, as a batch of one: a lone buyer waits for nothing, and without work in its commit
 * its batch is one statement, as a single hold is. Holds that arrive while a batch is in flight wait for it
 * and then go together, at most `maxBatch` in arrival order, in one transaction with one commit
 * (place_holds: one place_hold per member, in that order, so the first to ask get the last seats).
 * When a batch fails as a whole (not a refusal: a deadlock, a member's bad data, a member's `within`
 * throwing), its members are tried again one by one through `single`, the path every hold took before, so
 * one bad request never fails its neighbours. Several processes each batch their own; the database decides
 * between them on the locked rows, as between single holds. One object per app (compose.ts).
 */
export class HoldBatcher {
  private readonly queues = new Map<string, Waiting[]>();
  /** Batches run and holds they carried, and batches retried one by one: the bench and the tests read them. */
  readonly counts = { batches: 0, holds: 0, retriedOneByOne: 0 };

  constructor(
    readonly maxBatch: number,
    private readonly single: (db: Db, member: BatchMember) => Promise<BatchOutcome>,
  ) {}

  /** A batch runs on the database handle of the hold that opened it: one app's holds all share one. */
  hold<T>(db: Db, queue: string, member: BatchMember<T>): Promise<BatchOutcome<T>> {
    return new Promise<BatchOutcome>((resolve) => {
      const waiting: Waiting = { db, member: member as BatchMember, settle: resolve };
      const queued = this.queues.get(queue);
      if (queued) {
        queued.push(waiting);
        return;
      }
      const fresh: Waiting[] = [];
      this.queues.set(queue, fresh);
      void this.drain(queue, fresh, [waiting]);
    }) as Promise<BatchOutcome<T>>;
  }

  /** Runs batches while holds wait; the queue is gone the moment none does (no await between the two). */
  private async drain(queue: string, waiting: Waiting[], first: Waiting[]): Promise<void> {
    for (let batch = first; batch.length > 0; batch = waiting.splice(0, this.maxBatch)) {
      await this.run(batch);
    }
    this.queues.delete(queue);
  }

  /** Never rejects: every member is settled with its own outcome or its own error. */
  private async run(batch: Waiting[]): Promise<void> {
    this.counts.batches++;
    this.counts.holds += batch.length;
    const { db } = batch[0];
    // One statement is atomic by itself: a transaction only when more is written in the commit.
    const oneStatement = batch.every((w) => !w.member.within);
    try {
      const outcomes = oneStatement
        ? await decide(db, batch)
        : await db
            .transaction()
            .setIsolationLevel('read committed')
            .execute((trx) => decide(trx, batch));
      for (const [n, w] of batch.entries()) w.settle(Promise.resolve(outcomes[n]));
    } catch {
      // Nothing of the batch was written. In arrival order again, each on its own: its own error is its own.
      this.counts.retriedOneByOne++;
      for (const w of batch) {
        const outcome = this.single(w.db, w.member);
        w.settle(outcome);
        await outcome.catch(() => undefined);
      }
    }
  }
}

/**
 * The batch's holds in one statement, then the placed members' work: one after another in arrival order, then
 * the side-by-side work all at once (what it writes alike, e.g. the test provider's orders, goes as one
 * statement). That work finishes whole before a failure is passed on, so nothing of it runs on after the
 * transaction.
 */
async function decide(db: Db | Transaction<Database>, batch: Waiting[]): Promise<BatchOutcome[]> {
  const results = await insertHolds(
    db,
    batch.map((w) => w.member.request),
  );
  // Only ever called inside the batch's transaction (a member with work makes one).
  const trx = db as Transaction<Database>;
  const done: unknown[] = [];
  for (const [n, result] of results.entries()) {
    const { within, sideBySide } = batch[n].member;
    if ('row' in result && within && !sideBySide) done[n] = await within(trx, result.row);
  }
  const together = results.map((result, n) => {
    const { within, sideBySide } = batch[n].member;
    return 'row' in result && within && sideBySide ? within(trx, result.row) : undefined;
  });
  const settled = await Promise.allSettled(together);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result, n): BatchOutcome => {
    if (!('row' in result)) return result;
    const outcome = settled[n];
    return { placed: { held: result.row, done: outcome.status === 'fulfilled' && outcome.value !== undefined ? outcome.value : done[n] } };
  });
}
