import { useState } from 'react';
import type { TicketDto } from '../../../shared/api/tickets';
import { formatTicketCount } from '../../../shared/domain/format';
import { seatPlace } from '../../../shared/domain/seat-place';
import { ApiError } from '../../lib/api-client';
import { returnTickets } from './my-tickets-api';

/** What the buyer is about to return: one ticket, or every ticket still returnable. */
type Choice = { ids: number[] | undefined; label: string } | null;

/**
 * Returns by the buyer (issue 33): within the return period one ticket or all of them go back; the
 * server refunds through PayPal. The choice is confirmed first, since a returned ticket is gone for good.
 */
export function TicketReturns({
  token,
  tickets,
  note,
  onReturned,
  free = false,
}: {
  token: string;
  tickets: TicketDto[];
  note: string | null;
  onReturned: (message: string) => void;
  /** The order cost nothing (issue 33): there is no money to go back. */
  free?: boolean;
}) {
  const [choice, setChoice] = useState<Choice>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const returnable = tickets.filter((ticket) => ticket.returnable);
  if (!note) return null;

  async function confirm() {
    if (!choice) return;
    setBusy(true);
    setError('');
    try {
      const answer = await returnTickets(token, choice.ids);
      setChoice(null);
      onReturned(answer.message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Die Rückgabe hat nicht geklappt. Bitte versuche es noch einmal.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ticket-returns" aria-labelledby="ticket-returns-title">
      <h2 id="ticket-returns-title">Tickets zurückgeben</h2>
      <p>{note}</p>
      {returnable.length > 0 && !choice && (
        <div className="ticket-returns__choices">
          {returnable.map((ticket) => (
            <button
              key={ticket.id}
              type="button"
              className="button button--ghost"
              onClick={() =>
                setChoice({
                  ids: [ticket.id],
                  label: `Ticket Nr. ${ticket.id} (${ticket.category}${ticket.seat ? `, ${seatPlace(ticket.seat, ticket.seat_section)}` : ''})`,
                })
              }
            >
              Ticket Nr. {ticket.id} zurückgeben
            </button>
          ))}
          {returnable.length > 1 && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setChoice({ ids: undefined, label: `alle ${formatTicketCount(returnable.length)}` })}
            >
              Alle Tickets zurückgeben
            </button>
          )}
        </div>
      )}
      {choice && (
        // Issue 41: a card like the shop's others, its buttons side by side (stacked with a gap on a phone).
        <section className="ticket-returns__confirm" aria-label="Rückgabe bestätigen">
          <p>
            Willst du {choice.label} wirklich zurückgeben? Zurückgegebene Tickets werden ungültig,{' '}
            {free ? 'ihre Plätze gehen wieder in den Verkauf.' : 'der Betrag wird über PayPal erstattet.'}
          </p>
          <div className="ticket-returns__actions">
            <button type="button" className="button" disabled={busy} onClick={confirm}>
              {busy ? 'Rückgabe läuft …' : 'Ja, zurückgeben'}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setChoice(null)}>
              Abbrechen
            </button>
          </div>
        </section>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
