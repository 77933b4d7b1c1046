import type { Transaction } from 'kysely';
import { seatsToHoldBack } from '../../../shared/domain/best-seats.js';
import { seatsOfRoom } from '../../../shared/domain/seats.js';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../domain-errors.js';
import * as repo from './holdbacks.repository.js';

/** How often the box office's seats are looked for again when an online buyer took one meanwhile. */
const ATTEMPTS = 3;

/** Seats in plan order, so "the first" means nearest the stage. */
function inPlanOrder(plan: NonNullable<Awaited<ReturnType<typeof repo.seatedPlan>>>, labels: string[]): string[] {
  const wanted = new Set(labels);
  return seatsOfRoom(plan)
    .filter((seat) => wanted.has(seat.label))
    .map((seat) => seat.label);
}

/**
 * Makes the seats held back for the box office match its contingent (issue 46): on a seated performance
 * the contingent is a set of seats online buyers cannot have, as many as the door may still sell. A smaller
 * contingent releases the front-most of them to the online sale; a larger one holds back the last free
 * seats of the hall. Not seated (any more): every unsold box-office seat goes back on sale.
 * Runs in the event's save, after its performance row is written, so door sales (which lock that row) wait.
 */
export async function syncBoxOfficeSeats(trx: Transaction<Database>, performanceId: number, when: string): Promise<void> {
  const plan = await repo.seatedPlan(trx, performanceId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const performance = await repo.boxOfficeCounts(trx, performanceId);
    const claims = await repo.seatClaims(trx, performanceId);
    const held = claims.filter((claim) => claim.held_for === 'box_office' && claim.order_id === null).map((claim) => claim.seat);
    const wanted = plan ? Math.max(0, performance.box_office_capacity - performance.box_office_sold) : 0;
    if (held.length > wanted) {
      const ordered = plan ? inPlanOrder(plan, held) : held;
      await repo.release(trx, performanceId, ordered.slice(0, held.length - wanted), 'box_office');
      return;
    }
    if (held.length === wanted || !plan) return;
    const free = seatsOfRoom(plan, new Set(claims.map((claim) => claim.seat)));
    const chosen = seatsToHoldBack(free, wanted - held.length);
    const got = await repo.holdBack(trx, performanceId, chosen, 'box_office');
    if (got.length === chosen.length && chosen.length === wanted - held.length) return;
    if (chosen.length < wanted - held.length) break;
  }
  throw conflict(
    `Am ${when} sind nicht mehr genug Plätze frei, um sie für die Abendkasse zurückzuhalten. Bitte verkleinere das Abendkassen-Kontingent.`,
    'BOX_OFFICE_SEATS_MISSING',
  );
}
