import type { TicketDto } from '../../../shared/api/tickets';
import { orderItemIn } from '../../../shared/domain/order-item-texts';
import type { SchoolTextSource } from '../../i18n/use-shop-text';

/** A ticket's title and category as the page shows them, and which of the two stay German ('event_title', 'category'). */
export interface TicketTexts {
  event_title: string;
  category: string;
  /** For schoolTextOf: the language asked for and the texts without a translation into it. */
  source: SchoolTextSource;
}

/**
 * A ticket in the visitor's language (issue 53): the school's translations of the event title and the category
 * name the answer carries, through the same rule as the ticket's PDF, .ics and mails (orderItemIn), else the
 * German copy, marked so. A ticket kept on a device from before the translations shows German, as it did.
 */
export function ticketIn(ticket: Pick<TicketDto, 'event_title' | 'category' | 'translations'>, language: string): TicketTexts {
  const { event, category } = ticket.translations ?? {};
  const shown = orderItemIn({ event_title: ticket.event_title, category_name: ticket.category }, { event, category }, language);
  const untranslated = [
    ...(language === 'de' || event?.[language]?.title?.trim() ? [] : ['event_title']),
    ...(language === 'de' || category?.[language]?.name?.trim() ? [] : ['category']),
  ];
  return { event_title: shown.event_title, category: shown.category_name, source: { language, untranslated } };
}
