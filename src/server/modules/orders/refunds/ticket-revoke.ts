import type { Transaction } from 'kysely';
import { returnRefundCents } from '../../../../shared/domain/ticket-returns.js';
import type { Database } from '../../../db/schema.js';
import type { AppContext } from '../../../http/context.js';
import { conflict } from '../../../domain-errors.js';
import { enqueueOrderMail, kickMailWorker } from '../../mail/index.js';
import type { ProviderRefund } from '../../payments/index.js';
import * as repo from '../orders.repository.js';
import { placesFreed } from '../hold/places-freed.js';
import { captureToRefund, recordRefund, refundAtProvider } from './refunds.js';
import { giveBackPlace, orderMoney, type RevocableTicket, revocableTickets, revokeTickets } from './ticket-revoke.repository.js';

/** How one caller (the buyer's return, the staff's cancellation) revokes single tickets of a paid order. */
export interface Revocation {
  /** Picks the tickets from the order's, read once the order is claimed (so two requests never both pass); throws its refusal. */
  choose: (tickets: RevocableTicket[], order: repo.OrderRow) => RevocableTicket[];
  /** The note the provider shows with the refund of `count` tickets. */
  note: (count: number) => string;
  /** Fixes the provider's request id per revocation, so a retry after a lost answer never refunds twice. */
  requestPrefix: string;
  /** What the kiosks' revocation list says about the tickets. */
  revokedReason: 'RETURNED' | 'CANCELLED';
  /** The order's cancel reason when nothing is left of it. */
  closeReason: string;
  closedBy?: number;
  mail: string;
  /** Runs in the revoking transaction once the tickets are revoked: the audit entry, the caller's own records. */
  record: (trx: Transaction<Database>, done: { ids: number[]; cents: number; refund: ProviderRefund | undefined; cash: boolean }) => Promise<void>;
}

export interface Revoked {
  ids: number[];
  cents: number;
  refund: ProviderRefund | undefined;
  /** Paid in cash at the box office: no provider pays it back, the money is handed back there. */
  cash: boolean;
  closed: boolean;
}

const busy = () => conflict('Diese Bestellung wird gerade bearbeitet. Bitte versuche es gleich noch einmal.', 'ORDER_BUSY');

/**
 * Revokes single tickets of a paid order: the refund goes through the payment provider first (outside any
 * transaction; a part of the capture), then one transaction revokes the tickets (the kiosks' revocation
 * list), gives their places back to the quota (or the box office's count) and their seats free, closes
 * the order when nothing is left, and queues the mail. The order is claimed throughout, so a second
 * request for the same tickets waits its turn and then finds them revoked: the money goes back once.
 */
export async function revokeWithRefund(ctx: AppContext, order: repo.OrderRow, spec: Revocation): Promise<Revoked> {
  const claimedAt = ctx.now();
  if (!(await repo.claimForStaff(ctx.db, order.id, claimedAt, new Date(claimedAt.getTime() + ctx.config.paypal.timeoutMs * 3 + 10_000)))) throw busy();
  try {
    const current = (await repo.findOrder(ctx.db, { id: order.id })) ?? order;
    const all = await revocableTickets(ctx.db, current.id);
    const valid = all.filter((ticket) => ticket.status === 'valid');
    const wanted = spec.choose(all, current);
    const cash = (current.provider as string) === 'cash';
    const capture = await captureToRefund(ctx, current.id);
    if (!capture) throw conflict('Zu dieser Bestellung ist keine Zahlung gespeichert, die erstattet werden könnte.', 'NO_PAYMENT');
    const money = await orderMoney(ctx.db, current.id);
    const allLeft = wanted.length === valid.length;
    const cents = returnRefundCents(
      {
        totalCents: current.total_cents,
        donationCents: current.donation_cents,
        listCents: money.listCents,
        refundedCents: money.refundedCents,
        capturedCents: capture.amount_cents,
      },
      wanted.reduce((sum, ticket) => sum + ticket.unit_price_cents, 0),
      allLeft,
    );
    const ids = wanted.map((ticket) => ticket.id).sort((a, b) => a - b);
    const requestId = `${spec.requestPrefix}-${current.capture_request_id}-${ids.join('-')}`;
    // Cash went over the counter: it goes back there; the payments list records it as a refund all the same.
    const refund: ProviderRefund | undefined =
      cents <= 0
        ? undefined
        : cash
          ? { id: requestId, status: 'COMPLETED', amountCents: cents }
          : await refundAtProvider(ctx, current, capture, spec.note(ids.length), { amountCents: cents, requestId });
    const now = ctx.now();
    const closed = await ctx.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const locked = await repo.lockOrder(trx, current.id);
        // Closed meanwhile (a chargeback's webhook): its tickets are revoked already; money that went back is recorded.
        if (locked.status !== 'CAPTURED') {
          if (refund && !cash) await recordRefund(trx, current, capture, refund, allLeft);
          return false;
        }
        const revoked = await revokeTickets(trx, ids, { now, reason: spec.revokedReason, refundRef: refund?.id ?? null });
        // Money already went back: a ticket revoked meanwhile (a chargeback) was in the same refund's count.
        for (const ticket of revoked) await giveBackPlace(trx, ticket, current);
        if (refund) await recordRefund(trx, current, capture, refund, allLeft);
        // Nothing left: the order is closed (its remaining count is 0, so closing takes nothing more from the quota).
        if (allLeft) {
          await repo.closeOrder(trx, current.id, 'CANCELLED', {
            cancelled_at: now,
            cancel_reason: spec.closeReason,
            ...(spec.closedBy ? { cancelled_by: spec.closedBy } : {}),
          });
        }
        // A door sale has no address to write to.
        if (current.email) await enqueueOrderMail(trx, current, now, spec.mail);
        await spec.record(trx, { ids: revoked.map((ticket) => ticket.id), cents, refund, cash });
        return allLeft;
      });
    if (current.email) kickMailWorker(ctx);
    await placesFreed(ctx);
    return { ids, cents, refund, cash, closed };
  } finally {
    await repo.releaseCapture(ctx.db, order.id);
  }
}
