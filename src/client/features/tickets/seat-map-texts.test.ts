import { describe, expect, it } from 'vitest';
import { type LegendKey, legendKeys, seatTapRefusalReason } from '../../../shared/domain/seat-map-rules';
import { seatsOfRoom } from '../../../shared/domain/seats';
import ar from '../../../shared/i18n/catalogs/ar.json';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import uk from '../../../shared/i18n/catalogs/uk.json';
import type { Catalog, Language } from '../../../shared/i18n/languages';
import { createShopI18n } from '../../i18n/create-i18n';
import type { Translate } from '../../i18n/use-shop-text';
import { GERMAN_SEAT_MAP_TEXTS, type SeatMapTexts, seatMapTexts } from './seat-map-texts';

const translate = (language: Language, catalog: Catalog): Translate => {
  const instance = createShopI18n(language, catalog);
  return (key, values) => instance.t(key, values ?? {});
};

const hall = seatsOfRoom([{ row: 'A', seats: 6, wheelchair: [1], companion: [2], blocked: [6] }], new Set(['A4', 'A5']), new Set(['A5']));
const plain = seatsOfRoom([{ row: 'B', seats: 12 }]);
const keys: LegendKey[] = legendKeys(hall);

/** Every text the map can say for the seats above: names, states, refusals, legend, chrome. */
function everything(texts: SeatMapTexts): string[] {
  const refusals = [
    seatTapRefusalReason(['B1', 'B2', 'B3'], plain[3], 3),
    seatTapRefusalReason(['B1'], plain[1], 1),
    seatTapRefusalReason([], plain[0], 0),
    seatTapRefusalReason([], hall[3], 2),
    seatTapRefusalReason([], hall[4], 2),
  ];
  return [
    ...hall.flatMap((seat) => [texts.accessibleName(seat, false), texts.accessibleName(seat, true)]),
    texts.accessibleName(plain[11], false),
    texts.seatName('b12'),
    texts.seatName('Loge 3'),
    ...refusals.map((reason) => (reason ? texts.refusal(reason) : 'none')),
    ...keys.map(texts.legend),
    texts.legendLabel,
    texts.stage,
    texts.grid('top'),
    texts.grid('bottom'),
    texts.zoomIn,
    texts.zoomOut,
    texts.hint,
    texts.hintZoomed,
  ];
}

describe('the seat map in the visitor’s language (issue 53)', () => {
  it('says in German from the catalog word for word what the staff screens’ German says', () => {
    expect(everything(seatMapTexts(translate('de', de)))).toEqual(everything(GERMAN_SEAT_MAP_TEXTS));
    expect(GERMAN_SEAT_MAP_TEXTS.accessibleName(plain[11], false)).toBe('Reihe B, Platz 12');
  });

  it('names seats and their states in English and Arabic', () => {
    const english = seatMapTexts(translate('en', en));
    expect(english.accessibleName(hall[0], false)).toBe('Row A, seat 1, wheelchair space');
    expect(english.accessibleName(hall[4], false)).toBe('Row A, seat 5 (not on sale)');
    expect(english.accessibleName(plain[11], true)).toBe('Row B, seat 12 (selected)');
    const full = seatTapRefusalReason(['B1', 'B2', 'B3'], plain[3], 3);
    expect(full && english.refusal(full)).toBe(
      'You have already chosen 3 seats, one per ticket. If you would rather have Row B, seat 4, first tap one of your chosen seats to let it go.',
    );
    const arabic = seatMapTexts(translate('ar', ar));
    expect(arabic.accessibleName(hall[3], false)).toBe('الصف A، المقعد 4 (محجوز)');
    expect(arabic.legend('wheelchair')).toBe('مكان لكرسي متحرك');
  });

  it('keeps one seat apart from a limit of 21 in Ukrainian, whose “one” covers 21 as well', () => {
    const ukrainian = seatMapTexts(translate('uk', uk));
    expect(ukrainian.refusal({ kind: 'full', limit: 1, seat: 'A1' })).toMatch(/^Ви вже вибрали своє місце \(1 квиток\)/);
    expect(ukrainian.refusal({ kind: 'full', limit: 21, seat: 'A1' })).toMatch(/^Ви вже вибрали 21 місце, по одному на квиток/);
    expect(ukrainian.refusal({ kind: 'full', limit: 5, seat: 'A1' })).toMatch(/^Ви вже вибрали 5 місць/);
  });
});
