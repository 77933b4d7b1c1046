import { messageSlots } from './catalog-check.js';
import type { Catalog } from './languages.js';

/** The longest wording a school may give one catalog text (the catalogs' longest is about 600 characters). */
export const OVERRIDE_MAX_LENGTH = 2000;

const slotName = (slot: string) => (slot.startsWith('tag:') ? `<${slot.slice(4)}>` : `{${slot.slice(4)}}`);

/**
 * What is wrong with a school's wording for one catalog text, in German for the back office, or null: the
 * key must be one of the German catalog's, the text valid ICU MessageFormat with exactly the placeholders
 * and tags of the German text (the same check as catalogs.test.ts, shared/i18n/catalog-check.ts), so the
 * page can still fill in the number of days or the link.
 */
export function overrideProblem(german: Catalog, key: string, text: string): string | null {
  if (!(key in german)) return `Den Text „${key}“ gibt es nicht.`;
  if (!text.trim()) return 'Der Text darf nicht leer sein.';
  if (text.length > OVERRIDE_MAX_LENGTH) return `Der Text darf höchstens ${OVERRIDE_MAX_LENGTH} Zeichen lang sein.`;
  let found: string[];
  try {
    found = messageSlots(text);
  } catch (error) {
    return `Der Text ist keine gültige ICU-Nachricht (${(error as Error).message}). Geschweifte Klammern stehen nur um Platzhalter.`;
  }
  const expected = messageSlots(german[key]);
  if (expected.join() === found.join()) return null;
  const missing = expected.filter((slot) => !found.includes(slot)).map(slotName);
  const extra = found.filter((slot) => !expected.includes(slot)).map(slotName);
  const parts = [missing.length ? `es fehlt ${missing.join(', ')}` : '', extra.length ? `${extra.join(', ')} gibt es im deutschen Text nicht` : ''];
  return `Der Text muss dieselben Platzhalter wie der deutsche haben: ${parts.filter(Boolean).join('; ')}.`;
}

/** How complete one language's catalog texts are, the school's wording laid over them. */
export interface CatalogCompleteness {
  total: number;
  translated: number;
  /** Keys without a text (none in the shipped catalogs; catalogs.test.ts fails on one). */
  missing: string[];
  /** Keys the school has its own wording for. */
  overridden: number;
}

/**
 * The German catalog's keys that have a text in `catalog` or in the school's wording; an empty text counts
 * as missing, whichever of the two it comes from.
 */
export function catalogCompleteness(german: Catalog, catalog: Catalog, overrides: Catalog = {}): CatalogCompleteness {
  const keys = Object.keys(german);
  const missing = keys.filter((key) => !(overrides[key] ?? catalog[key] ?? '').trim());
  return { total: keys.length, translated: keys.length - missing.length, missing, overridden: keys.filter((key) => key in overrides).length };
}
