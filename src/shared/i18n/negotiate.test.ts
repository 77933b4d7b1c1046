import { describe, expect, it } from 'vitest';
import { directionOf, languageOrDefault, LANGUAGE_STORAGE_KEY, nameOf } from './languages';
import { cookieValue, negotiateLanguage, requestLanguage } from './negotiate';

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
