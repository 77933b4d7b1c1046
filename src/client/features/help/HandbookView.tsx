import { type MouseEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { HANDBOOK_INDEX } from './handbook-pages';
import { renderHandbook } from './handbook-markdown';
import './help.css';

// The staff handbook is built into the app (works offline and without internet in the school's network):
// each page is its own chunk, the pictures are build assets; docs/handbuch is the one source.
const SOURCES = import.meta.glob<string>('../../../../docs/handbuch/*.md', { query: '?raw', import: 'default' });
const PICTURES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../../docs/handbuch/bilder/*.{webp,png}', { query: '?url', import: 'default', eager: true })).map(
    ([file, url]) => [file.slice(file.lastIndexOf('/') + 1), url],
  ),
);

type Loaded = { slug: string; html: string } | { slug: string; missing: true };

/** Spec §2 help centre: the handbook page of /admin/help/:page, or its table of contents at /admin/help. */
export function HandbookView() {
  const slug = useParams().page ?? HANDBOOK_INDEX;
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    const load = SOURCES[`../../../../docs/handbuch/${slug}.md`];
    if (!load) setPage({ slug, missing: true });
    else void load().then((markdown) => current && setPage({ slug, html: renderHandbook(markdown, PICTURES) }));
    return () => {
      current = false;
    };
  }, [slug]);

  useEffect(() => {
    if (page?.slug === slug && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [page, slug, hash]);

  // Links between handbook pages stay inside the app instead of reloading it.
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/admin/') || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

  if (!page || page.slug !== slug) return <p aria-live="polite">Hilfe wird geladen …</p>;
  if ('missing' in page) {
    return (
      <p>
        Diese Hilfeseite gibt es nicht. <Link to="/admin/help">Zum Inhaltsverzeichnis des Handbuchs</Link>
      </p>
    );
  }
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks on the links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links answer Enter with a click event themselves */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the built-in handbook and sanitised with DOMPurify */}
      <div className="handbook panel" onClick={follow} dangerouslySetInnerHTML={{ __html: page.html }} />
      {slug === HANDBOOK_INDEX ? (
        <p>
          Für Entwickler, die den Shop anbinden: <Link to="/admin/help/api">Beschreibung der Schnittstelle (API)</Link>.
        </p>
      ) : (
        <p>
          <Link to="/admin/help">Zum Inhaltsverzeichnis des Handbuchs</Link>
        </p>
      )}
    </>
  );
}
