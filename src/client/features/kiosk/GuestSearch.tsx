import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { seatText } from '../../../shared/domain/checkin-verdict';
import { formatTime } from '../../../shared/domain/format';
import { type KioskTicketRow, kioskDb } from './kiosk-db';
import { searchTickets } from './ticket-store';

/** A guest without a code: found by name, order or ticket number, admitted with one tap. */
export function GuestSearch({ performanceId, onAdmit }: { performanceId: number; onAdmit: (ticket: KioskTicketRow) => void }) {
  const [query, setQuery] = useState('');
  const results = useLiveQuery(() => searchTickets(kioskDb, performanceId, query), [performanceId, query]);
  return (
    <section className="kiosk-search" aria-labelledby="kiosk-search-title">
      <h2 id="kiosk-search-title">Gäste suchen</h2>
      <label htmlFor="kiosk-search-input">Name oder Bestellnummer</label>
      <input id="kiosk-search-input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      {query.trim().length >= 2 && results?.length === 0 && <p>Keine Tickets gefunden.</p>}
      <ul className="kiosk-search__list">
        {results?.map((ticket) => (
          <li key={ticket.id} className="kiosk-search__item">
            <div>
              <strong>{ticket.name || `Ticket ${ticket.id}`}</strong>
              <span>
                Bestellung {ticket.orderId} · Ticket {ticket.id} · {seatText(ticket.category, ticket.seat)}
              </span>
              {ticket.status === 'cancelled' && <span className="kiosk-tag kiosk-tag--red">Storniert</span>}
              {ticket.admittedAt && <span className="kiosk-tag">Eingelassen {formatTime(ticket.admittedAt)} Uhr</span>}
            </div>
            <button type="button" className="kiosk-button" onClick={() => onAdmit(ticket)}>
              Einlassen
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
