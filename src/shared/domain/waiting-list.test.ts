import { describe, expect, it } from 'vitest';
import { joinedMessage, offerExpiry, offerHours, pickOffers, signUpMail, signUpProblems, ticketWord, unconfirmedCutoff } from './waiting-list';

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

  it('offers an entry only the category it waits for, even when another has room first', () => {
    const entries = [{ id: 1, categoryId: 8, quantity: 2 }];
    const categories = [
      { categoryId: 7, free: 5 },
      { categoryId: 8, free: 2 },
    ];
    expect(pickOffers(entries, categories)).toEqual([{ entryId: 1, categoryId: 8 }]);
    expect(pickOffers([{ id: 2, categoryId: 8, quantity: 3 }], categories)).toEqual([]);
  });

  it('takes an offer time of 1 to 336 hours (two weeks) from the setting', () => {
    expect(offerHours(1)).toBe(1);
    expect(offerHours('336')).toBe(336);
    expect(offerHours(0.5)).toBe(24);
    expect(offerHours(337)).toBe(24);
    expect(offerHours('viele')).toBe(24);
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

describe('waiting list sign-up limits', () => {
  const good = { email: 'eva@example.org', name: 'Eva Muster', quantity: 2, consent: true };

  it('takes an address of up to 254 characters, blanks around it not counted', () => {
    const domain = '@example.org';
    const longest = `${'e'.repeat(254 - domain.length)}${domain}`;
    expect(signUpProblems({ ...good, email: ` ${longest} ` }, 10)).toEqual({});
    expect(signUpProblems({ ...good, email: `e${longest}` }, 10)).toEqual({ email: 'Bitte gib eine gültige E-Mail-Adresse ein.' });
  });

  it('takes a name of up to 120 characters, blanks around it not counted', () => {
    const longest = 'N'.repeat(120);
    expect(signUpProblems({ ...good, name: `  ${longest}  ` }, 10)).toEqual({});
    expect(signUpProblems({ ...good, name: `${longest}x` }, 10)).toEqual({ name: 'Der Name ist zu lang (höchstens 120 Zeichen).' });
  });

  it('takes a whole number of tickets from 1 up to the maximum', () => {
    expect(signUpProblems({ ...good, quantity: 1 }, 4)).toEqual({});
    expect(signUpProblems({ ...good, quantity: 4 }, 4)).toEqual({});
    for (const quantity of [0, 1.5, 5]) {
      expect(signUpProblems({ ...good, quantity }, 4)).toEqual({ quantity: 'Bitte wähle zwischen 1 und 4 Tickets.' });
    }
  });

  it('says “1 Ticket” and “n Tickets”', () => {
    expect(ticketWord(1)).toBe('1 Ticket');
    expect(ticketWord(3)).toBe('3 Tickets');
    expect(ticketWord(0)).toBe('0 Tickets');
  });
});

describe('double opt-in (issue 52)', () => {
  it('mails a new sign-up its link, an unconfirmed one the link again, a listed one a note, none within the gap', () => {
    expect(signUpMail({ inserted: true, status: 'unconfirmed' }, false)).toBe('confirmation');
    expect(signUpMail({ inserted: false, status: 'unconfirmed' }, false)).toBe('confirmation');
    expect(signUpMail({ inserted: false, status: 'waiting' }, false)).toBe('already');
    expect(signUpMail({ inserted: false, status: 'offered' }, false)).toBe('already');
    expect(signUpMail({ inserted: false, status: 'waiting' }, true)).toBeNull();
    expect(signUpMail({ inserted: false, status: 'unconfirmed' }, true)).toBeNull();
  });

  it('lets an unconfirmed sign-up run out after 48 hours', () => {
    const now = new Date('2026-05-03T12:00:00Z');
    expect(unconfirmedCutoff(now).toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });

  it('answers every sign-up with the same words, naming only what the signer asked for', () => {
    expect(joinedMessage(2)).toMatch(/^Fast geschafft: .*bestätige deine Anmeldung \(2 Tickets\)/);
  });
});
