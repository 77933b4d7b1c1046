import { type FormEvent, useState } from 'react';
import type { GuestDto } from '../../../shared/api/reservations';
import { formatTime } from '../../../shared/domain/format';
import { errorText } from '../../lib/error-text';
import { reservationsApi } from '../reservations/reservations-api';
import type { KioskDevice } from './device';

/** The guest list (names without tickets): found by name and admitted once, while online. */
export function KioskGuestList({ performanceId, device }: { performanceId: number; device: KioskDevice | null }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GuestDto[] | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    setMessage(null);
    try {
      setResults((await reservationsApi.guests(performanceId, query.trim())).guests);
    } catch (failure) {
      setMessage({ error: true, text: errorText('Die Gästeliste braucht eine Verbindung zum Server', failure) });
    }
  }

  async function admit(guest: GuestDto) {
    if (!device) return;
    try {
      const answer = await reservationsApi.admitGuest(guest.id, { device_id: device.id, device_name: device.name });
      setMessage({ error: answer.already, text: answer.message });
      setResults((current) => current?.map((row) => (row.id === guest.id ? answer.guest : row)) ?? null);
    } catch (failure) {
      setMessage({ error: true, text: errorText('Nicht eingelassen', failure) });
    }
  }

  return (
    <section className="kiosk-search" aria-labelledby="kiosk-guests-title">
      <h2 id="kiosk-guests-title">Gästeliste</h2>
      <form onSubmit={search}>
        <label htmlFor="kiosk-guest-input">Name des Gastes</label>
        <div className="kiosk-code__row">
          <input id="kiosk-guest-input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          <button type="submit" className="kiosk-button">
            Suchen
          </button>
        </div>
      </form>
      {results?.length === 0 && <p>Niemand auf der Gästeliste gefunden.</p>}
      <ul className="kiosk-search__list">
        {results?.map((guest) => (
          <li key={guest.id} className="kiosk-search__item">
            <div>
              <strong>{guest.name}</strong>
              {guest.note && <span>{guest.note}</span>}
              {guest.admitted_at && <span className="kiosk-tag">Eingelassen {formatTime(guest.admitted_at)} Uhr</span>}
            </div>
            <button type="button" className="kiosk-button" onClick={() => admit(guest)} disabled={!device || guest.admitted_at !== null}>
              Einlassen
            </button>
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
