import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { formatCents, formatTime } from '../../../shared/domain/format';
import type { KioskDevice } from './device';
import { type DoorActionOutcome, payReservationAtDoor } from './door-actions';
import { doorActionProblems } from './door-actions-outbox';
import { doorListsApi, refreshDoorLists, type ReservationView, searchReservations } from './door-lists';
import { DoorProblems, OutcomeMessage } from './DoorOutcome';
import { kioskDb } from './kiosk-db';
import { useTypedSearch } from '../../lib/use-typed-search';

const STATE_TEXT: Record<string, string> = { bezahlt: 'Bezahlt', abgelaufen: 'Abgelaufen', storniert: 'Storniert' };

/**
 * Reservations "zahlt an der Abendkasse": found by name in the copy this kiosk keeps, paid in cash with one
 * tap; the guests are admitted. Without network the payment waits in the outbox and is sent later.
 */
export function KioskReservations({ performanceId, device, onPaid }: { performanceId: number; device: KioskDevice | null; onPaid: () => void }) {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const results = useLiveQuery(async () => (searched === null ? null : searchReservations(kioskDb, performanceId, searched)), [performanceId, searched]);
  const problems = useLiveQuery(() => doorActionProblems(kioskDb, performanceId, 'payment'), [performanceId]);
  const [outcome, setOutcome] = useState<DoorActionOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  function run(text: string) {
    setOutcome(null);
    setSearched(text);
    // Online the copy is read afresh (a name added a moment ago); offline the copy answers as it is.
    void refreshDoorLists(kioskDb, doorListsApi, performanceId).catch(() => undefined);
  }
  useTypedSearch(query, run);

  function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim().length >= 2) run(query.trim());
  }

  async function pay(order: ReservationView) {
    if (!device) return;
    setBusy(true);
    try {
      const result = await payReservationAtDoor(kioskDb, doorListsApi, device, order.orderId);
      setOutcome(result);
      if (result.status === 'done') onPaid();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="kiosk-search" aria-labelledby="kiosk-reservations-title">
      <h2 id="kiosk-reservations-title">Reservierungen</h2>
      <form onSubmit={search}>
        <label htmlFor="kiosk-reservation-input">Name oder Bestellnummer</label>
        <div className="kiosk-code__row">
          <input id="kiosk-reservation-input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          <button type="submit" className="kiosk-button" disabled={query.trim().length < 2}>
            Suchen
          </button>
        </div>
      </form>
      <DoorProblems rows={problems} />
      {results?.length === 0 && <p>Keine Reservierung gefunden.</p>}
      <ul className="kiosk-search__list">
        {results?.map((order) => (
          <li key={order.orderId} className="kiosk-search__item">
            <div>
              <strong>
                {order.firstName} {order.lastName}
              </strong>
              <span>
                Bestellung {order.orderId} · {order.categories} · {formatCents(order.totalCents)}
              </span>
              {order.state === 'offen' ? (
                <span className="kiosk-tag">Reserviert bis {formatTime(order.expiresAt)} Uhr</span>
              ) : (
                <span className={order.state === 'bezahlt' ? 'kiosk-tag' : 'kiosk-tag kiosk-tag--red'}>{STATE_TEXT[order.state] ?? order.state}</span>
              )}
              {order.waiting && <span className="kiosk-tag">Wartet auf Übertragung</span>}
            </div>
            {order.state === 'offen' && (
              <button type="button" className="kiosk-button" onClick={() => void pay(order)} disabled={busy || !device}>
                Bar bezahlt ({formatCents(order.totalCents)})
              </button>
            )}
          </li>
        ))}
      </ul>
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}
