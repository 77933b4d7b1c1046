import { type Seat, seatName } from './seats.js';

/**
 * What the seat map says about its seats (issue 51 item 4): a legend of every kind of seat the room has, a
 * seat's state in words, and why a tap changed nothing.
 */

export type LegendKey = 'free' | 'chosen' | 'taken' | 'heldBack' | 'wheelchair' | 'companion' | 'blocked';

export const LEGEND_TEXTS: Record<LegendKey, string> = {
  free: 'frei',
  chosen: 'gewählt',
  taken: 'belegt',
  heldBack: 'nicht im Verkauf',
  wheelchair: 'Rollstuhlplatz',
  companion: 'Begleitplatz',
  blocked: 'kein Sitzplatz',
};

/** Free, chosen and taken always; held-back, wheelchair, companion and blocked seats where the room has them. */
export function legendKeys(seats: readonly Seat[]): LegendKey[] {
  const has = (test: (seat: Seat) => boolean) => seats.some(test);
  const keys: LegendKey[] = ['free', 'chosen', 'taken'];
  if (has((seat) => seat.heldBack === true && seat.kind !== 'blocked')) keys.push('heldBack');
  if (has((seat) => seat.kind === 'wheelchair')) keys.push('wheelchair');
  if (has((seat) => seat.kind === 'companion')) keys.push('companion');
  if (has((seat) => seat.kind === 'blocked')) keys.push('blocked');
  return keys;
}

/** A held-back seat (box office, guests) is not for sale online: the map says so rather than 'belegt'. */
export const isHeldBack = (seat: Seat) => seat.taken && seat.heldBack === true;

/** What a seat is for the buyer right now: the state its accessible name and the legend tell. */
export type SeatState = 'heldBack' | 'taken' | 'chosen' | 'free';

export function seatState(seat: Seat, chosen: boolean): SeatState {
  return isHeldBack(seat) ? 'heldBack' : seat.taken ? 'taken' : chosen ? 'chosen' : 'free';
}

/** 'Reihe G, Platz 2, Begleitplatz (nicht im Verkauf)': what a screen reader hears on a seat. */
export function seatAccessibleName(seat: Seat, chosen: boolean): string {
  const kind = seat.kind === 'wheelchair' ? ', Rollstuhlplatz' : seat.kind === 'companion' ? ', Begleitplatz' : '';
  const state = { heldBack: ' (nicht im Verkauf)', taken: ' (belegt)', chosen: ' (gewählt)', free: '' }[seatState(seat, chosen)];
  return `${seatName(seat.label)}${kind}${state}`;
}

/** Why a tap changed nothing, as data: the shop words it in the visitor's language, staff screens in German. */
export type SeatTapRefusal =
  | { kind: 'heldBack'; seat: string }
  | { kind: 'taken'; seat: string }
  | { kind: 'noTickets' }
  | { kind: 'full'; limit: number; seat: string };

/**
 * Why tapping `seat` leaves the choice as it is; undefined when the tap chooses or lets go of it
 * (seats.ts `toggleSeat` decides the same way).
 */
export function seatTapRefusalReason(chosen: readonly string[], seat: Seat, limit: number): SeatTapRefusal | undefined {
  if (chosen.includes(seat.label)) return undefined;
  if (isHeldBack(seat)) return { kind: 'heldBack', seat: seat.label };
  if (seat.taken) return { kind: 'taken', seat: seat.label };
  if (limit <= 0) return { kind: 'noTickets' };
  if (chosen.length < limit) return undefined;
  return { kind: 'full', limit, seat: seat.label };
}

/** A refusal in a German sentence for the buyer (the German catalog's `seats.refusal.*` say the same). */
export function seatRefusalText(reason: SeatTapRefusal): string {
  if (reason.kind === 'noTickets') return 'Wähle zuerst die Anzahl der Tickets, dann die Plätze.';
  const name = seatName(reason.seat);
  if (reason.kind === 'heldBack') return `${name} ist online nicht im Verkauf. Bitte wähle einen freien Platz.`;
  if (reason.kind === 'taken') return `${name} ist schon belegt. Bitte wähle einen freien Platz.`;
  if (reason.limit === 1)
    return `Du hast deinen Platz schon gewählt (1 Ticket). Möchtest du lieber ${name}, tippe zuerst deinen gewählten Platz an, um ihn abzugeben.`;
  return `Du hast schon ${reason.limit} Plätze gewählt, einen je Ticket. Möchtest du lieber ${name}, tippe zuerst einen gewählten Platz an, um ihn abzugeben.`;
}

/** Why tapping `seat` changed nothing, in a German sentence; undefined when the tap chooses or lets go of it. */
export function seatTapRefusal(chosen: readonly string[], seat: Seat, limit: number): string | undefined {
  const reason = seatTapRefusalReason(chosen, seat, limit);
  return reason && seatRefusalText(reason);
}
