import { useRegisterSW } from 'virtual:pwa-register/react';
import './pwa.css';

/** Offers a newly deployed version; taking it reloads once the new service worker has control. */
export function UpdateBar() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-bar" role="status">
      <button type="button" className="update-bar__button" onClick={() => updateServiceWorker(true)}>
        Neue Version verfügbar – Jetzt aktualisieren
      </button>
    </div>
  );
}
