import { type DoorsSchedule, doorsSchedule, doorsText } from './doors';

interface FaqEvent {
  title: string;
  facts: { recommendedAge: string; duration: string };
  performances: Array<{ starts_at: string; doors_at: string | null; past: boolean }>;
}

/** One event's answer to a question: the fact as the event sets it (the school's text, trimmed). */
export interface FaqFact<E> {
  event: E;
  value: string;
}

/**
 * Spec §2 FAQ, the facts behind the answers, read from the events on sale (each event sets its own): per
 * question the events that answer it, for the shop to word in the visitor's language (issue 53). With more
 * than one event on sale each line names its event (`named`); a question no event answers gets the general hint.
 */
export interface FaqFacts<E> {
  named: boolean;
  age: Array<FaqFact<E>>;
  duration: Array<FaqFact<E>>;
  doors: Array<{ event: E; schedule: DoorsSchedule }>;
}

export function faqFacts<E extends FaqEvent>(events: readonly E[]): FaqFacts<E> {
  const facts = (fact: (event: E) => string) => events.flatMap((event) => (fact(event).trim() ? [{ event, value: fact(event).trim() }] : []));
  return {
    named: events.length !== 1,
    age: facts((event) => event.facts.recommendedAge),
    duration: facts((event) => event.facts.duration),
    doors: events.flatMap((event) => {
      const schedule = doorsSchedule(event.performances);
      return schedule ? [{ event, schedule }] : [];
    }),
  };
}

const GENERAL = 'Das steht auf der Seite des jeweiligen Events.';

/** The German FAQ as plain text, questions and answers in the spec's words (the catalogs' `shell53.faq.*` in German). */
export function faqAnswers(events: FaqEvent[]): Array<[question: string, answer: string]> {
  const facts = faqFacts(events);
  const line = (event: FaqEvent, value: string) => (facts.named ? `${event.title}: ${value}` : value);
  const answer = (lines: string[]) => (lines.length ? lines.join(' · ') : GENERAL);
  return [
    ['Wie bekomme ich meine Tickets?', 'Per E-Mail direkt nach der Zahlung; du kannst sie außerdem auf der Bestellseite herunterladen.'],
    ['Gibt es eine Abendkasse?', 'Ja, aber nur mit einem begrenzten Kontingent. Sicher dir deine Karten am besten vorher online.'],
    ['Ab welchem Alter ist die Vorstellung geeignet?', answer(facts.age.map((fact) => line(fact.event, `empfohlen ${fact.value}`)))],
    ['Wie lange dauert die Vorstellung?', answer(facts.duration.map((fact) => line(fact.event, fact.value)))],
    ['Wann ist Einlass?', answer(facts.doors.map(({ event }) => line(event, doorsText(event.performances))))],
  ];
}
