import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDateTime } from '../../../shared/domain/format';
import { staleReads } from '../../lib/offline/stale-reads';
import './pwa.css';

function subscribe(onChange: () => void) {
  staleReads.listeners.add(onChange);
  return () => staleReads.listeners.delete(onChange);
}

/** 'Offline – Stand: …' while the screen shows stored answers; cleared on every navigation. */
export function StaleDataNotice() {
  const { pathname } = useLocation();
  const oldest = useSyncExternalStore(subscribe, () => staleReads.oldest());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts without stale answers
  useEffect(() => staleReads.clear(), [pathname]);
  if (!oldest) return null;
  return (
    <p className="stale-notice" role="status">
      Offline – Stand: {formatDateTime(new Date(oldest))}
    </p>
  );
}
