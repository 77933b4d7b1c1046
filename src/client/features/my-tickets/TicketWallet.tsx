import { useEffect, useState } from 'react';
import type { TicketDto, TicketPageResponse } from '../../../shared/api/tickets';
import { directionOf, type Language, localeOf } from '../../../shared/i18n/languages';
import { seatPlaceIn } from '../../../shared/i18n/order-texts';
import { formatRate } from '../../../shared/domain/vat';
import { discountLabelIn } from '../../../shared/domain/discount-labels';
import { useShopText } from '../../i18n/use-shop-text';
import { ApiError } from '../../lib/api-client';
import { ForgetTickets, TicketsForgotten } from './DeviceTickets';
import { fetchTicketPage, ticketCalendarUrl, ticketPdfUrl } from './my-tickets-api';
import { QrCode } from './QrCode';
import { TicketReturns } from './TicketReturns';
import { TicketTransfer } from './TicketTransfer';
import { dropExpiredTickets, storedTicketPage } from './ticket-cache';
import { ticketIn } from './ticket-texts';
import { CANCELLATION_NOTES, failureText, isolate } from './wallet-text';
import './my-tickets.css';

/** Why loading failed: the answer itself, kept so the text follows a change of language. */
type Load = { state: 'loading' } | { state: 'error'; failure: unknown } | { state: 'ready'; page: TicketPageResponse } | { state: 'removed' };

/** The server refused this link (unknown, cancelled, not allowed) rather than failing to answer. */
const refusesLink = (error: unknown) => error instanceof ApiError && !error.offline && error.status >= 400 && error.status < 500 && error.status !== 429;

/** The label shared/domain/group-discount.ts writes for the shop's group discount. */
const GROUP_DISCOUNT = /^Gruppenrabatt (\d+(?:,\d+)?) % ab (\d+) Tickets$/;

/** '7 %' as the spec writes it in German, '7%' or '%7' as the language does. */
const percentIn = (language: Language, rate: number) =>
  language === 'de' ? formatRate(rate) : new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

/** The ticket page behind the link from the last checkout step and the mail: QR codes and the PDF. */
export function TicketWallet({ token }: { token: string }) {
  const shopText = useShopText();
  const { t, language, format, schoolText, schoolTextOf } = shopText;
  const german = language === 'de';
  const rtl = directionOf(language) === 'rtl';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // After a return: its answer, and the page loaded again (the returned tickets now show as such).
  const [returned, setReturned] = useState('');
  useEffect(() => {
    let cancelled = false;
    let shownStored = false;
    // A copy whose performance is over goes first; what the device still keeps shows at once (issue 51: at the
    // door the network may take seconds), and the server's answer replaces it as soon as it is there.
    dropExpiredTickets()
      .catch(() => 0)
      .then(() => storedTicketPage(token).catch(() => null))
      .then((stored) => {
        if (cancelled) return;
        if (stored) {
          shownStored = true;
          setLoad({ state: 'ready', page: stored });
        }
        return fetchTicketPage(token).then(
          (page) => !cancelled && setLoad({ state: 'ready', page }),
          (error) => {
            // No network, a busy server: the kept tickets stay; a refusal of the link itself is shown.
            if (cancelled || (shownStored && !refusesLink(error))) return;
            setLoad({ state: 'error', failure: error });
          },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (load.state === 'loading') return <p>{t('wallet.loading')}</p>;
  if (load.state === 'removed') return <TicketsForgotten />;
  if (load.state === 'error') {
    return (
      <div className="tickets">
        <h1>{t('wallet.titleOwn')}</h1>
        <p role="alert">{failureText(load.failure, t, german, 'wallet.loadFailed')}</p>
      </div>
    );
  }
  const { order, tickets, holder } = load.page;
  const cancelled = order.status === 'CANCELLED';
  // After a return or a transfer: its answer, and the page as it is now.
  const changed = (message: string) => {
    setReturned(message);
    fetchTicketPage(token).then(
      (page) => setLoad({ state: 'ready', page }),
      () => undefined,
    );
  };
  // One calendar entry per performance the order has valid tickets for.
  const performances = [
    ...new Map(tickets.filter((ticket) => ticket.status === 'valid' && ticket.performance_id).map((ticket) => [ticket.performance_id, ticket])).values(),
  ];
  const note = order.cancellation_note;
  // The server's own reasons in the visitor's language; what staff wrote stays as written (German).
  const noteText = note && !german && CANCELLATION_NOTES[note] ? t(CANCELLATION_NOTES[note]) : note;
  const staffNote = Boolean(note && !german && !CANCELLATION_NOTES[note]);
  // A ticket's title or category in the visitor's language where the school translated it, else German, marked so:
  // the element's language marks and its text.
  const ticketText = (ticket: TicketDto, text: 'event_title' | 'category') => {
    const shown = ticketIn(ticket, language);
    return { ...schoolTextOf(shown.source, text), children: shown[text] };
  };
  // The shop's own group discount and coupon lines in the language; any other label stays German, marked so.
  const discountLabel = (label: string) => {
    const group = german ? null : GROUP_DISCOUNT.exec(label);
    if (!group) {
      const worded = discountLabelIn(shopText, label);
      return worded === label ? <span {...schoolText}>{label}</span> : worded;
    }
    const percent = percentIn(language, Number(group[1].replace(',', '.')));
    return t('wallet.groupDiscount', { percent: isolate(rtl, percent), count: Number(group[2]) });
  };
  return (
    <div className="tickets">
      <h1>{holder ? t('wallet.titleHeld') : t('wallet.titleOwn')}</h1>
      {holder ? (
        // A handed-on ticket's own page (its holder's link): who it is for and who gave it, nothing of the order's money.
        <p>{t('wallet.heldLine', { name: isolate(rtl, holder.name), from: isolate(rtl, holder.from) })}</p>
      ) : (
        <p>
          {t('wallet.orderLine', {
            order: String(order.id),
            name: isolate(rtl, `${order.first_name} ${order.last_name}`),
            total: format.money(order.total),
          })}
          {order.discounts?.map((discount) => (
            <span key={discount.label}>
              {' '}
              · {discountLabel(discount.label)}: {format.money(-discount.amount)}
            </span>
          ))}
          {order.vat?.map((share) => (
            <span key={share.rate}> · {t('wallet.vat', { rate: isolate(rtl, percentIn(language, share.rate)), amount: format.money(share.amount) })}</span>
          ))}
        </p>
      )}
      {cancelled && (
        <div className="notice notice--error tickets__cancelled" role="alert">
          <strong>{t('wallet.cancelled.title')}</strong> {noteText ? <>{staffNote ? <span {...schoolText}>{noteText}</span> : noteText} </> : ''}
          {t('wallet.cancelled.text')}
        </div>
      )}
      {returned && (
        <p className="notice notice--success" role="status">
          {returned}
        </p>
      )}
      <TicketReturns token={token} tickets={tickets} returns={load.page.returns} free={order.total === 0} onReturned={changed} />
      {tickets.length === 0 ? (
        <p>{order.status === 'CAPTURED' ? t('wallet.noTickets') : t('wallet.unpaid')}</p>
      ) : (
        <>
          {!cancelled && load.page.pdf_url && (
            <p>
              <a className="button" href={ticketPdfUrl(token)} download>
                {holder ? t('wallet.pdfHeld') : t('wallet.pdfOwn')}
              </a>
            </p>
          )}
          {!cancelled && order.status === 'CAPTURED' && performances.length > 0 && (
            <ul className="tickets__calendar">
              {performances.map((ticket) => (
                <li key={ticket.performance_id}>
                  <a href={ticketCalendarUrl(token, ticket.performance_id as number)} download>
                    {t('wallet.calendar', { title: isolate(rtl, ticketIn(ticket, language).event_title), date: format.date(ticket.starts_at) })}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <ol className="tickets__list">
            {tickets.map((ticket, index) => (
              <li key={ticket.id} className={`ticket-card${ticket.status === 'cancelled' ? ' is-cancelled' : ''}`}>
                {ticket.status === 'valid' && !cancelled && ticket.code && (
                  <QrCode value={ticket.code} label={t('wallet.card.qr', { index: String(index + 1) })} />
                )}
                <div>
                  <h2 {...ticketText(ticket, 'event_title')} />
                  <p>
                    {t('wallet.card.when', { date: format.date(ticket.starts_at), time: format.time(ticket.starts_at) })}
                    {ticket.doors_at && <> · {t('wallet.card.doors', { time: format.time(ticket.doors_at) })}</>}
                  </p>
                  <p>
                    <span {...ticketText(ticket, 'category')} />
                    {` · ${seatPlaceIn({ t }, ticket.seat, ticket.seat_section) || t('wallet.card.freeSeating')}`}
                  </p>
                  {ticket.location && <p {...schoolText}>{ticket.location}</p>}
                  <p className="ticket-card__meta">
                    {t('wallet.card.meta', { index: String(index + 1), count: String(tickets.length), id: String(ticket.id) })}
                    {ticket.status === 'cancelled' && <strong> · {ticket.returned ? t('wallet.card.returned') : t('wallet.card.cancelled')}</strong>}
                    {ticket.status === 'valid' && ticket.transferred_to && (
                      <strong> · {t('wallet.card.transferredTo', { name: isolate(rtl, ticket.transferred_to) })}</strong>
                    )}
                  </p>
                  {!cancelled && <TicketTransfer token={token} ticket={ticket} onTransferred={changed} />}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <ForgetTickets token={token} onForgotten={() => setLoad({ state: 'removed' })} />
    </div>
  );
}
