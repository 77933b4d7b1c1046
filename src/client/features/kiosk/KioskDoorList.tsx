import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../shared/domain/format';
import { errorText } from '../../lib/error-text';
import { reservationsApi } from '../reservations/index';
import { keepDoorList, storedDoorList } from './door-list-cache';

function open(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The paper list for the door: fetched while online, the last copy kept on the tablet for when the network is gone. */
export function KioskDoorList({ performanceId }: { performanceId: number }) {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void storedDoorList(performanceId).then((stored) => live && setSavedAt(stored?.savedAt ?? null));
    return () => {
      live = false;
    };
  }, [performanceId]);

  async function download() {
    setBusy(true);
    setMessage(null);
    try {
      const blob = await reservationsApi.doorList(performanceId);
      const now = new Date();
      const kept = await keepDoorList(performanceId, blob, now);
      if (kept) setSavedAt(now);
      setMessage({
        error: false,
        text: kept
          ? 'Die Einlassliste ist geladen und auf diesem Tablet gespeichert.'
          : 'Die Einlassliste ist geladen (dieses Gerät kann sie nicht speichern).',
      });
      open(blob);
    } catch (failure) {
      setMessage({ error: true, text: errorText('Die Einlassliste konnte nicht geladen werden', failure) });
    } finally {
      setBusy(false);
    }
  }

  async function openStored() {
    const stored = await storedDoorList(performanceId);
    if (stored) open(stored.blob);
    else setMessage({ error: true, text: 'Auf diesem Tablet ist keine Einlassliste gespeichert.' });
  }

  return (
    <section className="kiosk-search" aria-labelledby="kiosk-doorlist-title">
      <h2 id="kiosk-doorlist-title">Einlassliste</h2>
      <p>Alle gültigen Tickets nach Nachnamen und die Gästeliste, zum Ausdrucken. Die zuletzt geladene Liste öffnet sich auch ohne Netz.</p>
      <div className="kiosk-doorlist__actions">
        <button type="button" className="kiosk-button" onClick={download} disabled={busy}>
          Einlassliste laden
        </button>
        <button type="button" className="kiosk-button kiosk-button--ghost" onClick={openStored} disabled={!savedAt}>
          Gespeicherte Liste öffnen
        </button>
      </div>
      <p>{savedAt ? `Gespeichert: ${formatDateTime(savedAt)}` : 'Noch keine Liste auf diesem Tablet.'}</p>
      {message && (
        <p className={message.error ? 'kiosk-message kiosk-message--error' : 'kiosk-message'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
