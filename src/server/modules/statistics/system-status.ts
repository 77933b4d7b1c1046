import type { DashboardData } from '../../../shared/api/statistics.js';
import type { AppContext } from '../../http/context.js';
import { PayPalProvider, activeUniverse, providerFor } from '../payments/index.js';
import { databaseAlive } from './statistics.repository.js';

const PAYPAL_CHECK_MS = 60_000;

/** The app's last PayPal check (one per app, built by compose.ts). */
export interface PaypalCheck {
  last?: { key: string; at: number; ok: boolean };
}

/**
 * Asks the active universe's provider whether it accepts our credentials. The built-in test provider is
 * always reachable; a PayPal answer is kept for a minute so dashboards do not hammer PayPal's OAuth.
 */
async function paymentStatus(ctx: AppContext): Promise<{ ok: boolean; provider: string | null }> {
  let universe: Awaited<ReturnType<typeof activeUniverse>>;
  try {
    universe = await activeUniverse(ctx.db);
  } catch {
    return { ok: false, provider: null };
  }
  if (universe.provider === 'test') return { ok: true, provider: universe.name };
  const key = `${universe.id}:${universe.client_id ?? ''}:${universe.is_sandbox}`;
  const cached = ctx.paypalCheck.last;
  const now = Date.now();
  if (cached && cached.key === key && now - cached.at < PAYPAL_CHECK_MS) return { ok: cached.ok, provider: universe.name };
  let ok = false;
  try {
    const provider = providerFor(ctx, universe);
    if (provider instanceof PayPalProvider) await provider.checkConnection();
    ok = true;
  } catch (error) {
    ctx.log.warn({ universeId: universe.id, err: error instanceof Error ? error.message : String(error) }, 'payment provider check failed');
  }
  ctx.paypalCheck.last = { key, at: now, ok };
  return { ok, provider: universe.name };
}

export async function systemStatus(ctx: AppContext): Promise<DashboardData['systemStatus']> {
  const [payment, database] = await Promise.all([paymentStatus(ctx), databaseAlive(ctx.db)]);
  return { paypal: payment.ok ? 'connected' : 'error', database: database ? 'ok' : 'error', provider: payment.provider };
}
