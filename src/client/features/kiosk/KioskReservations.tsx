import { type FormEvent, useState } from 'react';
import type { StaffOrderDto } from '../../../shared/api/reservations';
import { formatCents, formatTime } from '../../../shared/domain/format';
import { errorText } from '../../lib/error-text';
import { reservationsApi } from '../reservations/reservations-api';
import type { KioskDevice } from './device';

const STATE_TEXT: Record<string, string> = { bezahlt: 'Bezahlt', abgelaufen: 'Abgelaufen', storniert: 'Storniert' };

/**
 * Reservations "zahlt an der Abendkasse": found by name, paid in cash with one tap; the guests are admitted.
 * Needs the network (the server takes the places from the reservation and issues the tickets).
 */
export function KioskReservations({ performanceId, device, onPaid }: { performanceId: number; device: KioskDevice | null; onPaid: () => void }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<StaffOrderDto[] | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async () => setResults((await reservationsApi.list(performanceId, query.trim())).orders);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim().length < 2) return;
    setMessage(null);
    try {
      await find();
    } catch (failure) {
      setMessage({ error: true, text: errorText('Die Suche braucht eine Verbindung zum Server', failure) });
    }
  }

  async function pay(order: StaffOrderDto) {
    if (!device) return;
    setBusy(true);
    try {
      const answer = await reservationsApi.pay(order.order_id, { device_id: device.id, device_name: device.name });
      // The list shows the new state; the message stays.
      await find().catch(() => undefined);
      setMessage({ error: false, text: `${answer.message} ${formatCents(answer.total_cents)} bar erhalten.` });
      onPaid();
    } catch (failure) {
      setMessage({ error: true, text: errorText('Nicht bezahlt', failure) });
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
      {results?.length === 0 && <p>Keine Reservierung gefunden.</p>}
      <ul className="kiosk-search__list">
        {results?.map((order) => (
          <li key={order.order_id} className="kiosk-search__item">
            <div>
              <strong>
                {order.first_name} {order.last_name}
              </strong>
              <span>
                Bestellung {order.order_id} · {order.categories} · {formatCents(order.total_cents)}
              </span>
              {order.state === 'offen' ? (
                <span className="kiosk-tag">Reserviert bis {formatTime(order.expires_at)} Uhr</span>
              ) : (
                <span className={order.state === 'bezahlt' ? 'kiosk-tag' : 'kiosk-tag kiosk-tag--red'}>{STATE_TEXT[order.state] ?? order.state}</span>
              )}
            </div>
            {order.state === 'offen' && (
              <button type="button" className="kiosk-button" onClick={() => pay(order)} disabled={busy || !device}>
                Bar bezahlt ({formatCents(order.total_cents)})
              </button>
            )}
          </li>
        ))}
      </ul>
      {message && (
        <p className={message.error ? 'kiosk-message kiosk-message--error' : 'kiosk-message'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
