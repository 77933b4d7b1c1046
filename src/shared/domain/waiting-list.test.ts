import { describe, expect, it } from 'vitest';
import { offerExpiry, offerHours, pickOffers, signUpProblems } from './waiting-list';

describe('waiting list offers', () => {
  it('offers freed places in sign-up order, one entry once', () => {
    const entries = [
      { id: 1, categoryId: 7, quantity: 2 },
      { id: 2, categoryId: 7, quantity: 1 },
      { id: 3, categoryId: 7, quantity: 1 },
    ];
    expect(pickOffers(entries, [{ categoryId: 7, free: 3 }])).toEqual([
      { entryId: 1, categoryId: 7 },
      { entryId: 2, categoryId: 7 },
    ]);
  });

  it('passes over an entry that does not fit and offers the next that does', () => {
    const entries = [
      { id: 1, categoryId: 7, quantity: 4 },
      { id: 2, categoryId: 7, quantity: 2 },
    ];
    expect(pickOffers(entries, [{ categoryId: 7, free: 3 }])).toEqual([{ entryId: 2, categoryId: 7 }]);
  });

  it('gives an entry waiting for any category the first with room', () => {
    const entries = [{ id: 1, categoryId: null, quantity: 2 }];
    expect(
      pickOffers(entries, [
        { categoryId: 7, free: 1 },
        { categoryId: 8, free: 2 },
      ]),
    ).toEqual([{ entryId: 1, categoryId: 8 }]);
  });

  it('offers nothing while nothing is free', () => {
    expect(pickOffers([{ id: 1, categoryId: null, quantity: 1 }], [{ categoryId: 7, free: 0 }])).toEqual([]);
  });

  it('holds an offer 24 hours unless set otherwise', () => {
    expect(offerHours(undefined)).toBe(24);
    expect(offerHours(0)).toBe(24);
    expect(offerHours(48)).toBe(48);
    expect(offerExpiry(new Date('2026-05-01T10:00:00Z'), 24)).toEqual(new Date('2026-05-02T10:00:00Z'));
  });
});

describe('waiting list sign-up', () => {
  const good = { email: 'eva@example.org', name: 'Eva Muster', quantity: 2, consent: true };

  it('accepts a complete sign-up', () => {
    expect(signUpProblems(good, 10)).toEqual({});
  });

  it('names every missing piece in German', () => {
    const problems = signUpProblems({ email: 'eva', name: ' ', quantity: 11, consent: false }, 10);
    expect(problems).toEqual({
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      name: 'Bitte gib deinen Namen ein.',
      quantity: 'Bitte wähle zwischen 1 und 10 Tickets.',
      consent: 'Bitte stimme der Speicherung deiner Angaben für die Warteliste zu.',
    });
  });
});
