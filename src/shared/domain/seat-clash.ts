import type { CartItem, CartLine } from './cart.js';
import { addLinesToCart } from './cart.js';
import type { Seat } from './seats.js';

/**
 * Seats someone else took while the buyer was choosing or paying (issue 46 item 5): the buyer's other seats
 * stay chosen, the lost ones are named in one polite sentence, and the map is offered again.
 */

/** 'Platz C8 wurde gerade vergeben – bitte wähle einen anderen.'; several seats in one sentence. */
export function seatLostNotice(labels: readonly string[]): string {
  if (labels.length === 1) return `Platz ${labels[0]} wurde gerade vergeben – bitte wähle einen anderen.`;
  return `Plätze ${labels.join(', ')} wurden gerade vergeben – bitte wähle andere.`;
}

/** The seats with these labels read taken (the server refused them, newer figures may not know yet). */
export function withTaken(seats: readonly Seat[], labels: readonly string[]): Seat[] {
  if (labels.length === 0) return [...seats];
  return seats.map((seat) => (labels.includes(seat.label) && !seat.taken ? { ...seat, taken: true } : seat));
}

/** The chosen seats split into those still free and those the seats now call taken. */
export function freeChoice(chosen: readonly string[], seats: readonly Seat[]): { kept: string[]; lost: string[] } {
  const taken = new Set(seats.filter((seat) => seat.taken).map((seat) => seat.label));
  return { kept: chosen.filter((label) => !taken.has(label)), lost: chosen.filter((label) => taken.has(label)) };
}

/** What the seat map needs to offer a performance again after a seat of it was lost. */
export interface Reseat {
  event: string;
  performanceId: number;
  /** Tickets per category, as in the cart. */
  quantities: Record<number, number>;
  /** The cart's other seats of that performance, still chosen. */
  seats: string[];
  lost: string[];
}

/**
 * The performance whose seats were lost, with the cart's quantities and the seats the buyer keeps; null when
 * no line has them. Every lost seat of that performance is named (issue 51), not only the first.
 */
export function reseatAfterClash(items: readonly CartItem[], lostSeats: string | readonly string[]): Reseat | null {
  const lostList = typeof lostSeats === 'string' ? [lostSeats] : [...lostSeats];
  const hit = items.find((item) => item.seats?.some((seat) => lostList.includes(seat)));
  if (!hit) return null;
  const lines = items.filter((item) => item.seats && item.performanceId === hit.performanceId && item.event === hit.event);
  const quantities: Record<number, number> = {};
  for (const line of lines) quantities[line.categoryId] = (quantities[line.categoryId] ?? 0) + line.quantity;
  const all = lines.flatMap((line) => line.seats ?? []);
  const lost = lostList.filter((label) => all.includes(label));
  const seats = all.filter((label) => !lost.includes(label));
  return { event: hit.event, performanceId: hit.performanceId, quantities, seats, lost };
}

/** The performance's seated lines give way to the map's new choice (merging would keep the lost seat). */
export function replaceSeatedLines(items: readonly CartItem[], performanceId: number, lines: readonly CartLine[]): CartItem[] {
  return addLinesToCart(
    items.filter((item) => !(item.seats && item.performanceId === performanceId)),
    lines,
  );
}
