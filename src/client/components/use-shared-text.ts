import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

/** A catalog text by key, with the German that staff screens show beside it. */
export type SharedText = (key: string, german: string, values?: Record<string, unknown>) => string;

const nothingToWatch = () => () => undefined;

/**
 * Texts of a piece that the shop and the staff screens both show (error page, loading screen): inside
 * ShopLanguage the visitor's language from the catalog, elsewhere the German given beside the key. The
 * back office and kiosk stay German (issue 53) and load no catalog; useTranslation would warn there and
 * give the bare key.
 */
export function useSharedText(): SharedText {
  const shop = useContext(I18nContext)?.i18n;
  const watch = useCallback(
    (changed: () => void) => {
      if (!shop) return nothingToWatch();
      shop.on('languageChanged', changed);
      return () => shop.off('languageChanged', changed);
    },
    [shop],
  );
  // Renders again when the visitor switches the language.
  useSyncExternalStore(
    watch,
    () => shop?.language,
    () => shop?.language,
  );
  return (key, german, values) => (shop ? shop.t(key, values ?? {}) : german);
}
