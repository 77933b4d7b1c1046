import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { formatDateTime, formatTime } from '../../../shared/domain/format';
import { ProgressBar } from '../../components/ProgressBar';
import { useOnlineStatus } from '../../lib/use-online-status';
import { kioskDb } from './kiosk-db';
import { waitingDoorActions } from './door-actions-outbox';
import { waitingSales, waitingScans } from './outbox';
import { isStale } from './sync';
import { localCounters } from './ticket-store';
import type { SyncState } from './use-door';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

interface Props {
  performanceId: number;
  sync: SyncState;
  onSync: () => void;
  onLeave: () => void;
  onLogout: () => void;
  deviceName: string;
}

/** Counters (admitted of sold), the last sync with its warning, the outbox and the sync button; changing the show and signing out. */
export function KioskHeader({ performanceId, sync, onSync, onLeave, onLogout, deviceName }: Props) {
  const show = useLiveQuery(() => kioskDb.kioskShows.get(performanceId), [performanceId]);
  const counters = useLiveQuery(() => localCounters(kioskDb, performanceId), [performanceId]);
  const waiting = useLiveQuery(
    async () => ({ scans: await waitingScans(kioskDb), sales: await waitingSales(kioskDb), lists: await waitingDoorActions(kioskDb) }),
    [],
  );
  const now = useNow(15_000);
  const online = useOnlineStatus();
  const stale = isStale(show?.lastSyncAt, now);
  const percent = sync.total > 0 ? Math.round((sync.done / sync.total) * 100) : sync.running ? 0 : 100;

  return (
    <header className="kiosk-header">
      <div className="kiosk-header__show">
        <h1 className="kiosk-header__title">{show?.eventTitle ?? 'Vorstellung'}</h1>
        <span>{show ? formatDateTime(show.startsAt) : ''}</span>
        {/* Issue 41: away from the tabs door staff tap all evening, with the other session actions. */}
        <div className="kiosk-header__actions">
          <button type="button" className="link-button" onClick={onLeave}>
            Vorstellung wechseln
          </button>
          <button type="button" className="link-button" onClick={onLogout}>
            Abmelden
          </button>
        </div>
      </div>
      <p className="kiosk-counter" aria-live="polite">
        <span className="kiosk-counter__value" data-testid="kiosk-admitted">
          {counters?.admitted ?? 0}
        </span>
        <span> von </span>
        <span data-testid="kiosk-sold">{counters?.sold ?? 0}</span>
        <span> eingelassen</span>
        {(show?.reentryAllowed || (counters?.reentries ?? 0) > 0) && (
          <span>
            {' · '}
            <span data-testid="kiosk-reentries">{counters?.reentries ?? 0}</span> {counters?.reentries === 1 ? 'Wiedereinlass' : 'Wiedereinlässe'}
          </span>
        )}
      </p>
      <div className="kiosk-header__sync">
        <span className={online ? 'kiosk-tag kiosk-tag--green' : 'kiosk-tag kiosk-tag--red'}>{online ? 'Online' : 'Offline'}</span>
        <span data-testid="kiosk-last-sync">
          {show?.lastSyncAt ? `Zuletzt synchronisiert: ${formatTime(show.lastSyncAt)} Uhr` : 'Noch nicht synchronisiert'}
        </span>
        {stale && show?.lastSyncAt && (
          <span className="kiosk-message kiosk-message--warning" role="alert">
            Letzte Synchronisierung vor über 10 Minuten!
          </span>
        )}
        {waiting && waiting.scans + waiting.sales + waiting.lists > 0 && (
          <span data-testid="kiosk-waiting">
            Wartet auf Übertragung: {count(waiting.scans, 'Scan', 'Scans')}, {count(waiting.sales, 'Verkauf', 'Verkäufe')}
            {waiting.lists > 0 && `, ${count(waiting.lists, 'Gast/Reservierung', 'Gäste/Reservierungen')}`}
          </span>
        )}
        {sync.problem && !sync.running && <span className="kiosk-message kiosk-message--warning">{sync.problem}</span>}
        <button type="button" className="kiosk-button kiosk-button--ghost" onClick={onSync} disabled={sync.running}>
          {sync.running ? 'Synchronisiere …' : 'Jetzt synchronisieren'}
        </button>
        {sync.running && (
          <span className="kiosk-progress">
            <ProgressBar value={percent} label="Synchronisierung" />
          </span>
        )}
        <span className="kiosk-header__device">Gerät: {deviceName}</span>
      </div>
    </header>
  );
}
