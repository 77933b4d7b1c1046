import { describe, expect, it } from 'vitest';
import { clampNotice, clampReason } from '../../../shared/domain/order-limits';
import de from '../../../shared/i18n/catalogs/de.json';
import { createShopI18n } from '../../i18n/create-i18n';
import { clampText } from './flow-texts';

const instance = createShopI18n('de', de);

describe('the category step’s clamp notices in German from the catalog (issue 53)', () => {
  const t = (key: string, values?: Record<string, unknown>) => instance.t(key, values ?? {});
  const wording = (wanted: number, max: number, limits: Parameters<typeof clampNotice>[2]) => {
    const reason = clampReason(wanted, max, limits);
    return reason && clampText(t, reason);
  };
  it.each([
    [5, 1, { category: 'Kinder', categoryLimit: 10, orderMax: 10, remaining: 1 }],
    [5, 3, { category: 'Kinder', categoryLimit: 10, orderMax: 10, remaining: 3 }],
    [5, 1, { category: 'Kinder', categoryLimit: 1, orderMax: 10, remaining: 50 }],
    [5, 2, { category: 'Kinder', categoryLimit: 2, orderMax: 10, remaining: 50 }],
    [5, 1, { category: 'Kinder', categoryLimit: 10, orderMax: 1, remaining: 50 }],
    [12, 10, { category: 'Kinder', categoryLimit: 10, orderMax: 10, remaining: 50 }],
    [3, 3, { category: 'Kinder', categoryLimit: 10, orderMax: 10, remaining: 50 }],
  ])('wanting %i with room for %i', (wanted, max, limits) => {
    expect(wording(wanted, max, limits)).toBe(clampNotice(wanted, max, limits));
  });
});
