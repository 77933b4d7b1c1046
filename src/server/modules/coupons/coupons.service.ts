import type { CouponCreateRequest, CouponListResponse, CouponUsesResponse } from '../../../shared/api/coupons.js';
import { berlinDay, berlinInstant } from '../../../shared/domain/berlin-time.js';
import { COUPON_CODE, describeCoupon, normalizeCouponCode } from '../../../shared/domain/coupons.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import { currentConfig } from '../configuration/index.js';
import * as repo from './coupons.repository.js';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The last instant of a shop day: a code "valid until 24.12." works all of the 24th in Berlin. */
const endOfDay = (day: string) => new Date(berlinInstant(day, '23:59').getTime() + 59_999);

function storedValue(body: CouponCreateRequest): number {
  if (body.kind === 'amount') {
    const cents = Math.round(body.value * 100);
    if (Math.abs(cents - body.value * 100) > 1e-6) throw invalid('Der Betrag darf höchstens zwei Nachkommastellen haben.', 'INVALID_COUPON');
    return cents;
  }
  if (!Number.isInteger(body.value)) throw invalid('Bitte eine ganze Zahl eingeben.', 'INVALID_COUPON');
  if (body.kind === 'percent' && body.value > 100) throw invalid('Ein Rabatt kann höchstens 100 % betragen.', 'INVALID_COUPON');
  return body.value;
}

export async function createCoupon(ctx: AppContext, body: CouponCreateRequest): Promise<{ success: true; message: string; id: number }> {
  const code = normalizeCouponCode(body.code);
  if (!COUPON_CODE.test(code)) throw invalid('Der Code braucht 3 bis 40 Zeichen: Buchstaben, Ziffern, - und _.', 'INVALID_COUPON');
  if (body.valid_from && body.valid_until && body.valid_until < body.valid_from) {
    throw invalid('„Gültig bis“ darf nicht vor „Gültig ab“ liegen.', 'INVALID_COUPON');
  }
  if (body.kind === 'free' && !body.category_ids?.length) {
    throw invalid('Freikarten gelten für eine Ticketkategorie: bitte mindestens eine wählen.', 'INVALID_COUPON');
  }
  const { values } = await currentConfig(ctx.db);
  try {
    const row = await repo.insertCoupon(ctx.db, {
      code,
      kind: body.kind,
      value: storedValue(body),
      valid_from: body.valid_from ? berlinInstant(body.valid_from, '00:00') : null,
      valid_until: body.valid_until ? endOfDay(body.valid_until) : null,
      max_uses: body.max_uses ?? null,
      // Spec §3 "max coupon use per customer" is the default for a new code.
      max_uses_per_buyer: body.max_uses_per_buyer ?? Number(values.max_coupon_use_per_customer ?? 1),
      event_ids: body.event_ids ?? [],
      category_ids: body.category_ids ?? [],
      note: body.note?.trim() ?? '',
    });
    return { success: true, message: `Gutscheincode ${code} angelegt.`, id: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Den Code ${code} gibt es schon.`, 'COUPON_EXISTS');
    throw error;
  }
}

export async function listCoupons(ctx: AppContext): Promise<CouponListResponse> {
  const rows = await repo.listCoupons(ctx.db, ctx.now());
  return {
    success: true,
    message: 'OK',
    coupons: rows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      value: row.value,
      label: describeCoupon(row),
      active: row.active,
      valid_from: row.valid_from ? berlinDay(row.valid_from) : null,
      valid_until: row.valid_until ? berlinDay(row.valid_until) : null,
      max_uses: row.max_uses,
      max_uses_per_buyer: row.max_uses_per_buyer,
      event_ids: row.event_ids,
      category_ids: row.category_ids,
      note: row.note,
      uses: Number(row.uses ?? 0),
    })),
  };
}

export async function toggleCoupon(ctx: AppContext, id: number, active: boolean) {
  const row = await repo.setCouponActive(ctx.db, id, active);
  if (!row) throw notFound('Diesen Gutscheincode gibt es nicht.', 'COUPON_NOT_FOUND');
  return { success: true as const, message: active ? 'Gutscheincode eingeschaltet.' : 'Gutscheincode abgeschaltet.' };
}

export async function listCouponUses(ctx: AppContext, id: number): Promise<CouponUsesResponse> {
  const now = ctx.now();
  const rows = await repo.couponUses(ctx.db, id);
  return {
    success: true,
    message: 'OK',
    uses: rows.map((row) => ({
      order_id: row.order_id,
      status: row.status,
      date: row.created_at.toISOString(),
      customer: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      discount_cents: row.amount_cents,
      counts: row.status === 'CAPTURED' || (row.status === 'CREATED' && row.expires_at > now),
    })),
  };
}
