import { describe, expect, it } from 'vitest';
import { cartLimitProblems, checkCartLimits, type LineAllowance } from '../../../shared/domain/order-limits';
import ar from '../../../shared/i18n/catalogs/ar.json';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import { formattersFor } from '../../../shared/i18n/formatters';
import type { Catalog, Language } from '../../../shared/i18n/languages';
import { createShopI18n } from '../../i18n/create-i18n';
import type { Translate } from '../../i18n/use-shop-text';
import { limitTexts } from './cart-texts';

const translate = (language: Language, catalog: Catalog): Translate => {
  const instance = createShopI18n(language, catalog);
  return (key, values) => instance.t(key, values ?? {});
};

const line = (id: number, categoryId: number, quantity: number, type = 'Erwachsene') => ({ id, performanceId: 1, categoryId, quantity, type });
const allowances: Record<number, LineAllowance> = {
  1: { orderLimit: 4, remaining: 50 },
  2: { orderLimit: 10, remaining: 1 },
  3: { orderLimit: 10, remaining: 0 },
};
const allowance = (_performance: number, category: number) => allowances[category];
const cases = [
  { items: [line(1, 1, 5), line(2, 2, 2, 'Ermäßigt'), line(3, 3, 1, 'Kinder')], donation: 200_000, orderMax: 6 },
  { items: [line(1, 1, 1), line(2, 2, 3, 'Ermäßigt')], donation: 0, orderMax: 1 },
  { items: [line(2, 2, 2)], donation: 100_000, orderMax: undefined },
];

describe('the cart’s limits in the visitor’s language (issue 53)', () => {
  it('says in German from the catalog what shared/domain says, for every kind of problem', () => {
    const t = translate('de', de);
    for (const { items, donation, orderMax } of cases) {
      const german = checkCartLimits(items, donation, allowance, orderMax);
      expect(limitTexts(t, formattersFor('de'), cartLimitProblems(items, donation, allowance, orderMax))).toEqual(german);
    }
  });

  it('words the problems in English, and keeps the Arabic amount readable', () => {
    const [first] = cases;
    const found = cartLimitProblems(first.items, first.donation, allowance, first.orderMax);
    const english = limitTexts(translate('en', en), formattersFor('en'), found);
    expect(english.lines).toEqual({ 1: 'At most 4 “Erwachsene” tickets per order.', 2: 'Only 1 “Ermäßigt” ticket left.', 3: 'Sold out.' });
    expect(english.total).toBe('An order can hold at most 6 tickets. Your basket holds 8.');
    expect(english.donation).toBe('The donation can be at most €1,000.00.');
    const arabic = limitTexts(translate('ar', ar), formattersFor('ar'), found);
    expect(arabic.lines[2]).toBe('بقيت تذكرة «Ermäßigt» واحدة فقط.');
    // The amount stands in Unicode isolates, so its digits and euro sign keep their order in Arabic text.
    expect(arabic.donation).toMatch(/^لا يمكن أن يتجاوز التبرع \u2068.*1,000.00.*\u2069\.$/);
  });
});
