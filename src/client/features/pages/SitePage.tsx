import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SitePageDto } from '../../../shared/api/pages';
import { LoadingScreen } from '../../components/LoadingScreen';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { fetchSitePage } from './pages-api';
import './pages.css';

/** Spec §2 generic legal text page: named sections, the name as heading and id. */
export function SitePage({ name, children }: { name: string; children?: ReactNode }) {
  const [page, setPage] = useState<SitePageDto | null>(null);
  const [error, setError] = useState<string>();
  const { hash } = useLocation();

  useEffect(() => {
    let active = true;
    setPage(null);
    setError(undefined);
    fetchSitePage(name).then(
      (loaded) => active && setPage(loaded),
      (failure: unknown) => active && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      active = false;
    };
  }, [name]);

  useEffect(() => {
    if (!page) return;
    document.title = `${page.title} - Musical-Tickets`;
    // The router does not scroll to anchors of content that arrives later (/impressum#datenschutz).
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [page, hash]);

  if (error) {
    return (
      <main className="page">
        <p role="alert">{error}</p>
      </main>
    );
  }
  if (!page) return <LoadingScreen />;
  return (
    <main className="page legal-page">
      <h1>{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`}>
          {(page.sections.length > 1 || section.name !== page.title) && <h2 id={`${section.id}-titel`}>{section.name}</h2>}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify (shared page policy) */}
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(section.html) }} />
        </section>
      ))}
      {children}
    </main>
  );
}
