import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Catalog } from './languages.js';

/** The placeholders and tags of one ICU message, e.g. ['arg:days', 'tag:faq']; throws on broken syntax. */
export function messageSlots(message: string): string[] {
  const slots = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
        slots.add(`arg:${element.value}`);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        slots.add(`arg:${element.value}`);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) {
        slots.add(`tag:${element.value}`);
        walk(element.children);
      }
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...slots].sort();
}

/** HTML's void elements: react-i18next's Trans reads `<link>…</link>` as an empty `<link>` and drops the text. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * What is wrong with a catalog against the German one, each problem naming its key: a missing key, a key
 * German does not have, broken ICU syntax, or placeholders and tags that differ from German's.
 */
export function catalogProblems(source: Catalog, catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(source)) {
    if (!(key in catalog)) {
      problems.push(`${key}: missing`);
      continue;
    }
    let expected: string[];
    let found: string[];
    try {
      expected = messageSlots(source[key]);
    } catch (error) {
      problems.push(`${key}: German text is no valid ICU message (${(error as Error).message})`);
      continue;
    }
    try {
      found = messageSlots(catalog[key]);
    } catch (error) {
      problems.push(`${key}: no valid ICU message (${(error as Error).message})`);
      continue;
    }
    for (const slot of expected) {
      if (slot.startsWith('tag:') && VOID_ELEMENTS.has(slot.slice(4)))
        problems.push(`${key}: tag <${slot.slice(4)}> is an HTML void element, its text would be lost`);
    }
    if (expected.join() !== found.join())
      problems.push(`${key}: has ${found.join(', ') || 'no placeholders'} where German has ${expected.join(', ') || 'none'}`);
  }
  for (const key of Object.keys(catalog)) if (!(key in source)) problems.push(`${key}: not in the German catalog`);
  return problems;
}
