import { useCallback, useEffect, useState } from 'react';
import type { WaitingEntryView } from '../../../shared/api/waiting-list';
import { formatCents, formatDateTime } from '../../../shared/domain/format';
import { offeredSeatsSentence, validUntil } from '../../../shared/domain/offer-texts';
import { ticketWord } from '../../../shared/domain/waiting-list';
import { fetchWaitingEntry, leaveWaitingList } from './waiting-list-api';
import { OfferCheckout } from './OfferCheckout';
import './waiting-list.css';

const message = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Das hat nicht geklappt. Bitte versuche es erneut.');

/** The personal link of a waiting-list entry (/warteliste/:token): its state, the offer to pay, leaving the list. */
export function WaitingEntry({ token }: { token: string }) {
  const [entry, setEntry] = useState<WaitingEntryView>();
  const [problem, setProblem] = useState<string>();
  const [left, setLeft] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  // Bought on this page: the offer's checkout shows its last step, the page no longer offers to decline.
  const [paid, setPaid] = useState(false);

  const load = useCallback(() => {
    fetchWaitingEntry(token).then(setEntry, (error) => setProblem(message(error)));
  }, [token]);
  useEffect(load, [load]);

  async function leave() {
    try {
      setLeft((await leaveWaitingList(token)).message);
    } catch (error) {
      setProblem(message(error));
    }
  }

  if (left) {
    return (
      <section className="waiting-entry" aria-labelledby="waiting-title">
        <h1 id="waiting-title">Warteliste</h1>
        <p role="status">{left}</p>
      </section>
    );
  }
  if (!entry) {
    return (
      <section className="waiting-entry" aria-labelledby="waiting-title">
        <h1 id="waiting-title">Warteliste</h1>
        {problem ? (
          <p role="alert" className="form-error">
            {problem}
          </p>
        ) : (
          <p>Wird geladen …</p>
        )}
      </section>
    );
  }
  const when = formatDateTime(entry.starts_at);
  return (
    <section className="waiting-entry" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{entry.status === 'offered' && !paid ? 'Plätze für dich frei' : 'Warteliste'}</h1>
      <p className="waiting-entry__facts">
        <strong>{entry.event_title}</strong>, {when} · {ticketWord(entry.quantity)}
        {entry.category_name ? ` (${entry.category_name})` : ''}
      </p>
      {entry.status === 'unconfirmed' && (
        <p>Hallo {entry.name}, bitte bestätige deine Anmeldung über den Link in unserer E-Mail; erst dann stehst du auf der Warteliste.</p>
      )}
      {entry.status === 'waiting' && <p>Hallo {entry.name}, du stehst auf der Warteliste. Werden Plätze frei, bekommst du der Reihe nach eine E-Mail.</p>}
      {entry.status === 'offered' && (
        <>
          {!paid && (
            <>
              <p>
                Hallo {entry.name}, wir halten {ticketWord(entry.quantity)} für dich bereit
                {entry.total_cents !== null ? ` – zusammen ${formatCents(entry.total_cents)}` : ''}. {offeredSeatsSentence(entry.seats)}
              </p>
              {entry.offer_expires_at && (
                <p className="waiting-entry__deadline">
                  Das Angebot <strong>{validUntil(new Date(entry.offer_expires_at), new Date())}</strong>. Nur über diesen Link kannst du die Tickets kaufen.
                </p>
              )}
            </>
          )}
          <OfferCheckout token={token} totalCents={entry.total_cents ?? 0} onExpired={load} onBought={() => setPaid(true)} />
        </>
      )}
      {entry.status === 'bought' && <p>Du hast die Tickets gekauft. {offeredSeatsSentence(entry.seats)} Sie kamen per E-Mail; danke!</p>}
      {entry.status === 'lapsed' && <p>Dein Angebot ist abgelaufen; die Plätze gingen an die nächste Person auf der Warteliste.</p>}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {/* Once paid there is nothing to decline (issue 51). */}
      {(entry.status === 'unconfirmed' || entry.status === 'waiting' || (entry.status === 'offered' && !paid)) &&
        (confirming ? (
          <div className="waiting-form__actions">
            <span>{entry.status === 'offered' ? 'Angebot ablehnen und abmelden?' : 'Wirklich von der Warteliste abmelden?'}</span>
            <button type="button" className="button" onClick={() => void leave()}>
              Ja, abmelden
            </button>
            <button type="button" className="link-button" onClick={() => setConfirming(false)}>
              Nein
            </button>
          </div>
        ) : (
          <p>
            <button type="button" className="link-button" onClick={() => setConfirming(true)}>
              {entry.status === 'offered' ? 'Angebot ablehnen und von der Warteliste abmelden' : 'Von der Warteliste abmelden'}
            </button>
          </p>
        ))}
    </section>
  );
}
