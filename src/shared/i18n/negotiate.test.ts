import { describe, expect, it } from 'vitest';
import { directionOf, languageOrDefault, LANGUAGE_STORAGE_KEY, nameOf } from './languages';
import { cookieValue, negotiateLanguage, requestLanguage } from './negotiate';
import { offeredOrDefault, readShopTexts, resolveOffer } from './offer';

describe('choosing the visitor language (issue 53)', () => {
  it('follows Accept-Language by weight among the offered languages', () => {
    expect(negotiateLanguage('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(negotiateLanguage('fr-FR,fr;q=0.9,uk;q=0.8,en;q=0.7')).toBe('uk');
    expect(negotiateLanguage('en;q=0.2, ar;q=0.9')).toBe('ar');
    // Equal weights keep the header's order.
    expect(negotiateLanguage('en, tr')).toBe('en');
    expect(negotiateLanguage(['uk-UA', 'de'])).toBe('uk');
  });

  it('is German without a header, for languages the shop does not offer, for q=0 and for garbage', () => {
    expect(negotiateLanguage(undefined)).toBe('de');
    expect(negotiateLanguage('')).toBe('de');
    expect(negotiateLanguage('fr, es;q=0.5')).toBe('de');
    expect(negotiateLanguage('en;q=0, fr')).toBe('de');
    expect(negotiateLanguage('*')).toBe('de');
    expect(negotiateLanguage('<script>, ;;;, en;q=abc')).toBe('de');
  });

  it('takes ?lang first, then the cookie, then Accept-Language; an unknown lang is German', () => {
    expect(requestLanguage({ query: 'en', cookie: 'tr', acceptLanguage: 'uk' })).toBe('en');
    expect(requestLanguage({ cookie: 'tr', acceptLanguage: 'uk' })).toBe('tr');
    expect(requestLanguage({ acceptLanguage: 'uk' })).toBe('uk');
    expect(requestLanguage({ query: 'xx', acceptLanguage: 'uk' })).toBe('de');
    expect(requestLanguage({ cookie: 'klingon', acceptLanguage: 'uk' })).toBe('de');
    expect(languageOrDefault('EN')).toBe('de');
    expect(languageOrDefault(null)).toBe('de');
  });

  it('reads the cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; lang=ar; b=2', 'lang')).toBe('ar');
    expect(cookieValue('language=ar', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });

  it('writes Arabic right to left and names each language in itself', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf('uk')).toBe('ltr');
    expect(['de', 'en', 'tr', 'uk', 'ar'].map((code) => nameOf(languageOrDefault(code)))).toEqual(['Deutsch', 'English', 'Türkçe', 'Українська', 'العربية']);
  });

  it("keeps the choice under a key of its own, none of the spec's storage keys", () => {
    expect(['cartItems', 'cartDonation', 'authUser', 'cookie_consent_v2']).not.toContain(LANGUAGE_STORAGE_KEY);
  });
});

describe('only among the languages the shop offers (issue 53 item 7)', () => {
  const offer = resolveOffer('en', ['de', 'en', 'ar']);

  it('never chooses a language the school switched off, and gives the default for the rest', () => {
    expect(negotiateLanguage('tr-TR,tr;q=0.9,ar;q=0.5', offer)).toBe('ar');
    expect(negotiateLanguage('tr-TR,uk;q=0.9', offer)).toBe('en');
    expect(negotiateLanguage('de-AT', offer)).toBe('de');
    expect(negotiateLanguage(undefined, offer)).toBe('en');
    expect(negotiateLanguage('*', offer)).toBe('en');
  });

  it('treats a ?lang or cookie of a language not offered like an unknown one: the default', () => {
    expect(requestLanguage({ query: 'tr', acceptLanguage: 'ar' }, offer)).toBe('en');
    expect(requestLanguage({ cookie: 'uk', acceptLanguage: 'ar' }, offer)).toBe('en');
    expect(requestLanguage({ cookie: 'ar' }, offer)).toBe('ar');
    expect(requestLanguage({ query: 'xx' }, offer)).toBe('en');
  });

  it('always offers German and keeps the default among the offered', () => {
    expect(resolveOffer('en', ['en'])).toEqual({ defaultLanguage: 'en', offered: ['de', 'en'] });
    expect(resolveOffer('tr', ['de', 'en'])).toEqual({ defaultLanguage: 'de', offered: ['de', 'en'] });
    expect(resolveOffer(undefined, ['fr', 'ar', 'de'])).toEqual({ defaultLanguage: 'de', offered: ['de', 'ar'] });
    expect(resolveOffer(null, 'garbage').offered).toEqual(['de', 'en', 'tr', 'uk', 'ar']);
    expect(offeredOrDefault('tr', offer)).toBe('en');
  });

  it('reads the public answer defensively: overrides of languages not offered are dropped', () => {
    expect(
      readShopTexts({
        default_language: 'en',
        supported_languages: ['de', 'en'],
        overrides: { en: { 'event.buy': 'Book', bad: 3 }, tr: { 'event.buy': 'Al' } },
      }),
    ).toEqual({ defaultLanguage: 'en', offered: ['de', 'en'], overrides: { en: { 'event.buy': 'Book' } } });
    expect(readShopTexts(undefined)).toEqual({ defaultLanguage: 'de', offered: ['de', 'en', 'tr', 'uk', 'ar'], overrides: {} });
  });
});
