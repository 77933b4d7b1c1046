import type { Db } from '../../db/database.js';

export const quotaKey = (performanceId: number, categoryId: number) => `${performanceId}:${categoryId}`;

/**
 * Tickets taken per quota (performance × category), keyed by `quotaKey`.
 * Until the orders module exists nothing is taken; the money path replaces this with paid
 * tickets plus unexpired holds.
 */
export async function takenPerQuota(_db: Db, _performanceIds: number[], _now: Date): Promise<Map<string, number>> {
  return new Map();
}

/**
 * Seat labels taken per performance (paid tickets and unexpired holds with a seat).
 * Until the orders module exists no seat is taken; the money path fills this in.
 */
export async function takenSeats(_db: Db, _performanceIds: number[], _now: Date): Promise<Map<number, Set<string>>> {
  return new Map();
}
