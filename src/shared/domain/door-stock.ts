import { bestSeats } from './best-seats.js';
import { type Seat, seatName } from './seats.js';

/**
 * What the box office may sell (issue 51 item 3). Its own contingent comes first: on a seated show the
 * seats held back for it, otherwise `box_office_capacity − box_office_sold`. Beyond that the door may take
 * what the online sale has not sold: on a seated show any free seat staff pick on the seat plan, and from
 * doors-open (Einlass) on every unsold online place without anyone doing anything ('Beste verfügbare Plätze'
 * and the count include them). The database decides each sale under locks, so nothing is sold twice.
 */

/** Without an Einlass time the doors open this long before the start ('Einlass meist 30 Minuten vor Beginn'). */
export const DOORS_BEFORE_START_MS = 30 * 60_000;

interface Timed {
  starts_at: string | Date;
  doors_at: string | Date | null;
}

export function doorsOpenAt(performance: Timed): Date {
  if (performance.doors_at) return new Date(performance.doors_at);
  return new Date(new Date(performance.starts_at).getTime() - DOORS_BEFORE_START_MS);
}

export function doorsAreOpen(performance: Timed, now: Date): boolean {
  return now.getTime() >= doorsOpenAt(performance).getTime();
}

export interface DoorStock {
  /** Left of the box office's own contingent (seated: its unsold held-back seats). */
  held: number;
  /** Places the online sale has not sold or held (seated: seats nobody claimed). */
  onlineFree: number;
  doorsOpen: boolean;
}

/** What the door sells without picking seats: its own, and from doors-open the online sale's unsold places too. */
export function doorSellable(stock: DoorStock): number {
  return Math.max(0, stock.held) + (stock.doorsOpen ? Math.max(0, stock.onlineFree) : 0);
}

/** What the door can sell at all: on a seated show staff may pick any free seat on the plan, before doors-open too. */
export function doorSellableWithPlan(stock: DoorStock, seated: boolean): number {
  return seated ? Math.max(0, stock.held) + Math.max(0, stock.onlineFree) : doorSellable(stock);
}

export function soldOutMessage(remaining: number): string {
  if (remaining === 0) return 'Das Kontingent der Abendkasse ist ausgeschöpft.';
  return `An der Abendkasse ${remaining === 1 ? 'ist nur noch 1 Ticket' : `sind nur noch ${remaining} Tickets`} übrig.`;
}

/** The refusal of a door sale that wants more than it may sell; says where more seats are when there are. */
export function doorRefusal(stock: DoorStock, seated: boolean): string {
  const base = soldOutMessage(doorSellable(stock));
  if (seated && !stock.doorsOpen && stock.onlineFree > 0) {
    return `${base} Weitere freie Plätze bitte auf dem Sitzplan wählen (ab Einlass gehören sie der Abendkasse).`;
  }
  return base;
}

/** A door sale's seats: those of the box office's own contingent and those it takes from the online sale. */
export interface DoorSeats {
  held: string[];
  fromOnline: string[];
}

/**
 * 'Beste verfügbare Plätze' at the door. `seats` is the plan with `taken` for every claimed seat (the box
 * office's held-back ones included); `held` are the box office's unsold ones. Its own seats go first, side by
 * side where they allow; only from doors-open, and only when they are not enough, the rest come from the
 * best free seats. Null when the door may not sell that many.
 */
export function chooseDoorSeats(seats: readonly Seat[], held: ReadonlySet<string>, quantity: number, doorsOpen: boolean): DoorSeats | null {
  if (quantity < 1) return null;
  const own = seats.map((seat) => ({ ...seat, taken: !held.has(seat.label) }));
  if (quantity <= held.size) {
    const chosen = bestSeats(own, quantity);
    return chosen ? { held: chosen, fromOnline: [] } : null;
  }
  if (!doorsOpen) return null;
  const fromOnline = bestSeats(seats, quantity - held.size);
  if (!fromOnline) return null;
  return { held: seats.filter((seat) => held.has(seat.label)).map((seat) => seat.label), fromOnline };
}

export type PickedSeats = ({ ok: true } & DoorSeats) | { ok: false; message: string; code: 'SEAT_COUNT' | 'SEAT_TAKEN' | 'UNKNOWN_SEAT' };

/**
 * Seats staff picked on the plan for a sale of `quantity` tickets: one per ticket, each the box office's own
 * or free (before doors-open too: picking a seat is the decision to take it from the online sale).
 */
export function checkPickedSeats(picked: readonly string[], quantity: number, seats: readonly Seat[], held: ReadonlySet<string>): PickedSeats {
  const unique = [...new Set(picked)];
  if (unique.length !== quantity) {
    return { ok: false, code: 'SEAT_COUNT', message: `Bitte genau ${quantity === 1 ? 'einen Platz' : `${quantity} Plätze`} wählen (einen je Ticket).` };
  }
  const byLabel = new Map(seats.map((seat) => [seat.label, seat]));
  const unknown = unique.find((label) => !byLabel.has(label) || byLabel.get(label)?.kind === 'blocked');
  if (unknown) return { ok: false, code: 'UNKNOWN_SEAT', message: `Den Platz ${unknown} gibt es in diesem Saal nicht.` };
  const gone = unique.filter((label) => !held.has(label) && byLabel.get(label)?.taken);
  if (gone.length) return { ok: false, code: 'SEAT_TAKEN', message: seatsGoneMessage(gone) };
  return { ok: true, held: unique.filter((label) => held.has(label)), fromOnline: unique.filter((label) => !held.has(label)) };
}

/** Names every seat that went ('Reihe B, Platz 3 und Reihe B, Platz 4 sind schon vergeben.'). */
export function seatsGoneMessage(labels: readonly string[]): string {
  const names = labels.map(seatName);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? 'ist' : 'sind'} schon vergeben. Bitte andere Plätze wählen.`;
}

/**
 * Which online quotas give up the places the door takes: the sale's own categories first, then the others in
 * their order, each no more than it has unsold. May give fewer than `wanted` when the quotas hold fewer.
 */
export function takeFromQuotas(
  quotas: ReadonlyArray<{ categoryId: number; free: number }>,
  wanted: number,
  preferred: readonly number[],
): Array<{ categoryId: number; n: number }> {
  const rank = (id: number) => (preferred.includes(id) ? preferred.indexOf(id) : preferred.length);
  const ordered = [...quotas].sort((a, b) => rank(a.categoryId) - rank(b.categoryId) || a.categoryId - b.categoryId);
  const taken: Array<{ categoryId: number; n: number }> = [];
  let left = wanted;
  for (const quota of ordered) {
    if (left <= 0) break;
    const n = Math.min(left, Math.max(0, quota.free));
    if (n > 0) taken.push({ categoryId: quota.categoryId, n });
    left -= n;
  }
  return taken;
}
