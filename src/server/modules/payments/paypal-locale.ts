/**
 * The locale of PayPal's own pages for an order's language (issue 53): Orders v2
 * `payment_source.paypal.experience_context.locale`, a five-character BCP 47 code (the `language` schema of
 * checkout_orders_v2.json), as PayPal's list of supported locale codes names them for REST. PayPal's checkout
 * speaks German, English, Turkish and Arabic (its `ar_EG`); it has no Ukrainian, so a Ukrainian order (and a
 * language added later that PayPal does not speak) gets PayPal's English rather than German. An order in no
 * language the shop knows is German, as its mails are.
 */
const PAYPAL_LOCALES: Readonly<Record<string, string>> = { de: 'de-DE', en: 'en-GB', tr: 'tr-TR', ar: 'ar-EG' };

export function paypalLocale(language: string | null | undefined): string {
  if (!language) return PAYPAL_LOCALES.de;
  return PAYPAL_LOCALES[language] ?? 'en-GB';
}
