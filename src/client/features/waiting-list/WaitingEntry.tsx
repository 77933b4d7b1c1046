import { useCallback, useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import type { WaitingEntryView } from '../../../shared/api/waiting-list';
import { fetchWaitingEntry, leaveWaitingList } from './waiting-list-api';
import { OfferCheckout } from './OfferCheckout';
import { useWaitingText } from './waiting-texts';
import './waiting-list.css';

/** The personal link of a waiting-list entry (/warteliste/:token): its state, the offer to pay, leaving the list. */
export function WaitingEntry({ token }: { token: string }) {
  const { t, format, dateTime, tickets, answer, failure, deadline, seatsSentence, own, schoolText } = useWaitingText();
  const [entry, setEntry] = useState<WaitingEntryView>();
  // The failure itself: its words follow the language when the visitor switches it.
  const [problem, setProblem] = useState<unknown>();
  const [left, setLeft] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  // Bought on this page: the offer's checkout shows its last step, the page no longer offers to decline.
  const [paid, setPaid] = useState(false);

  const load = useCallback(() => {
    fetchWaitingEntry(token).then(setEntry, (error) => setProblem(error ?? new Error()));
  }, [token]);
  useEffect(load, [load]);

  async function leave() {
    try {
      setLeft((await leaveWaitingList(token)).message);
    } catch (error) {
      setProblem(error ?? new Error());
    }
  }

  const problemLine = problem !== undefined && (
    <p role="alert" className="form-error">
      {failure(problem)}
    </p>
  );
  if (left !== undefined) {
    return (
      <section className="waiting-entry" aria-labelledby="waiting-title">
        <h1 id="waiting-title">{t('waiting.title')}</h1>
        <p role="status">{answer(left, 'waiting.left')}</p>
      </section>
    );
  }
  if (!entry) {
    return (
      <section className="waiting-entry" aria-labelledby="waiting-title">
        <h1 id="waiting-title">{t('waiting.title')}</h1>
        {problemLine || <p>{t('waiting.loading')}</p>}
      </section>
    );
  }
  const name = own(entry.name);
  const seats = seatsSentence(entry.seats);
  return (
    <section className="waiting-entry" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{entry.status === 'offered' && !paid ? t('waiting.offer.title') : t('waiting.title')}</h1>
      <p className="waiting-entry__facts">
        <strong {...schoolText}>{entry.event_title}</strong>
        {t('waiting.facts', { when: dateTime(entry.starts_at), tickets: tickets(entry.quantity) })}
        {entry.category_name && (
          <>
            {' ('}
            <span {...schoolText}>{entry.category_name}</span>)
          </>
        )}
      </p>
      {entry.status === 'unconfirmed' && <p>{t('waiting.unconfirmed', { name })}</p>}
      {entry.status === 'waiting' && <p>{t('waiting.waiting', { name })}</p>}
      {entry.status === 'offered' && (
        <>
          {!paid && (
            <>
              <p>
                {entry.total_cents !== null
                  ? t('waiting.offer.heldFor', { name, tickets: tickets(entry.quantity), total: format.money(entry.total_cents / 100) })
                  : t('waiting.offer.held', { name, tickets: tickets(entry.quantity) })}{' '}
                {seats}
              </p>
              {entry.offer_expires_at && (
                <p className="waiting-entry__deadline">
                  <Trans
                    i18nKey="waiting.offer.deadline"
                    values={{ deadline: deadline(new Date(entry.offer_expires_at), new Date()) }}
                    components={{ until: <strong /> }}
                  />
                </p>
              )}
            </>
          )}
          <OfferCheckout token={token} totalCents={entry.total_cents ?? 0} onExpired={load} onBought={() => setPaid(true)} />
        </>
      )}
      {entry.status === 'bought' && <p>{t('waiting.bought', { seats })}</p>}
      {entry.status === 'lapsed' && <p>{t('waiting.lapsed')}</p>}
      {problemLine}
      {/* Once paid there is nothing to decline (issue 51). */}
      {(entry.status === 'unconfirmed' || entry.status === 'waiting' || (entry.status === 'offered' && !paid)) &&
        (confirming ? (
          <div className="waiting-form__actions">
            <span>{entry.status === 'offered' ? t('waiting.leave.askOffer') : t('waiting.leave.ask')}</span>
            <button type="button" className="button" onClick={() => void leave()}>
              {t('waiting.leave.yes')}
            </button>
            <button type="button" className="link-button" onClick={() => setConfirming(false)}>
              {t('waiting.leave.no')}
            </button>
          </div>
        ) : (
          <p>
            <button type="button" className="link-button" onClick={() => setConfirming(true)}>
              {entry.status === 'offered' ? t('waiting.leave.offer') : t('waiting.leave.button')}
            </button>
          </p>
        ))}
    </section>
  );
}
