import type { EditableSitePage } from '../../../shared/api/site-pages';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** The page as the shop shows it: sections with heading and anchor, HTML sanitised with DOMPurify. */
export function PagePreview({ page }: { page: Pick<EditableSitePage, 'title' | 'sections'> }) {
  return (
    <article className="page-preview" data-testid="page-preview" aria-label={`Vorschau: ${page.title}`}>
      <h2>{page.title}</h2>
      {page.sections.map((section, i) => (
        <section key={i} id={`vorschau-${section.id}`}>
          <h3>{section.name}</h3>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify */}
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(section.html) }} />
        </section>
      ))}
    </article>
  );
}
