import type { AppContext } from '../../http/context.js';
import { isDiskFull } from '../../db/disk-full.js';
import { writeDiskProbe } from './disk-probe.repository.js';

/** While a full disk is known, at most this often a write asks whether it has room again. */
export const DISK_RECHECK_MS = 1_000;

const checks = new WeakMap<AppContext, { running: Promise<void> | null; lastAt: number }>();

/**
 * Issue 52 item 8: a full disk is known from a write it refused, and before it counted for a minute after
 * the last refusal (system-problems.ts), so health stayed red 16–36 s after space was freed. While it is
 * known, health and the database watch now ask with a write of their own (disk-probe.repository.ts): it
 * going in ends the problem at once, a refusal renews it; any other failure (the database gone, a lock)
 * tells nothing about the disk and changes nothing. Real time paces the probe, not the app's clock.
 */
export function recheckFullDisk(ctx: AppContext): Promise<void> {
  if (!ctx.problems.has('DISK_FULL')) return Promise.resolve();
  const check = checks.get(ctx) ?? { running: null, lastAt: Number.NEGATIVE_INFINITY };
  checks.set(ctx, check);
  if (check.running) return check.running;
  if (performance.now() - check.lastAt < DISK_RECHECK_MS) return Promise.resolve();
  check.running = (async () => {
    try {
      await writeDiskProbe(ctx.db, ctx.now());
      ctx.problems.resolve('DISK_FULL');
    } catch (error) {
      if (isDiskFull(error as Error)) await ctx.problems.diskFull(error as Error);
    } finally {
      check.lastAt = performance.now();
      check.running = null;
    }
  })();
  return check.running;
}
