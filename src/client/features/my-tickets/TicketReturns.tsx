import { useState } from 'react';
import type { TicketDto, TicketPageResponse, TicketReturnResponse } from '../../../shared/api/tickets';
import { directionOf } from '../../../shared/i18n/languages';
import { seatPlaceIn } from '../../../shared/i18n/order-texts';
import { useShopText } from '../../i18n/use-shop-text';
import { returnTickets } from './my-tickets-api';
import { ticketIn } from './ticket-texts';
import { failureText, isolate } from './wallet-text';

/** What the buyer is about to return: one ticket, or every ticket still returnable. */
type Choice = { ids: number[]; ticket: TicketDto } | { ids: undefined; count: number } | null;

/**
 * Returns by the buyer (issue 33): within the return period one ticket or all of them go back; the
 * server refunds through PayPal. The choice is confirmed first, since a returned ticket is gone for good.
 * In the visitor's language (issue 53): German keeps the server's own sentences.
 */
export function TicketReturns({
  token,
  tickets,
  returns,
  onReturned,
  free = false,
}: {
  token: string;
  tickets: TicketDto[];
  returns: TicketPageResponse['returns'];
  onReturned: (message: string) => void;
  /** The order cost nothing (issue 33): there is no money to go back. */
  free?: boolean;
}) {
  const { t, language, format } = useShopText();
  const german = language === 'de';
  const rtl = directionOf(language) === 'rtl';
  const [choice, setChoice] = useState<Choice>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const returnable = tickets.filter((ticket) => ticket.returnable);
  if (!returns?.note) return null;
  const deadline = returns.deadline ? t('mail.dateTime', { date: format.date(returns.deadline), time: format.time(returns.deadline) }) : null;
  // A copy kept from before the page named the deadline as data says it as the server wrote it.
  const note = german || !deadline ? returns.note : t(returns.open ? 'returns.note.open' : 'returns.note.over', { deadline });

  const doneText = (answer: TicketReturnResponse) => {
    if (german) return answer.message;
    const count = answer.returned;
    if (answer.refund === 0) return t('returns.done.free', { count });
    return t(answer.refund_pending ? 'returns.done.pending' : 'returns.done.refunded', { count, amount: format.money(answer.refund) });
  };

  async function confirm() {
    if (!choice) return;
    setBusy(true);
    setError('');
    try {
      const answer = await returnTickets(token, choice.ids);
      setChoice(null);
      onReturned(doneText(answer));
    } catch (failure) {
      setError(failureText(failure, t, german, 'returns.failed'));
    } finally {
      setBusy(false);
    }
  }

  const question = (chosen: NonNullable<Choice>) => {
    const values = { free: free ? 'yes' : 'no' };
    if (chosen.ids === undefined) return t('returns.confirm.all', { ...values, count: chosen.count });
    const { ticket } = chosen;
    const seat = seatPlaceIn({ t }, ticket.seat, ticket.seat_section);
    // The category is the school's (translated or German): kept in its own direction inside an Arabic sentence.
    const category = isolate(rtl, ticketIn(ticket, language).category);
    return t('returns.confirm.one', { ...values, id: String(ticket.id), what: seat ? `${category}, ${seat}` : category });
  };

  return (
    <section className="ticket-returns" aria-labelledby="ticket-returns-title">
      <h2 id="ticket-returns-title">{t('returns.title')}</h2>
      <p>{note}</p>
      {returnable.length > 0 && !choice && (
        <div className="ticket-returns__choices">
          {returnable.map((ticket) => (
            <button key={ticket.id} type="button" className="button button--ghost" onClick={() => setChoice({ ids: [ticket.id], ticket })}>
              {t('returns.one', { id: String(ticket.id) })}
            </button>
          ))}
          {returnable.length > 1 && (
            <button type="button" className="button button--ghost" onClick={() => setChoice({ ids: undefined, count: returnable.length })}>
              {t('returns.all')}
            </button>
          )}
        </div>
      )}
      {choice && (
        // Issue 41: a card like the shop's others, its buttons side by side (stacked with a gap on a phone).
        <section className="ticket-returns__confirm" aria-label={t('returns.confirmLabel')}>
          <p>{question(choice)}</p>
          <div className="ticket-returns__actions">
            <button type="button" className="button" disabled={busy} onClick={confirm}>
              {busy ? t('returns.busy') : t('returns.yes')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setChoice(null)}>
              {t('returns.cancel')}
            </button>
          </div>
        </section>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
