import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDateTime } from '../../../shared/domain/format';
import { QUEUED_READ_TEXT } from '../../lib/offline/admin-reads';
import { staleReads } from '../../lib/offline/stale-reads';
import { useOnlineStatus } from '../../lib/use-online-status';
import './pwa.css';

function subscribe(onChange: () => void) {
  staleReads.listeners.add(onChange);
  return () => staleReads.listeners.delete(onChange);
}

/**
 * The back office's offline line above every page: 'Offline – Stand: …' while it shows stored answers,
 * the waiting text while a read with nothing stored is queued, else 'Offline' while offline at all.
 */
export function OfflineNotice() {
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  const oldest = useSyncExternalStore(subscribe, () => staleReads.oldest());
  const waiting = useSyncExternalStore(subscribe, () => staleReads.waiting());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts without stale answers
  useEffect(() => staleReads.clear(), [pathname]);
  if (!oldest && !waiting && online) return null;
  return (
    <div className="stale-notice" role="status">
      {oldest && <p>Offline – Stand: {formatDateTime(new Date(oldest))}</p>}
      {waiting && <p>{QUEUED_READ_TEXT}</p>}
      {!oldest && !waiting && <p>Offline</p>}
    </div>
  );
}
