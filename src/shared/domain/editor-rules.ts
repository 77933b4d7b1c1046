import { berlinDay } from './berlin-time.js';
import { formatCents, formatDate } from './format.js';

/**
 * The shop settings the event editor enforces (issue 33.7, spec §3 "minimum ticket price", "max concurrent
 * events", "event blackout periods"): checked on the server when an event is saved.
 */
export interface EditorRules {
  minimumPriceCents: number;
  /** A 0 € category (Freikarten) may be created. */
  freeCategories: boolean;
  blackoutPeriods: ReadonlyArray<{ start: string; end: string }>;
  maxConcurrentEvents: number;
}

export interface EditedEvent {
  visible: boolean;
  categories: ReadonlyArray<{ price_cents: number }>;
  performances: ReadonlyArray<{ starts_at: string }>;
}

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);

/**
 * Field errors in German, keyed like validateEvent's. `otherEventsOnSale` counts the other visible events
 * with a performance ahead; this one counts too when it is visible with a performance ahead.
 */
export function editorRuleErrors(event: EditedEvent, rules: EditorRules, otherEventsOnSale: number, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  event.categories.forEach((category, index) => {
    if (category.price_cents === 0) {
      if (!rules.freeCategories) errors[`categories.${index}.price_cents`] = 'Kategorien mit 0,00 € (Freikarten) sind in der Konfiguration nicht erlaubt.';
    } else if (category.price_cents < rules.minimumPriceCents) {
      errors[`categories.${index}.price_cents`] =
        `Der Preis liegt unter dem Mindestpreis von ${formatCents(rules.minimumPriceCents)} pro Ticket (Konfiguration).`;
    }
  });
  event.performances.forEach((performance, index) => {
    const at = new Date(performance.starts_at);
    if (Number.isNaN(at.getTime())) return;
    const date = berlinDay(at);
    const period = rules.blackoutPeriods.find((blackout) => blackout.start <= date && date <= blackout.end);
    if (period) errors[`performances.${index}.starts_at`] = `Der ${formatDate(at)} liegt im Sperrzeitraum ${day(period.start)} – ${day(period.end)}.`;
  });
  const onSale = event.visible && event.performances.some((performance) => Date.parse(performance.starts_at) > now.getTime());
  if (onSale && otherEventsOnSale + 1 > rules.maxConcurrentEvents) {
    errors.visible = `Es dürfen höchstens ${rules.maxConcurrentEvents} Events gleichzeitig im Verkauf sein (Konfiguration). Bitte verstecke dieses oder ein anderes Event.`;
  }
  return errors;
}
