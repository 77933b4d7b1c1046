import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type CreateProviderOrder, type PaymentProvider, ProviderError, type ProviderOrder } from './provider.js';

type Row = {
  id: string;
  status: string;
  custom_id: string;
  amount_cents: number;
  currency: string;
  capture_id: string | null;
};

function toOrder(row: Row): ProviderOrder {
  return {
    id: row.id,
    status: row.status,
    customId: row.custom_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    captures: row.capture_id ? [{ id: row.capture_id, status: 'COMPLETED', amountCents: row.amount_cents, currency: row.currency }] : [],
  };
}

const newId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * The built-in stand-in for PayPal: the same order life cycle (CREATED → APPROVED → COMPLETED), the same
 * request-id idempotency and the same "already captured" answer, kept in the database so every server
 * process sees it. The buyer "approves" in the script served by test-sdk.ts.
 */
export class TestProvider implements PaymentProvider {
  readonly kind = 'test' as const;

  constructor(private readonly db: Db) {}

  async createOrder(request: CreateProviderOrder): Promise<{ id: string }> {
    await this.db
      .insertInto('test_provider_orders')
      .values({
        id: newId('TEST-'),
        request_id: request.requestId,
        amount_cents: request.amountCents,
        currency: request.currency,
        custom_id: String(request.orderId),
      })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('test_provider_orders')
      .select('id')
      .where('request_id', '=', request.requestId)
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }

  /** What the buyer's click in the test buttons does. */
  async approve(providerOrderId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('test_provider_orders')
      .set({ status: 'APPROVED', updated_at: new Date() })
      .where('id', '=', providerOrderId)
      .where('status', 'in', ['CREATED', 'APPROVED'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async captureOrder(providerOrderId: string, requestId: string): Promise<ProviderOrder> {
    const captured = await this.db
      .updateTable('test_provider_orders')
      .set({
        status: 'COMPLETED',
        capture_id: newId('TESTCAP-'),
        capture_request_id: requestId,
        capture_calls: sql`capture_calls + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', providerOrderId)
      .where('status', '=', 'APPROVED')
      .returningAll()
      .executeTakeFirst();
    if (captured) return toOrder(captured);
    const row = await this.db
      .updateTable('test_provider_orders')
      .set({ capture_calls: sql`capture_calls + 1` })
      .where('id', '=', providerOrderId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Die Zahlung ist beim Zahlungsdienst unbekannt.');
    if (row.status === 'COMPLETED') {
      if (row.capture_request_id === requestId) return toOrder(row);
      throw new ProviderError('already-captured', 'ORDER_ALREADY_CAPTURED', 'Die Zahlung wurde bereits abgeschlossen.');
    }
    throw new ProviderError('rejected', 'ORDER_NOT_APPROVED', 'Die Zahlung wurde noch nicht freigegeben.');
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const row = await this.db.selectFrom('test_provider_orders').selectAll().where('id', '=', providerOrderId).executeTakeFirst();
    if (!row) throw new ProviderError('not-found', 'RESOURCE_NOT_FOUND', 'Die Zahlung ist beim Zahlungsdienst unbekannt.');
    return toOrder(row);
  }

  /** The test provider sends no webhooks; anything claiming to be one is refused. */
  async verifyWebhook(): Promise<boolean> {
    return false;
  }
}
