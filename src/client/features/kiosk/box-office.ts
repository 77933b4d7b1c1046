import type { SoldTicketDto } from '../../../shared/api/checkin';
import { deviceRemaining, type SaleQuantity, saleQuantity, saleTotalCents } from '../../../shared/domain/box-office';
import { doorSellable, doorSellableWithPlan, doorsAreOpen } from '../../../shared/domain/door-stock';
import { ApiError } from '../../lib/api-client';
import { type KioskDevice, newNonce } from './device';
import type { KioskApi } from './kiosk-api';
import type { KioskDatabase } from './kiosk-db';

export type SaleOutcome =
  | { status: 'done'; orderId: number; quantity: number; totalCents: number; tickets: SoldTicketDto[] }
  | { status: 'queued'; quantity: number; totalCents: number }
  | { status: 'rejected'; message: string };

/** What the door may sell as this device sees it (issue 51 item 3): by best available, and with seats picked on the plan. */
export interface DoorAllowance {
  /** Without picking seats: its own contingent, from doors-open the unsold online places too. */
  sellable: number;
  /** With seats picked on the plan (seated shows): every free seat as well. */
  withPlan: number;
  heldLeft: number;
  onlineFree: number;
  doorsOpen: boolean;
  seated: boolean;
}

/**
 * The last counters the server gave, read with this device's clock (doors-open may pass while it is offline),
 * less its own sales the server has not confirmed yet.
 */
export async function doorAllowance(db: KioskDatabase, performanceId: number, now = new Date()): Promise<DoorAllowance> {
  const [show, pending] = await Promise.all([
    db.kioskShows.get(performanceId),
    db.kioskSales.where('[performanceId+state]').equals([performanceId, 'pending']).toArray(),
  ]);
  const unconfirmed = pending.reduce((sum, sale) => sum + sale.quantity, 0);
  const box = show?.boxOffice;
  const doorsOpen = show ? doorsAreOpen({ starts_at: show.startsAt, doors_at: show.doorsAt ?? null }, now) : false;
  const stock = { held: box?.held_left ?? box?.remaining ?? 0, onlineFree: box?.online_free ?? 0, doorsOpen };
  const seated = box?.seated ?? false;
  return {
    sellable: deviceRemaining(doorSellable(stock), unconfirmed),
    withPlan: deviceRemaining(doorSellableWithPlan(stock, seated), unconfirmed),
    heldLeft: stock.held,
    onlineFree: stock.onlineFree,
    doorsOpen,
    seated,
  };
}

/** What this device may still sell without picking seats. */
export async function remainingAtDoor(db: KioskDatabase, performanceId: number, now = new Date()): Promise<number> {
  return (await doorAllowance(db, performanceId, now)).sellable;
}

/**
 * 'Bar bezahlt': the sale is written to the outbox first, then sent. Online the server creates the order
 * at once; without a connection the sale waits in the outbox and the guests go in on the spot.
 */
export async function sellAtDoor(
  db: KioskDatabase,
  api: KioskApi,
  device: KioskDevice,
  performanceId: number,
  wanted: SaleQuantity[],
  now = new Date(),
  seats?: string[],
): Promise<SaleOutcome> {
  const lines = wanted.filter((line) => line.quantity > 0);
  const quantity = saleQuantity(lines);
  if (quantity === 0) return { status: 'rejected', message: 'Bitte mindestens ein Ticket wählen.' };
  const show = await db.kioskShows.get(performanceId);
  const totalCents = saleTotalCents(lines, show?.categories ?? []);
  if (totalCents === null) return { status: 'rejected', message: 'Diese Kategorie gibt es für die Vorstellung nicht.' };
  const nonce = newNonce();
  const refusedRemaining = await db.transaction('rw', db.kioskSales, db.kioskShows, async () => {
    const allowance = await doorAllowance(db, performanceId, now);
    const remaining = seats?.length ? allowance.withPlan : allowance.sellable;
    if (quantity > remaining) return remaining;
    await db.kioskSales.add({
      nonce,
      performanceId,
      lines,
      quantity,
      totalCents,
      soldAt: now.toISOString(),
      offline: false,
      state: 'pending',
      attempts: 0,
      ...(seats?.length ? { seats } : {}),
    });
    return null;
  });
  if (refusedRemaining !== null) {
    return {
      status: 'rejected',
      message:
        refusedRemaining === 0
          ? 'Das Kontingent der Abendkasse ist ausgeschöpft.'
          : `An der Abendkasse ${refusedRemaining === 1 ? 'ist nur noch 1 Ticket' : `sind nur noch ${refusedRemaining} Tickets`} übrig.`,
    };
  }
  try {
    const answer = await api.sell({
      device_id: device.id,
      device_name: device.name,
      nonce,
      performance_id: performanceId,
      lines,
      sold_at: now.toISOString(),
      ...(seats?.length ? { seats } : {}),
    });
    await db.kioskSales.update(nonce, { state: 'done', orderId: answer.order_id });
    await db.kioskShows.update(performanceId, { boxOffice: answer.box_office });
    return { status: 'done', orderId: answer.order_id, quantity, totalCents: answer.total_cents, tickets: answer.tickets };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
      await db.kioskSales.update(nonce, { state: 'rejected', message: error.message });
      return { status: 'rejected', message: error.message };
    }
    // No answer: the sale stands, queued; the server creates it exactly once when it arrives.
    await db.kioskSales.update(nonce, { offline: true });
    return { status: 'queued', quantity, totalCents };
  }
}
