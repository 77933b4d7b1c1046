import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator';
import { describeCoupon } from './coupons';
import { discountFigures, discountLabelIn } from './discount-labels';
import { groupDiscountLabel } from './group-discount';

const group = groupDiscountLabel({ percent: 7.5, minTickets: 15 });
const percentOff = `Gutschein HELFER (${describeCoupon({ kind: 'percent', value: 10 })})`;
const amountOff = `Gutschein ELTERN-24 (${describeCoupon({ kind: 'amount', value: 550 })})`;
const oneFree = `Gutschein FREI1 (${describeCoupon({ kind: 'free', value: 1 })})`;
const twoFree = `Gutschein FREI2 (${describeCoupon({ kind: 'free', value: 2 })})`;
const strip = (text: string) => text.replace(/[\u2068\u2069\u200e\u200f]/g, '');

describe('discount lines in the order language (issue 53)', () => {
  it('reads the figures back from the labels the server writes', () => {
    expect(discountFigures(group)).toEqual({ kind: 'group', percent: 7.5, minTickets: 15 });
    expect(discountFigures(percentOff)).toEqual({ kind: 'coupon', code: 'HELFER', gives: { kind: 'percent', percent: 10 } });
    expect(discountFigures(amountOff)).toEqual({ kind: 'coupon', code: 'ELTERN-24', gives: { kind: 'amount', cents: 550 } });
    expect(discountFigures(oneFree)).toEqual({ kind: 'coupon', code: 'FREI1', gives: { kind: 'free', count: 1 } });
    expect(discountFigures(twoFree)).toEqual({ kind: 'coupon', code: 'FREI2', gives: { kind: 'free', count: 2 } });
    expect(discountFigures('Sonderrabatt der Schule')).toBeNull();
  });

  it('keeps German exactly as the server wrote it, and any label not of the shop’s making in every language', async () => {
    const de = await translatorFor('de');
    for (const label of [group, percentOff, amountOff, twoFree]) expect(discountLabelIn(de, label)).toBe(label);
    expect(discountLabelIn(await translatorFor('en'), 'Sonderrabatt der Schule')).toBe('Sonderrabatt der Schule');
  });

  it('words them from the catalogs in English, Turkish and Ukrainian', async () => {
    const en = await translatorFor('en');
    expect(discountLabelIn(en, group)).toBe('Group discount 7.5% from 15 tickets');
    expect(discountLabelIn(en, percentOff)).toBe('Voucher HELFER (10%)');
    expect(discountLabelIn(en, amountOff)).toBe('Voucher ELTERN-24 (€5.50)');
    expect(discountLabelIn(en, oneFree)).toBe('Voucher FREI1 (1 free ticket)');
    expect(discountLabelIn(en, twoFree)).toBe('Voucher FREI2 (2 free tickets)');
    const tr = await translatorFor('tr');
    expect(discountLabelIn(tr, percentOff)).toBe('HELFER kuponu (%10)');
    expect(discountLabelIn(tr, group)).toBe('15 ve üzeri bilette %7,5 grup indirimi');
    const uk = await translatorFor('uk');
    expect(discountLabelIn(uk, twoFree)).toBe('Промокод FREI2 (2 безкоштовні квитки)');
    expect(discountLabelIn(uk, group)).toBe('Групова знижка 7,5% від 15 квитків');
  });

  it('isolates code and figures right to left in Arabic', async () => {
    const ar = await translatorFor('ar');
    const worded = discountLabelIn(ar, percentOff);
    expect(worded).toContain('\u2068HELFER\u2069');
    expect(strip(worded)).toMatch(/^القسيمة HELFER \(10\s?[%٪]\)$/);
    expect(strip(discountLabelIn(ar, twoFree))).toBe('القسيمة FREI2 (تذكرتان مجانيتان)');
  });
});
