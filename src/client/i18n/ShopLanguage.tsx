import type { i18n } from 'i18next';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '../components/LoadingScreen';
import {
  clientShopI18n,
  cookieMatches,
  prepareClientShopI18n,
  rememberLanguage,
  ServerShopI18n,
  startLanguage,
  storedLanguage,
  switchLanguage,
  urlLanguage,
} from './shop-i18n';

/**
 * The shop's language for everything inside it (issue 53). On the server the request's instance; in the
 * browser the one start-app.tsx prepared before the first render (or, reached from the back office, one
 * prepared here). A page the server rendered from Accept-Language turns to the device's remembered choice
 * once hydrated, and the cookie that tells the server is written again if it went missing.
 */
export function ShopLanguage({ children }: { children: ReactNode }) {
  const server = useContext(ServerShopI18n);
  const [instance, setInstance] = useState<i18n | undefined>(() => server ?? clientShopI18n());
  useEffect(() => {
    if (server) return;
    if (!instance) {
      void prepareClientShopI18n(startLanguage(false)).then(setInstance);
      return;
    }
    const stored = storedLanguage();
    if (!stored) return;
    if (stored !== instance.language && !urlLanguage()) void switchLanguage(instance, stored);
    else if (!cookieMatches(stored)) rememberLanguage(stored);
  }, [instance, server]);
  if (!instance) return <LoadingScreen />;
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
