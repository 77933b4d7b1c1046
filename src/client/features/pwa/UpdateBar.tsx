import { useRegisterSW } from 'virtual:pwa-register/react';
import { handFirstVisitToCaches } from './first-visit-cache';
import './pwa.css';

/** Offers a newly deployed version; taking it reloads once the new service worker has control. */
export function UpdateBar() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, registration) => void handFirstVisitToCaches(registration) });
  if (!needRefresh) return null;
  return (
    <div className="update-bar" role="status">
      <button type="button" className="update-bar__button" onClick={() => updateServiceWorker(true)}>
        Neue Version verfügbar – Jetzt aktualisieren
      </button>
    </div>
  );
}
