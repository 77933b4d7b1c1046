import type { i18n } from 'i18next';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '../components/LoadingScreen';
import { isOffered } from '../../shared/i18n/offer';
import { shopTextsOf } from './create-i18n';
import { storedLanguage, urlLanguage } from './shell-language';
import { clientShopI18n, cookieMatches, prepareShopLanguage, rememberLanguage, ServerShopI18n, switchLanguage } from './shop-i18n';

/**
 * The shop's language for everything inside it (issue 53). On the server the request's instance; in the
 * browser the one start-app.tsx prepared before the first render (or, reached from the back office, one
 * prepared here). A page the server rendered from Accept-Language turns to the device's remembered choice
 * once hydrated (if the shop still offers it), and the cookie that tells the server is written again if it went missing.
 */
export function ShopLanguage({ children }: { children: ReactNode }) {
  const server = useContext(ServerShopI18n);
  const [instance, setInstance] = useState<i18n | undefined>(() => server ?? clientShopI18n());
  useEffect(() => {
    if (server) return;
    if (!instance) {
      void prepareShopLanguage(false).then(setInstance);
      return;
    }
    const stored = storedLanguage();
    // A choice of a language the school no longer offers stays unused (and remembered, should it return).
    if (!stored || !isOffered(stored, shopTextsOf(instance))) return;
    if (stored !== instance.language && !urlLanguage()) void switchLanguage(instance, stored);
    else if (!cookieMatches(stored)) rememberLanguage(stored);
  }, [instance, server]);
  if (!instance) return <LoadingScreen />;
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
