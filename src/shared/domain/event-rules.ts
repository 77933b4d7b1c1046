import type { EventSaveRequest } from '../api/events-admin';

/** Spec §3: colours are hex without a leading '#'. */
export const HEX_COLOR = /^[0-9a-f]{6}$/i;
/** The event's name is its address in the shop (/event/{name}). */
export const EVENT_NAME = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** The map embed the page's CSP admits (frame-src openstreetmap.org). */
export const MAP_EMBED = /^https:\/\/(?:[a-z0-9-]+\.)*openstreetmap\.org\/[^\s"'<>]*$/i;

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const validInstant = (value: string | null) =>
  value !== null && Number.isFinite(Date.parse(value)) && Date.parse(value) >= EARLIEST && Date.parse(value) < LATEST;

/**
 * Field errors in German for an event as the editor sends it; keys name the field
 * (`categories.1.name`, `performances.0.doors_at`, …). Database facts (sold tickets, rooms) are checked on the server.
 */
export function validateEvent(event: EventSaveRequest): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!EVENT_NAME.test(event.name)) {
    errors.name = 'Der Name (Adresse im Shop) besteht aus Kleinbuchstaben, Ziffern und Bindestrichen, z. B. „musical-2025“.';
  }
  if (!event.title.trim()) errors.title = 'Bitte einen Titel angeben.';
  event.colors.forEach((color, index) => {
    if (!HEX_COLOR.test(color.replace(/^#/, ''))) errors[`colors.${index}`] = 'Bitte eine Farbe als Hexwert angeben, z. B. 6a1b9a.';
  });
  if (event.venue?.mapUrl.trim() && !MAP_EMBED.test(event.venue.mapUrl.trim())) {
    errors['venue.mapUrl'] = 'Die Karte muss ein Einbettungslink von OpenStreetMap sein (https://www.openstreetmap.org/export/embed.html?…).';
  }
  event.passages.forEach((passage, index) => {
    if (!passage.title.trim() && !passage.text.trim()) errors[`passages.${index}`] = 'Leere Abschnitte bitte entfernen.';
  });

  const names = new Set<string>();
  event.categories.forEach((category, index) => {
    const name = category.name.trim();
    if (!name) errors[`categories.${index}.name`] = 'Bitte einen Namen für die Kategorie angeben.';
    else if (names.has(name.toLowerCase())) errors[`categories.${index}.name`] = `Die Kategorie „${name}“ gibt es schon.`;
    names.add(name.toLowerCase());
    if (!Number.isInteger(category.price_cents) || category.price_cents < 0 || category.price_cents > 100000) {
      errors[`categories.${index}.price_cents`] = 'Der Preis muss zwischen 0,00 € und 1.000,00 € liegen.';
    }
    if (!Number.isInteger(category.max) || category.max < 1 || category.max > 400) {
      errors[`categories.${index}.max`] = 'Höchstens pro Bestellung: eine ganze Zahl von 1 bis 400.';
    }
  });
  if (event.performances.length > 0 && event.categories.length === 0) {
    errors.categories = 'Bitte mindestens eine Ticketkategorie anlegen.';
  }

  const starts = new Set<number>();
  event.performances.forEach((performance, index) => {
    const at = `performances.${index}`;
    if (!validInstant(performance.starts_at)) {
      errors[`${at}.starts_at`] = 'Bitte Datum und Uhrzeit des Beginns angeben.';
    } else {
      const start = Date.parse(performance.starts_at);
      if (starts.has(start)) errors[`${at}.starts_at`] = 'Zu dieser Zeit gibt es schon eine Vorstellung.';
      starts.add(start);
      if (performance.doors_at !== null) {
        if (!validInstant(performance.doors_at)) errors[`${at}.doors_at`] = 'Bitte eine gültige Einlasszeit angeben.';
        else if (Date.parse(performance.doors_at) > start) errors[`${at}.doors_at`] = 'Der Einlass muss vor dem Beginn liegen.';
        else if (start - Date.parse(performance.doors_at) > 12 * 3600_000) errors[`${at}.doors_at`] = 'Der Einlass liegt mehr als 12 Stunden vor dem Beginn.';
      }
    }
    if (performance.capacities.length !== event.categories.length) {
      errors[`${at}.capacities`] = 'Bitte für jede Kategorie ein Kontingent angeben.';
    }
    performance.capacities.forEach((capacity, category) => {
      if (!Number.isInteger(capacity) || capacity < 0 || capacity > 100000) {
        errors[`${at}.capacities.${category}`] = 'Ein Kontingent ist eine ganze Zahl von 0 bis 100.000.';
      }
    });
    if (!Number.isInteger(performance.box_office) || performance.box_office < 0 || performance.box_office > 100000) {
      errors[`${at}.box_office`] = 'Das Abendkassen-Kontingent ist eine ganze Zahl von 0 bis 100.000.';
    }
  });
  return errors;
}

/** The first message, for the notice above the form. */
export const firstError = (errors: Record<string, string>) => Object.values(errors)[0] ?? '';
