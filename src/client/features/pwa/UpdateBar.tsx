import { useRegisterSW } from 'virtual:pwa-register/react';
import { handFirstVisitToCaches } from './first-visit-cache';
import { UpdateOffer } from './UpdateOffer';
import './pwa.css';

/** Offers a newly deployed version; taking it reloads once the new service worker has control. */
export function UpdateBar() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, registration) => void handFirstVisitToCaches(registration) });
  if (!needRefresh) return null;
  return <UpdateOffer update={() => updateServiceWorker(true)} />;
}
