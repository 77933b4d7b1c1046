import { fillPlaceholders } from '../../../shared/domain/mail-placeholders.js';
import { SHOP_TIME_ZONE } from '../../../shared/domain/berlin-time.js';
import { deadlineText, offeredSeatsSentence } from '../../../shared/domain/offer-texts.js';
import { ticketWord } from '../../../shared/domain/waiting-list.js';
import { orderItemIn } from '../../../shared/domain/order-item-texts.js';
import { localeOf } from '../../../shared/i18n/languages.js';
import { dateTimeIn, seatPlaceIn } from '../../../shared/i18n/order-texts.js';
import { type Translator, translatorFor } from '../../../shared/i18n/translator.js';
import { templateInLanguage, brandedMail, htmlToText, MailRefused, MailRenderError, type MailRenderer, activeTemplate } from '../mail/index.js';
import type { OutgoingMail } from '../mail/index.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/index.js';
import { mailLook } from '../tickets/index.js';
import { mailFacts, offerSeats, WAITING_CONFIRMATION_MAIL, WAITING_MAILS, WAITING_OFFER_MAIL } from './waiting-list.repository.js';

/** The personal link of an entry: leave the list, or take up an offer. */
export const waitingLink = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/warteliste/${token}`;

/** The link in the sign-up mail that confirms the entry (double opt-in, issue 52): the shop's page posts confirm.php. */
export const confirmLink = (ctx: AppContext, token: string) => `${waitingLink(ctx, token)}/bestaetigen`;

/** A confirmation template without the link (edited in the back office) still carries it: without it nobody could confirm. */
const CONFIRM_PARAGRAPH =
  '<p>Bitte bestätige deine E-Mail-Adresse über diesen Link; erst dann stehst du auf der Warteliste:<br><a href="{bestaetigungslink}">{bestaetigungslink}</a></p>';

/**
 * The offer's deadline with its weekday ('Do, 03.12., 00:27 Uhr', 'Thu 03/12, 00:27'): the weekday tells at a
 * glance whether it is tonight or tomorrow (issue 51); the year only when it is not this one.
 */
function deadlineIn(tr: Translator, at: Date, now: Date): string {
  if (tr.language === 'de') return deadlineText(at, now);
  const year = (date: Date) => new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(date);
  const text = new Intl.DateTimeFormat(localeOf(tr.language), {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    ...(year(at) === year(now) ? {} : { year: 'numeric' as const }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return tr.dir === 'rtl' ? `\u2068${text}\u2069` : text;
}

/** {plaetze}: the offered seats in a sentence, '' on a show without seat selection. */
function seatsSentenceIn(tr: Translator, labels: readonly string[]): string {
  if (tr.language === 'de') return offeredSeatsSentence(labels);
  if (labels.length === 0) return '';
  const seats = new Intl.ListFormat(localeOf(tr.language), { type: 'conjunction' }).format(labels.map((label) => seatPlaceIn(tr, label)));
  return tr.t('mail.waitingList.seats', { seats });
}

/**
 * A waiting-list mail in the sign-up's language (issue 53): German from its active template (the event's
 * own, else the shop's), another language from that template's translation, else its catalog's text; in the shop's look.
 */
export async function renderWaitingMail(ctx: AppContext, entryId: number, purpose: string, recipient: string): Promise<OutgoingMail> {
  const facts = await mailFacts(ctx.db, entryId);
  if (!facts?.link_token) throw new MailRenderError(`Wartelisten-Eintrag ${entryId} fehlt`);
  if (purpose === WAITING_OFFER_MAIL && facts.status !== 'offered') throw new MailRefused('Das Angebot gilt nicht mehr.');
  const tr = await translatorFor(facts.language);
  const template = templateInLanguage(tr, purpose, await activeTemplate(ctx.db, purpose, facts.event_id));
  if (!template) throw new MailRenderError(`Keine aktive Mailvorlage für "${purpose}"`);
  const [look, signature, seats] = await Promise.all([mailLook(ctx.db), readConfigValue(ctx.db, 'mail_signature'), offerSeats(ctx.db, facts.order_id)]);
  // The event's title and the offered category in the sign-up's language where the school translated them.
  const shown = orderItemIn(
    { event_title: facts.event_title, category_name: facts.category_name ?? '' },
    { event: facts.event_translations, category: facts.category_translations },
    tr.language,
  );
  const values = {
    name: facts.name,
    event: shown.event_title,
    datum: dateTimeIn(tr, facts.starts_at),
    anzahl: tr.language === 'de' ? ticketWord(facts.quantity) : tr.t('mail.waitingList.tickets', { count: facts.quantity }),
    kategorie: shown.category_name,
    frist: facts.offer_expires_at ? deadlineIn(tr, facts.offer_expires_at, ctx.now()) : '',
    plaetze: purpose === WAITING_OFFER_MAIL ? seatsSentenceIn(tr, seats) : '',
    warteliste_link: waitingLink(ctx, facts.link_token),
    bestaetigungslink: confirmLink(ctx, facts.link_token),
    gruss: facts.mail_signature.trim() || String(signature ?? ''),
  };
  const content =
    purpose === WAITING_CONFIRMATION_MAIL && !template.content.includes('bestaetigungslink') ? `${template.content}\n${CONFIRM_PARAGRAPH}` : template.content;
  const body = fillPlaceholders(content, values);
  const subject = fillPlaceholders(template.subject, values, false).replace(/[\r\n]+/g, ' ');
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject,
    html: brandedMail(body, { shopName: look.shopName, primary: look.primary, background: look.background, logoCid: null }, subject, {
      lang: tr.language,
      dir: tr.dir,
    }),
    text: htmlToText(body),
    attachments: [],
  };
}

/** The other mails' renderer with the waiting list's beside it: app.ts hands this to the mail worker. */
export function withWaitingListMails(inner: MailRenderer): MailRenderer {
  return (ctx) => {
    const other = inner(ctx);
    return (subjectId, purpose, recipient, performanceId) =>
      WAITING_MAILS.includes(purpose) ? renderWaitingMail(ctx, subjectId, purpose, recipient) : other(subjectId, purpose, recipient, performanceId);
  };
}
