import { LEGEND_TEXTS, type LegendKey, type SeatTapRefusal, seatAccessibleName, seatRefusalText, seatState } from '../../../shared/domain/seat-map-rules';
import { type Seat, seatName, seatParts } from '../../../shared/domain/seats';
import type { Translate } from '../../i18n/use-shop-text';

/**
 * Everything the seat map says (issue 53): the shop's in the visitor's language from the catalogs, the staff
 * screens' (kiosk, reservations) in German from shared/domain, which the German catalog repeats word for word.
 */
export interface SeatMapTexts {
  /** 'Reihe A, Platz 12' */
  seatName: (label: string) => string;
  /** What a screen reader hears on a seat: name, kind and state. */
  accessibleName: (seat: Seat, chosen: boolean) => string;
  refusal: (reason: SeatTapRefusal) => string;
  legend: (key: LegendKey) => string;
  legendLabel: string;
  stage: string;
  /** The hidden legend of the seat grid: where the stage is, how the keys move. */
  grid: (stage: 'top' | 'bottom') => string;
  zoomIn: string;
  zoomOut: string;
  hint: string;
  hintZoomed: string;
}

export const GERMAN_SEAT_MAP_TEXTS: SeatMapTexts = {
  seatName,
  accessibleName: seatAccessibleName,
  refusal: seatRefusalText,
  legend: (key) => LEGEND_TEXTS[key],
  legendLabel: 'Legende',
  stage: 'Bühne',
  grid: (stage) => `Sitzplan, Bühne ${stage === 'bottom' ? 'unten' : 'oben'}. Pfeiltasten wechseln den Platz.`,
  zoomIn: 'Plätze vergrößern',
  zoomOut: 'Ganzen Saal zeigen',
  hint: 'oder mit zwei Fingern spreizen',
  hintZoomed: 'Zum Verschieben wischen',
};

/** The seat map's texts from the shop's catalogs (`seats.*`). */
export function seatMapTexts(t: Translate): SeatMapTexts {
  const name = (label: string) => {
    const parts = seatParts(label);
    return parts ? t('seats.name', parts) : label;
  };
  return {
    seatName: name,
    accessibleName: (seat, chosen) => t('seats.accessibleName', { name: name(seat.label), kind: seat.kind ?? 'seat', state: seatState(seat, chosen) }),
    refusal: (reason) =>
      reason.kind === 'noTickets'
        ? t('seats.refusal.noTickets')
        : reason.kind === 'full'
          ? t('seats.refusal.full', { limit: reason.limit, seat: name(reason.seat) })
          : t(`seats.refusal.${reason.kind}`, { seat: name(reason.seat) }),
    legend: (key) => t(`seats.legend.${key}`),
    legendLabel: t('seats.legendLabel'),
    stage: t('seats.stage'),
    grid: (stage) => t('seats.grid', { stage }),
    zoomIn: t('seats.zoomIn'),
    zoomOut: t('seats.zoomOut'),
    hint: t('seats.hint'),
    hintZoomed: t('seats.hintZoomed'),
  };
}
