import { describe, expect, it } from 'vitest';
import ar from '../../shared/i18n/catalogs/ar.json';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import tr from '../../shared/i18n/catalogs/tr.json';
import uk from '../../shared/i18n/catalogs/uk.json';
import type { Catalog, Language } from '../../shared/i18n/languages';
import { ApiError } from '../lib/api-client';
import { createShopI18n } from './create-i18n';
import { UNEXPECTED_ERROR, visitorErrorText } from './error-texts';

const textIn = (language: Language, catalog: Catalog) => {
  const i18n = createShopI18n(language, catalog);
  return (error: unknown) => visitorErrorText(error, (key, values) => i18n.t(key, values ?? {}), language);
};
const soldOut = (remaining: number) =>
  new ApiError(409, 'SOLD_OUT', `Für „Erwachsene“ am 04.12.2026 sind nur noch ${remaining} Tickets verfügbar.`, { category: 'Erwachsene', remaining });

describe('server errors in the visitor’s language (issue 53)', () => {
  it('keeps the server’s German message word for word on a German page', () => {
    const german = textIn('de', de);
    expect(german(soldOut(2))).toBe('Für „Erwachsene“ am 04.12.2026 sind nur noch 2 Tickets verfügbar.');
    expect(german(new ApiError(500, 'INTERNAL', ''))).toBe(UNEXPECTED_ERROR);
    expect(german(null)).toBe(UNEXPECTED_ERROR);
  });

  it('words a known code from the catalog with the values of the answer, plurals by the language’s rules', () => {
    const english = textIn('en', en);
    expect(english(soldOut(1))).toBe('Only 1 ticket is left for “Erwachsene”.');
    expect(english(soldOut(3))).toBe('Only 3 tickets are left for “Erwachsene”.');
    expect(english(soldOut(0))).toBe('Sorry, “Erwachsene” is sold out.');
    expect(english(new ApiError(409, 'SEAT_TAKEN', 'Die Sitzplätze A1, A2 sind bereits vergeben.', { seats: ['A1', 'A2'] }))).toBe(
      'Seats A1, A2 have already been taken. Please choose others.',
    );
    const ukrainian = textIn('uk', uk);
    expect(ukrainian(new ApiError(400, 'QUANTITY_LIMIT', 'Pro Bestellung sind höchstens 5 Tickets möglich.', { max: 5 }))).toBe(
      'В одному замовленні можна щонайбільше 5 квитків.',
    );
  });

  it('reads the answer a caller wrapped as the cause, and tells a refused coupon by its German reason', () => {
    const english = textIn('en', en);
    const wrapped = new Error('Deine Zahlungsquelle wurde abgelehnt.', {
      cause: new ApiError(402, 'INSTRUMENT_DECLINED', 'Deine Zahlungsquelle wurde abgelehnt.'),
    });
    expect(english(wrapped)).toBe('Your payment source was declined. Please choose another payment method at PayPal.');
    expect(english(new ApiError(400, 'COUPON_INVALID', 'Dieser Gutscheincode gilt nicht für die Tickets in deinem Warenkorb.'))).toBe(
      'This voucher code does not apply to the tickets in your basket.',
    );
    expect(english(new ApiError(0, 'OFFLINE', 'Keine Verbindung zum Server. Bitte prüfe die Internetverbindung.'))).toBe(
      'No connection to the server. Please check your internet connection.',
    );
  });

  it('words the throttles of ticket links and voucher codes, with the wait the answer names', () => {
    const arabic = textIn('ar', ar);
    const english = textIn('en', en);
    const links = (retryAfter?: number) =>
      new ApiError(429, 'TICKET_TOKEN_THROTTLED', 'Zu viele ungültige Ticket-Links. Bitte versuche es in 2 Minuten erneut.', retryAfter ? { retryAfter } : {});
    expect(english(links(90))).toBe('Too many invalid ticket links. Please try again in 2 minutes.');
    expect(english(links())).toBe('Too many invalid ticket links. Please try again later.');
    expect(arabic(links(30))).toBe('عدد كبير جدًا من روابط التذاكر غير الصالحة. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.');
    expect(english(new ApiError(429, 'COUPON_THROTTLED', 'Zu viele ungültige Gutscheincodes. Bitte versuche es in 1 Minute erneut.'))).toBe(
      'Too many invalid voucher codes. Please try again later.',
    );
  });

  it('shows the German message for a code it has no text for, rather than nothing', () => {
    const english = textIn('en', en);
    expect(english(new ApiError(409, 'RETURN_REFUSED', 'Die Rückgabe war bis 01.12.2026, 18:00 Uhr möglich.'))).toBe(
      'Die Rückgabe war bis 01.12.2026, 18:00 Uhr möglich.',
    );
    expect(english(new ApiError(500, 'SOMETHING_NEW', ''))).toBe('Unexpected error occurred, please try again.');
    expect(textIn('tr', tr)(new Error(UNEXPECTED_ERROR))).toBe('Beklenmeyen bir hata oluştu, lütfen tekrar deneyin.');
  });

  it('keeps a category or seat list in its own order inside an Arabic sentence', () => {
    const arabic = textIn('ar', ar);
    const text = arabic(new ApiError(409, 'SEAT_TAKEN', 'Der Sitzplatz B7 ist bereits vergeben.', { seats: ['B7'] }));
    expect(text).toContain('\u2068B7\u2069');
    expect(text).not.toMatch(/[äöüß]|Sitzplatz/);
  });
});
