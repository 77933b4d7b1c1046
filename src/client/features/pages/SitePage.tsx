import { type ReactNode, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { SitePageDto } from '../../../shared/api/pages';
import type { Settled } from '../../lib/route-data';
import { useShopText } from '../../i18n/use-shop-text';
import './pages.css';

/**
 * Spec §2 generic legal text page: named sections, the name as heading and id. The route loader
 * (app/shop/shop-loaders.ts) has already sanitised the sections' HTML, in the browser or on the server.
 */
export function SitePage({ page, children }: { page: Settled<SitePageDto>; children?: ReactNode }) {
  const { hash } = useLocation();
  // A page whose own texts are not yet in the catalogs (no `translated` in its route handle) stands in a frame
  // marked German (ShopLayout): there a translated part names its language.
  const { schoolTextOf: markOf, language } = useShopText();
  const translatedFrame = (useMatches().at(-1)?.handle as { translated?: boolean } | undefined)?.translated === true;
  const schoolTextOf = (source: SitePageDto, key: string) => markOf(source, key, translatedFrame ? language : 'de');
  const loaded = page.status === 'ready' ? page.data : undefined;

  // The router does not scroll to anchors of a server-rendered page or of content that arrived later.
  // (The title comes from the route's handle, app/shop/shop-loaders.ts.)
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  if (!loaded) {
    return (
      <main className="page">
        <p role="alert">{page.status === 'error' ? page.message : 'Die Seite wurde nicht gefunden.'}</p>
      </main>
    );
  }
  return (
    <main className="page legal-page">
      <h1 {...schoolTextOf(loaded, 'title')}>{loaded.title}</h1>
      {loaded.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`}>
          {(loaded.sections.length > 1 || section.name !== loaded.title) && (
            <h2 id={`${section.id}-titel`} {...schoolTextOf(loaded, `sections.${section.id}.name`)}>
              {section.name}
            </h2>
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised in the route loader (shared page policy) */}
          <div {...schoolTextOf(loaded, `sections.${section.id}.html`)} dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
      {children}
    </main>
  );
}
