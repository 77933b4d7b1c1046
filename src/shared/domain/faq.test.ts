import { describe, expect, it } from 'vitest';
import { faqAnswers } from './faq';

const musical = {
  title: 'Zeitsprung',
  facts: { recommendedAge: 'ab etwa 10 Jahren', duration: 'etwa 2 Stunden ohne Pause' },
  performances: [{ starts_at: '2026-07-08T17:00:00Z', doors_at: '2026-07-08T16:30:00Z', past: false }],
};
const concert = {
  title: 'Frühlingskonzert',
  facts: { recommendedAge: '', duration: '' },
  performances: [{ starts_at: '2026-07-09T17:00:00Z', doors_at: null, past: false }],
};

describe('FAQ answers', () => {
  it('state each event’s own facts and leave out events that set none', () => {
    const answers = Object.fromEntries(faqAnswers([musical, concert]));
    expect(answers['Ab welchem Alter ist die Vorstellung geeignet?']).toBe('Zeitsprung: empfohlen ab etwa 10 Jahren');
    expect(answers['Wie lange dauert die Vorstellung?']).toBe('Zeitsprung: etwa 2 Stunden ohne Pause');
    expect(answers['Wann ist Einlass?']).toBe('Zeitsprung: ab 18:30 Uhr');
  });

  it('never claims the musical’s facts for an event that has none', () => {
    const answers = Object.fromEntries(faqAnswers([concert]));
    expect(answers['Wie lange dauert die Vorstellung?']).toBe('Das steht auf der Seite des jeweiligen Events.');
    expect(JSON.stringify(answers)).not.toMatch(/10 Jahren|2 Stunden|18:30/);
  });

  it('gives a Sunday matinée its own door time (issue 32 item 1)', () => {
    const matinee = { starts_at: '2026-07-12T12:00:00Z', doors_at: '2026-07-12T11:30:00Z', past: false };
    const answers = Object.fromEntries(faqAnswers([{ ...musical, performances: [...musical.performances, matinee] }]));
    expect(answers['Wann ist Einlass?']).toBe('08.07.2026 ab 18:30 Uhr · 12.07.2026 ab 13:30 Uhr');
  });

  it('answers the questions about tickets and the box office the same for every event', () => {
    expect(faqAnswers([]).slice(0, 2)).toEqual([
      ['Wie bekomme ich meine Tickets?', 'Per E-Mail direkt nach der Zahlung; du kannst sie außerdem auf der Bestellseite herunterladen.'],
      ['Gibt es eine Abendkasse?', 'Ja, aber nur mit einem begrenzten Kontingent. Sicher dir deine Karten am besten vorher online.'],
    ]);
  });

  it('joins the facts of several events with a dot and takes a blank fact as none', () => {
    const revue = { ...concert, title: 'Revue', facts: { recommendedAge: '   ', duration: ' 90 Minuten ' } };
    const answers = Object.fromEntries(faqAnswers([musical, revue]));
    expect(answers['Wie lange dauert die Vorstellung?']).toBe('Zeitsprung: etwa 2 Stunden ohne Pause · Revue: 90 Minuten');
    const blank = Object.fromEntries(faqAnswers([{ ...concert, facts: { recommendedAge: '', duration: '  ' } }]));
    expect(blank['Wie lange dauert die Vorstellung?']).toBe('Das steht auf der Seite des jeweiligen Events.');
  });
});
