import { DEFAULT_COOKIE_TEXT } from '../../../shared/domain/shop-defaults';
import { DEFAULT_CONSENT } from '../../lib/storage-mirror';
import { ConsentDialog } from './ConsentDialog';
import { useConsentSettingsOpen } from './consent-settings';
import { useConsent } from './use-consent';

/** Spec §4 cookie banner: shown while no consent is stored, or when reopened with the stored choice. */
export default function CookieBanner({ text = DEFAULT_COOKIE_TEXT }: { text?: string }) {
  const consent = useConsent();
  const reopened = useConsentSettingsOpen();
  if (consent === 'loading') return null;
  if (consent !== null && !reopened) return null;
  return <ConsentDialog initial={consent ?? DEFAULT_CONSENT} dismissible={consent !== null} text={text} />;
}
