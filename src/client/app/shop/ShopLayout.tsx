import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLoaderData, useMatches, useRevalidator } from 'react-router-dom';
import type { PublicConfig } from '../../lib/public-config';
import { usePublicConfig } from '../../lib/public-config';
import { MaintenanceGate, ShopStylesheets, useShopTheme, useStartLayout } from '../../lib/shop-settings';
import { ShopFooter } from './ShopFooter';
import { ShopNav } from './ShopNav';
import { useStoredData } from '../../lib/stored-data';
import { useIdleMount } from '../../lib/use-idle-mount';
import { usePageStart } from '../use-page-start';
import { ShopLanguage } from '../../i18n/ShopLanguage';
import { useShopText } from '../../i18n/use-shop-text';
import type { ShopRouteHandle } from './shop-loaders';
import './shop.css';
// The server-rendered pages' styles come with the first stylesheet, not with their route's code (no shift).
import '../../features/events/events.css';
import '../../features/pages/pages.css';

// Needs IndexedDB to know whether consent is stored; loads after the page has painted.
const CookieBanner = lazy(() => import('../../features/consent/CookieBanner'));
// A device that has stored nothing has no consent either: the banner shows without IndexedDB.
const FirstVisitBanner = lazy(() => import('../../features/consent/FirstVisitBanner'));

/** The title the server rendered, kept up to date while the visitor moves between pages. */
function useRouteTitle(): void {
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as ShopRouteHandle | undefined;
  const { t } = useShopText();
  const title = handle?.title?.(leaf?.data, t) ?? 'Musical-Tickets';
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The pages' data once more after a language switch: the school's texts come in the page's language
 * (issue 53 item 5), the catalog's change at once and the school's follow with the answer.
 */
function useSchoolTextsFollowLanguage(language: string): void {
  const revalidator = useRevalidator();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void revalidator.revalidate();
  }, [language, revalidator]);
}

/** Spec §2 shop frame in the visitor's language (issue 53); the back office and kiosk stay German. */
export function ShopLayout() {
  return (
    <ShopLanguage>
      <ShopFrame />
    </ShopLanguage>
  );
}

function ShopFrame() {
  useRouteTitle();
  const { t, language } = useShopText();
  useSchoolTextsFollowLanguage(language);
  const leafHandle = useMatches().at(-1)?.handle as ShopRouteHandle | undefined;
  const translated = language === 'de' || leafHandle?.translated === true;
  const loaded = useIdleMount();
  const stored = useStoredData();
  // The banner kind is chosen once: saving a first choice loads the database, and the open banner stays.
  const [bannerKind, setBannerKind] = useState(stored);
  if (bannerKind === 'unknown' && stored !== 'unknown') setBannerKind(stored);
  const rendered = useLoaderData() as PublicConfig | null;
  const theme = useShopTheme(rendered);
  const layout = useStartLayout(rendered);
  const banner = usePublicConfig()?.cookieBanner;
  usePageStart('inhalt');
  return (
    <div className="shop" style={theme} data-layout={layout}>
      <ShopStylesheets rendered={rendered} />
      <a className="skip-link" href="#inhalt">
        {t('frame.skipLink')}
      </a>
      {/* Nothing stored: the cart is empty, and the badge would show nothing. */}
      <ShopNav showBadge={loaded && stored === 'some'} />
      <div id="inhalt" className="shop__content" lang={translated ? undefined : 'de'} dir={translated ? undefined : 'ltr'}>
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </div>
      <ShopFooter />
      {/* The banner can be switched off in the configuration (spec §3 legal and privacy). */}
      {loaded && bannerKind !== 'unknown' && banner?.enabled !== false && (
        <Suspense fallback={null}>{bannerKind === 'none' ? <FirstVisitBanner text={banner?.text} /> : <CookieBanner text={banner?.text} />}</Suspense>
      )}
    </div>
  );
}
