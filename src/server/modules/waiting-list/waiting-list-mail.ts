import { fillPlaceholders } from '../../../shared/domain/mail-placeholders.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { deadlineText, offeredSeatsSentence } from '../../../shared/domain/offer-texts.js';
import { ticketWord } from '../../../shared/domain/waiting-list.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/configuration.service.js';
import { brandedMail } from '../mail/mail-layout.js';
import { htmlToText } from '../mail/mail-render.js';
import { MailRefused, MailRenderError, type MailRenderer } from '../mail/mail-renderer.js';
import { activeTemplate } from '../mail/mail-templates.repository.js';
import type { OutgoingMail } from '../mail/mail-transport.js';
import { mailLook } from '../tickets/tickets.repository.js';
import { mailFacts, offerSeats, WAITING_CONFIRMATION_MAIL, WAITING_MAILS, WAITING_OFFER_MAIL } from './waiting-list.repository.js';

/** The personal link of an entry: leave the list, or take up an offer. */
export const waitingLink = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/warteliste/${token}`;

/** The link in the sign-up mail that confirms the entry (double opt-in, issue 52): the shop's page posts confirm.php. */
export const confirmLink = (ctx: AppContext, token: string) => `${waitingLink(ctx, token)}/bestaetigen`;

/** A confirmation template without the link (edited in the back office) still carries it: without it nobody could confirm. */
const CONFIRM_PARAGRAPH =
  '<p>Bitte bestätige deine E-Mail-Adresse über diesen Link; erst dann stehst du auf der Warteliste:<br><a href="{bestaetigungslink}">{bestaetigungslink}</a></p>';

/** A waiting-list mail from its active template (the event's own, else the shop's), in the shop's look. */
export async function renderWaitingMail(ctx: AppContext, entryId: number, purpose: string, recipient: string): Promise<OutgoingMail> {
  const facts = await mailFacts(ctx.db, entryId);
  if (!facts?.link_token) throw new MailRenderError(`Wartelisten-Eintrag ${entryId} fehlt`);
  if (purpose === WAITING_OFFER_MAIL && facts.status !== 'offered') throw new MailRefused('Das Angebot gilt nicht mehr.');
  const template = await activeTemplate(ctx.db, purpose, facts.event_id);
  if (!template) throw new MailRenderError(`Keine aktive Mailvorlage für "${purpose}"`);
  const [look, signature, seats] = await Promise.all([mailLook(ctx.db), readConfigValue(ctx.db, 'mail_signature'), offerSeats(ctx.db, facts.order_id)]);
  const values = {
    name: facts.name,
    event: facts.event_title,
    datum: formatDateTime(facts.starts_at),
    anzahl: ticketWord(facts.quantity),
    kategorie: facts.category_name ?? '',
    // 'Do, 03.12., 00:27 Uhr' (issue 51): the weekday tells at a glance whether it is tonight or tomorrow.
    frist: facts.offer_expires_at ? deadlineText(facts.offer_expires_at, ctx.now()) : '',
    plaetze: purpose === WAITING_OFFER_MAIL ? offeredSeatsSentence(seats) : '',
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
    html: brandedMail(body, { shopName: look.shopName, primary: look.primary, background: look.background, logoCid: null }, subject),
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
