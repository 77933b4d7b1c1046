import { lazy, Suspense, useState } from 'react';
import { DEFAULT_COOKIE_TEXT } from '../../../shared/domain/shop-defaults';
import { DEFAULT_CONSENT } from '../../lib/storage-mirror';
import { ConsentDialog } from './ConsentDialog';

const CookieBanner = lazy(() => import('./CookieBanner'));

/**
 * Spec §4 banner on a device that has stored nothing yet (lib/stored-data.ts): no consent, so it shows.
 * Once a choice is saved, the stored banner takes over (it reopens with the stored choice).
 */
export default function FirstVisitBanner({ text = DEFAULT_COOKIE_TEXT }: { text?: string }) {
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <Suspense fallback={null}>
        <CookieBanner text={text} />
      </Suspense>
    );
  }
  return <ConsentDialog initial={DEFAULT_CONSENT} dismissible={false} text={text} onSaved={() => setSaved(true)} />;
}
