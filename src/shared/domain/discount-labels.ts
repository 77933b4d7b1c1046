import { directionOf, type Language, localeOf } from '../i18n/languages';

/**
 * What a discount line is, read back from the German label the server stores and sends (order_discounts.label):
 * the shop's group discount ('Gruppenrabatt 10 % ab 20 Tickets', group-discount.ts) or a coupon
 * ('Gutschein HELFER (10 %)', '(5,50 €)', '(2 Freikarten)', coupons.ts). Null for any other label.
 */
export type DiscountFigures =
  | { kind: 'group'; percent: number; minTickets: number }
  | { kind: 'coupon'; code: string; gives: { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number } | { kind: 'free'; count: number } };

const GROUP = /^Gruppenrabatt (\d+(?:,\d+)?) % ab (\d+) Tickets$/;
const COUPON = /^Gutschein (\S+) \((.+)\)$/;

export function discountFigures(label: string): DiscountFigures | null {
  const group = GROUP.exec(label);
  if (group) return { kind: 'group', percent: Number(group[1].replace(',', '.')), minTickets: Number(group[2]) };
  const coupon = COUPON.exec(label);
  if (!coupon) return null;
  const [, code, what] = coupon;
  const percent = /^(\d+(?:\.\d+)?) %$/.exec(what);
  if (percent) return { kind: 'coupon', code, gives: { kind: 'percent', percent: Number(percent[1]) } };
  const amount = /^(\d+),(\d\d) €$/.exec(what);
  if (amount) return { kind: 'coupon', code, gives: { kind: 'amount', cents: Number(amount[1]) * 100 + Number(amount[2]) } };
  const free = /^(\d+) Freikarten?$/.exec(what);
  if (free) return { kind: 'coupon', code, gives: { kind: 'free', count: Number(free[1]) } };
  return null;
}

/** What the wording needs of a language: its catalog and its money (the server's Translator, the shop's useShopText). */
export interface DiscountWords {
  language: Language;
  t: (key: string, values?: Record<string, string | number>) => string;
  format: { money: (euros: number) => string };
}

/**
 * A discount line in the order's or visitor's language (issue 53), worded from its figures by the catalog;
 * German, and any label not of the shop's own making, as the server wrote it. Right to left, the code and the
 * figures are isolated (U+2068…U+2069) so 'HELFER' and '10%' keep their order inside Arabic.
 */
export function discountLabelIn(words: DiscountWords, label: string): string {
  if (words.language === 'de') return label;
  const figures = discountFigures(label);
  if (!figures) return label;
  const isolate = (text: string) => (directionOf(words.language) === 'rtl' ? `\u2068${text}\u2069` : text);
  const percent = (value: number) =>
    isolate(new Intl.NumberFormat(localeOf(words.language), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100));
  if (figures.kind === 'group') return words.t('mail53.discount.group', { percent: percent(figures.percent), count: figures.minTickets });
  const { gives } = figures;
  const what =
    gives.kind === 'percent'
      ? percent(gives.percent)
      : gives.kind === 'amount'
        ? isolate(words.format.money(gives.cents / 100))
        : words.t('mail53.discount.freeTickets', { count: gives.count });
  return words.t('mail53.discount.coupon', { code: isolate(figures.code), what });
}
