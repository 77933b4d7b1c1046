import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PerformancesResponse } from '../../../shared/api/checkin';
import { formatDateTime } from '../../../shared/domain/format';
import { ApiError } from '../../lib/api-client';
import { ensureDevice, type KioskDevice, renameDevice } from './device';
import { unlockAudio } from './feedback';
import { kioskApi } from './kiosk-api';
import { kioskDb } from './kiosk-db';

type Listed = { id: number; eventTitle: string; startsAt: string; counts?: string };

/** Choose tonight's performance (offline: one synced before) and name this device. */
export function PerformancePicker({ onChoose }: { onChoose: (performanceId: number) => void }) {
  const [online, setOnline] = useState<PerformancesResponse['performances'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [device, setDevice] = useState<KioskDevice | null>(null);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(false);
  const stored = useLiveQuery(() => kioskDb.kioskShows.filter((show) => Boolean(show.lastSyncAt)).toArray(), []);

  useEffect(() => {
    kioskApi
      .performances()
      .then((answer) => setOnline(answer.performances))
      .catch((error) => setProblem(error instanceof ApiError && error.offline ? 'Offline: nur bereits synchronisierte Vorstellungen.' : String(error.message)));
  }, []);
  useEffect(() => {
    void ensureDevice(kioskDb).then((found) => {
      setDevice(found);
      setName(found.name);
    });
  }, []);

  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  const list: Listed[] = online
    ? online
        .filter((p) => new Date(p.starts_at).getTime() > dayAgo)
        .map((p) => ({ id: p.id, eventTitle: p.event_title, startsAt: p.starts_at, counts: `${p.admitted} von ${p.sold} eingelassen` }))
    : (stored ?? []).map((s) => ({ id: s.id, eventTitle: s.eventTitle, startsAt: s.startsAt }));

  function choose(id: number) {
    unlockAudio();
    onChoose(id);
  }

  return (
    <section className="kiosk-card" aria-labelledby="kiosk-pick-title">
      <h1 id="kiosk-pick-title">Vorstellung wählen</h1>
      {problem && <p className="kiosk-message kiosk-message--warning">{problem}</p>}
      {list.length === 0 && !problem && <p>{online ? 'Keine anstehenden Vorstellungen.' : 'Lade Vorstellungen …'}</p>}
      <ul className="kiosk-pick">
        {list.map((item) => (
          <li key={item.id}>
            <button type="button" className="kiosk-button kiosk-pick__button" onClick={() => choose(item.id)}>
              <strong>{item.eventTitle}</strong>
              <span>{formatDateTime(item.startsAt)}</span>
              {item.counts && <small>{item.counts}</small>}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="kiosk-device"
        onSubmit={(event) => {
          event.preventDefault();
          void renameDevice(kioskDb, name).then((renamed) => {
            setDevice(renamed);
            setName(renamed.name);
            setSaved(true);
          });
        }}
      >
        <label htmlFor="kiosk-device-name">Gerätename</label>
        <div className="kiosk-code__row">
          {/* Read-only until the stored name arrives, so nothing typed meanwhile is overwritten or appended to. */}
          <input id="kiosk-device-name" value={name} maxLength={60} readOnly={!device} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className="kiosk-button kiosk-button--ghost" disabled={!device}>
            Speichern
          </button>
        </div>
        {saved && <p role="status">Gerätename gespeichert.</p>}
      </form>
    </section>
  );
}
