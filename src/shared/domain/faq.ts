import { doorsText } from './doors';

interface FaqEvent {
  title: string;
  facts: { recommendedAge: string; duration: string };
  performances: Array<{ starts_at: string; doors_at: string | null; past: boolean }>;
}

const GENERAL = 'Das steht auf der Seite des jeweiligen Events.';

/** One line per event that states the fact; a general hint when none does. */
function perEvent(events: FaqEvent[], fact: (event: FaqEvent) => string): string {
  const lines = events.flatMap((event) => {
    const value = fact(event).trim();
    return value ? [events.length === 1 ? value : `${event.title}: ${value}`] : [];
  });
  return lines.length ? lines.join(' · ') : GENERAL;
}

/** Spec §2 FAQ: the known facts, read from the events on sale (each event sets its own). */
export function faqAnswers(events: FaqEvent[]): Array<[question: string, answer: string]> {
  const doors = (event: FaqEvent) => doorsText(event.performances);
  return [
    ['Wie bekomme ich meine Tickets?', 'Per E-Mail direkt nach der Zahlung; du kannst sie außerdem auf der Bestellseite herunterladen.'],
    ['Gibt es eine Abendkasse?', 'Ja, aber nur mit einem begrenzten Kontingent. Sicher dir deine Karten am besten vorher online.'],
    [
      'Ab welchem Alter ist die Vorstellung geeignet?',
      perEvent(events, (event) => (event.facts.recommendedAge ? `empfohlen ${event.facts.recommendedAge}` : '')),
    ],
    ['Wie lange dauert die Vorstellung?', perEvent(events, (event) => event.facts.duration)],
    ['Wann ist Einlass?', perEvent(events, doors)],
  ];
}
