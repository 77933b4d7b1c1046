import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { formatTime } from '../../../shared/domain/format';
import type { KioskDevice } from './device';
import { admitGuestAtDoor, type DoorActionOutcome } from './door-actions';
import { doorActionProblems } from './door-actions-outbox';
import { doorListsApi, refreshDoorLists, type GuestView, searchGuests } from './door-lists';
import { DoorProblems, OutcomeMessage } from './DoorOutcome';
import { kioskDb } from './kiosk-db';
import { useTypedSearch } from '../../lib/use-typed-search';

/**
 * The guest list (names without tickets): found by name in the copy this kiosk keeps, admitted once, also
 * without network (the admission waits in the outbox and is sent later).
 */
export function KioskGuestList({ performanceId, device }: { performanceId: number; device: KioskDevice | null }) {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const results = useLiveQuery(async () => (searched === null ? null : searchGuests(kioskDb, performanceId, searched)), [performanceId, searched]);
  const problems = useLiveQuery(() => doorActionProblems(kioskDb, performanceId, 'guest'), [performanceId]);
  const [outcome, setOutcome] = useState<DoorActionOutcome | null>(null);

  function run(text: string) {
    setOutcome(null);
    setSearched(text);
    // Online the copy is read afresh (a name added a moment ago); offline the copy answers as it is.
    void refreshDoorLists(kioskDb, doorListsApi, performanceId).catch(() => undefined);
  }
  useTypedSearch(query, run);

  /** Enter searches at once, an empty name lists everyone on the list. */
  function search(event: FormEvent) {
    event.preventDefault();
    run(query.trim());
  }

  async function admit(guest: GuestView) {
    if (!device) return;
    setOutcome(await admitGuestAtDoor(kioskDb, doorListsApi, device, guest.id));
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
      <DoorProblems rows={problems} />
      {results?.length === 0 && <p>Niemand auf der Gästeliste gefunden.</p>}
      <ul className="kiosk-search__list">
        {results?.map((guest) => (
          <li key={guest.id} className="kiosk-search__item">
            <div>
              <strong>{guest.name}</strong>
              {guest.note && <span>{guest.note}</span>}
              {guest.admittedAt && <span className="kiosk-tag">Eingelassen {formatTime(guest.admittedAt)} Uhr</span>}
              {guest.waiting && <span className="kiosk-tag">Wartet auf Übertragung</span>}
            </div>
            <button type="button" className="kiosk-button" onClick={() => void admit(guest)} disabled={!device || guest.admittedAt !== null}>
              Einlassen
            </button>
          </li>
        ))}
      </ul>
      <OutcomeMessage outcome={outcome} />
    </section>
  );
}
