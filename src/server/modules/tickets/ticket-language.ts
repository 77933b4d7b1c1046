import type { TicketTranslations } from '../../../shared/api/tickets.js';
import { locationIn, orderItemIn } from '../../../shared/domain/order-item-texts.js';
import { TRANSLATION_LANGUAGES } from '../../../shared/domain/school-texts.js';
import type { TicketView } from './tickets.repository.js';

/** What a ticket carries for its title and category in another language: the school's translations, when read with it. */
type TranslatableTicket = Pick<TicketView, 'event_title' | 'category_name'> &
  Partial<Pick<TicketView, 'event_translations' | 'category_translations' | 'location'>>;

/**
 * A ticket as its order's language shows it on the PDF, in the .ics and in mails (issue 53 item 6): the event's
 * title, the category's name and the venue's name as the school translated them, else the German copy; German
 * tickets unchanged.
 */
export function ticketInLanguage<T extends TranslatableTicket>(ticket: T, language: string): T {
  const worded = orderItemIn(ticket, { event: ticket.event_translations, category: ticket.category_translations }, language);
  if (!ticket.location) return worded;
  const location = locationIn(ticket.location, ticket.event_translations, language);
  return location === ticket.location ? worded : { ...worded, location };
}

/**
 * What the ticket page sends of those translations (issue 53): the title and the category name alone, in the
 * languages the shop offers, trimmed, none left empty, so the page (and the copy a device keeps of it) words
 * the ticket in whichever language the visitor switches to, without asking again.
 */
export function ticketTranslations(ticket: Partial<Pick<TicketView, 'event_translations' | 'category_translations'>>): TicketTranslations {
  const event: NonNullable<TicketTranslations['event']> = {};
  const category: NonNullable<TicketTranslations['category']> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const title = ticket.event_translations?.[language]?.title?.trim();
    if (title) event[language] = { title };
    const name = ticket.category_translations?.[language]?.name?.trim();
    if (name) category[language] = { name };
  }
  return { event, category };
}
