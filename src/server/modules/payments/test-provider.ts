import { createHash, randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import * as repo from './test-provider.repository.js';
import {
  type CreateProviderOrder,
  type PaymentProvider,
  ProviderError,
  type ProviderOrder,
  type ProviderCaptureState,
  type ProviderDispute,
  type ProviderRefund,
  type ProviderRefundState,
  type RefundRequest,
} from './provider.js';

type Row = {
  id: string;
  status: string;
  custom_id: string;
  amount_cents: number;
  currency: string;
  capture_id: string | null;
  refund_id?: string | null;
  refunded_cents?: number;
};

/** Partial refunds (returns) leave the capture standing, as PayPal's PARTIALLY_REFUNDED does. */
const fullyRefunded = (row: Row) => Boolean(row.refund_id) && (row.refunded_cents ?? row.amount_cents) >= row.amount_cents;

function toOrder(row: Row): ProviderOrder {
  return {
    id: row.id,
    status: row.status,
    customId: row.custom_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    captures: row.capture_id
      ? [
          {
            id: row.capture_id,
            status: fullyRefunded(row) ? 'REFUNDED' : row.refund_id ? 'PARTIALLY_REFUNDED' : 'COMPLETED',
            amountCents: row.amount_cents,
            currency: row.currency,
          },
        ]
      : [],
  };
}

/** The id of the order a request creates: it follows from the request id, as a retried create gets the same order. */
const orderIdFor = (requestId: string) => `TEST-${createHash('sha256').update(requestId).digest('hex').slice(0, 20).toUpperCase()}`;

const newId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * The built-in stand-in for PayPal: the same order life cycle (CREATED → APPROVED → COMPLETED), the same
 * request-id idempotency and the same "already captured" answer, kept in the database so every server
 * process sees it. The buyer "approves" in the script served by test-sdk.ts.
 */
export class TestProvider implements PaymentProvider {
  readonly kind = 'test' as const;

  /**
   * A transaction's provider orders, gathered while its holds' work runs side by side (a batch of holds,
   * issue 55) and written in one statement: one round trip instead of one per hold inside the batch's
   * commit, where the quota row stays locked. Outside a transaction each create is its own statement.
   */
  private readonly createdIn = new WeakMap<Transaction<Database>, DataLoader<{ id: string; request: CreateProviderOrder }, void>>();

  constructor(private readonly db: Db) {}

  createOrder(request: CreateProviderOrder): Promise<{ id: string }> {
    return this.createOrderIn(this.db, request);
  }

  plannedOrderId(requestId: string): string {
    return orderIdFor(requestId);
  }

  /** One statement: a repeated request id (a retried create) keeps the provider order it made before, whose id is the same. */
  async createOrderIn(db: Db | Transaction<Database>, request: CreateProviderOrder): Promise<{ id: string }> {
    const id = orderIdFor(request.requestId);
    if (!db.isTransaction) await repo.insertProviderOrders(db, [{ id, request }]);
    else await this.ordersOf(db as Transaction<Database>).load({ id, request });
    return { id };
  }

  private ordersOf(trx: Transaction<Database>) {
    let loader = this.createdIn.get(trx);
    if (!loader) {
      const insert = async (orders: ReadonlyArray<{ id: string; request: CreateProviderOrder }>) => {
        await repo.insertProviderOrders(trx, orders);
        return orders.map(() => undefined);
      };
      loader = new DataLoader(insert, { cache: false });
      this.createdIn.set(trx, loader);
    }
    return loader;
  }

  /** What the buyer's click in the test buttons does. */
  async approve(providerOrderId: string): Promise<boolean> {
    return repo.approveProviderOrder(this.db, providerOrderId);
  }

  captureOrder(providerOrderId: string, requestId: string): Promise<ProviderOrder> {
    return this.captureOrderIn(this.db, providerOrderId, requestId);
  }

  async captureOrderIn(db: Db | Transaction<Database>, providerOrderId: string, requestId: string): Promise<ProviderOrder> {
    const captured = await repo.captureApproved(db, providerOrderId, newId('TESTCAP-'), requestId);
    if (captured) return toOrder(captured);
    const row = await repo.countCaptureCall(db, providerOrderId);
    if (!row) throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Die Zahlung ist beim Zahlungsdienst unbekannt.');
    if (row.status === 'COMPLETED') {
      if (row.capture_request_id === requestId) return toOrder(row);
      throw new ProviderError('already-captured', 'ORDER_ALREADY_CAPTURED', 'Die Zahlung wurde bereits abgeschlossen.');
    }
    throw new ProviderError('rejected', 'ORDER_NOT_APPROVED', 'Die Zahlung wurde noch nicht freigegeben.');
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const row = await repo.providerOrderWhere(this.db, 'id', providerOrderId);
    if (!row) throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Die Zahlung ist beim Zahlungsdienst unbekannt.');
    return toOrder(row);
  }

  /** Built in: always reachable. */
  async checkConnection(): Promise<void> {}

  /**
   * Refunds a capture in full or in parts (a buyer's returns), like PayPal: never more than is left; a retry
   * with the last request id gets the same refund back. The row keeps the newest refund and the sum.
   */
  async refundCapture(request: RefundRequest): Promise<ProviderRefund> {
    const refunded = await repo.refundCaptured(this.db, request, newId('TESTREF-'));
    if (refunded) return { id: refunded.refund_id as string, status: 'COMPLETED', amountCents: request.amountCents };
    const row = await repo.providerOrderWhere(this.db, 'capture_id', request.captureId);
    if (!row) throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Die Zahlung ist beim Zahlungsdienst unbekannt.');
    if (row.refund_id && row.refund_request_id === request.requestId) {
      return { id: row.refund_id, status: 'COMPLETED', amountCents: request.amountCents };
    }
    if (row.refunded_cents >= row.amount_cents) throw new ProviderError('already-refunded', 'CAPTURE_FULLY_REFUNDED', 'Die Zahlung wurde bereits erstattet.');
    throw new ProviderError('rejected', 'REFUND_AMOUNT_EXCEEDED', 'Der Erstattungsbetrag übersteigt die Zahlung.');
  }

  async getRefund(refundId: string): Promise<ProviderRefundState> {
    const row = await repo.providerOrderWhere(this.db, 'refund_id', refundId);
    if (!row) throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Die Erstattung ist beim Zahlungsdienst unbekannt.');
    return { id: refundId, status: 'COMPLETED', amountCents: row.refunded_cents, captureId: row.capture_id };
  }

  async getCapture(captureId: string): Promise<ProviderCaptureState> {
    const row = await repo.providerOrderWhere(this.db, 'capture_id', captureId);
    if (!row) throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Die Zahlung ist beim Zahlungsdienst unbekannt.');
    return { ...toOrder(row).captures[0], providerOrderId: row.id };
  }

  /** Nobody can open a dispute with the test provider. */
  async getDispute(): Promise<ProviderDispute> {
    throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Diesen Konfliktfall gibt es beim Zahlungsdienst nicht.');
  }

  /** The test provider sends no webhooks; anything claiming to be one is refused. */
  async verifyWebhook(): Promise<boolean> {
    return false;
  }

  async webhookExists(): Promise<boolean> {
    return false;
  }
}
