import type { CategoryTranslations, EventTranslations } from '../api/school-texts';
import { textIn } from './school-texts';

/** The German copy an order line or ticket carries of what was bought (order_items, written when the hold was placed). */
export interface OrderItemTexts {
  event_title: string;
  category_name: string;
}

/** What the school wrote of that event and category in the other languages (events/categories.translations). */
export interface OrderItemTranslations {
  event?: EventTranslations | null;
  category?: CategoryTranslations | null;
}

/**
 * An order line or ticket as an order in `language` shows it (issue 53 item 6): the event's title and the
 * category's name in the school's translation where it has one, else the German copy on the order line,
 * never blank. German answers the line itself, so German mails, PDFs and calendar files stay as they were.
 * The copy is not rewritten: mails, PDFs and .ics files ask this when they are rendered.
 */
export function orderItemIn<T extends OrderItemTexts>(item: T, translations: OrderItemTranslations, language: string): T {
  if (language === 'de') return item;
  const eventTitle = textIn(item.event_title, translations.event?.[language]?.title?.trim()).text;
  const categoryName = textIn(item.category_name, translations.category?.[language]?.name?.trim()).text;
  if (eventTitle === item.event_title && categoryName === item.category_name) return item;
  return { ...item, event_title: eventTitle, category_name: categoryName };
}

/**
 * The venue as an order in `language` names it: the school's translation of the venue's name, else the
 * German one. The address stays as the post knows it (and a map search finds it).
 */
export function locationIn<L extends { name?: string }>(location: L | null, event: EventTranslations | null | undefined, language: string): L | null {
  if (language === 'de' || !location?.name) return location;
  const name = textIn(location.name, event?.[language]?.venue?.name?.trim()).text;
  return name === location.name ? location : { ...location, name };
}
