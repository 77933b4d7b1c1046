import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { type FormEvent, useState } from 'react';
import { type EditableSitePage, SITE_PAGES } from '../../../shared/api/site-pages';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorText } from '../../lib/error-text';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { LazyRichTextEditor } from '../rich-text/index';
import { PagePreview } from './PagePreview';
import { PageTranslations } from './PageTranslations';
import { fetchSitePages, saveSitePage } from './site-pages-api';
import './site-pages.css';

const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'abschnitt';

/** The translations' HTML cleaned before sending, as the German sections' is. */
function cleanTranslations(translations: NonNullable<EditableSitePage['translations']>): NonNullable<EditableSitePage['translations']> {
  return Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [
      language,
      {
        ...texts,
        sections: Object.fromEntries(
          Object.entries(texts.sections ?? {}).map(([id, section]) => [
            id,
            { ...section, html: section.html === undefined ? undefined : sanitizeHtml(section.html) },
          ]),
        ),
      },
    ]),
  );
}

function PageForm({ initial, editable, onSaved }: { initial: EditableSitePage; editable: boolean; onSaved: (page: EditableSitePage) => void }) {
  const [page, setPage] = useState(initial);
  const [message, setMessage] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const label = SITE_PAGES.find((entry) => entry.name === page.name)?.label ?? page.title;
  const setSection = (index: number, patch: Partial<EditableSitePage['sections'][number]>) =>
    setPage((current) => ({ ...current, sections: current.sections.map((section, i) => (i === index ? { ...section, ...patch } : section)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      // Stored already clean: whatever shows the page later gets no script, handler or frame.
      const saved = await saveSitePage({
        name: page.name,
        title: page.title,
        sections: page.sections.map((section) => ({ ...section, html: sanitizeHtml(section.html) })),
        translations: cleanTranslations(page.translations ?? {}),
      });
      setPage(saved);
      onSaved(saved);
      setMessage({ kind: 'success', text: 'Daten erfolgreich gespeichert!' });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText('Fehler beim Speichern', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="page-editor" onSubmit={submit}>
      <fieldset className="panel" disabled={!editable || busy}>
        {/* A heading above the editable sections, whose own headings (h3) follow it in order. */}
        <legend>
          <h2 className="page-editor__legend">{label}</h2>
        </legend>
        <div className="field">
          <label htmlFor="page-title">Titel</label>
          <input id="page-title" required maxLength={120} value={page.title} onChange={(e) => setPage({ ...page, title: e.target.value })} />
        </div>
        {page.sections.map((section, i) => (
          <div className="page-section" key={i}>
            <div className="form-grid">
              <div className="field">
                <label htmlFor={`section-name-${i}`}>Überschrift {i + 1}</label>
                <input id={`section-name-${i}`} required maxLength={120} value={section.name} onChange={(e) => setSection(i, { name: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`section-id-${i}`}>Anker</label>
                <input
                  id={`section-id-${i}`}
                  required
                  pattern="[a-z0-9][a-z0-9\-]{0,59}"
                  value={section.id}
                  onChange={(e) => setSection(i, { id: anchor(e.target.value) })}
                />
              </div>
            </div>
            <LazyRichTextEditor
              label={`Text: ${label}${page.sections.length > 1 ? ` (${section.name})` : ''}`}
              sourceLabel={`HTML-Text: ${label}${page.sections.length > 1 ? ` (${section.name})` : ''}`}
              value={section.html}
              onChange={(html) => setSection(i, { html })}
              editable={editable && !busy}
            />
            {page.sections.length > 1 && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setPage({ ...page, sections: page.sections.filter((_, j) => j !== i) })}
              >
                Abschnitt entfernen
              </button>
            )}
          </div>
        ))}
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              setPage({ ...page, sections: [...page.sections, { name: 'Neuer Abschnitt', id: `abschnitt-${page.sections.length + 1}`, html: '' }] })
            }
          >
            Abschnitt hinzufügen
          </button>
          <button type="submit" className="button">
            {busy ? 'Speichern...' : 'Speichern'}
          </button>
        </div>
        <NoticeLine notice={message} />
      </fieldset>
      <PageTranslations page={page} onChange={setPage} editable={editable && !busy} />
      <PagePreview page={page} />
    </form>
  );
}

/** Spec §2 pages: the six texts, edited in the visual editor (HTML source on request), saved and shown on the public pages. */
export function SitePagesEditor() {
  const [load] = useLoad(fetchSitePages, []);
  const { can } = useAuth();
  const [selected, setSelected] = useState<string>(SITE_PAGES[0].name);
  const [saved, setSaved] = useState<Record<string, EditableSitePage>>({});
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') return <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>;
  const page = saved[selected] ?? load.data.find((entry) => entry.name === selected) ?? load.data[0];
  return (
    <>
      <div className="page-tabs" role="tablist" aria-label="Seiten">
        {SITE_PAGES.map((entry) => (
          <button
            key={entry.name}
            type="button"
            role="tab"
            aria-selected={entry.name === selected}
            className="button button--ghost button--small"
            onClick={() => setSelected(entry.name)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={SITE_PAGES.find((entry) => entry.name === selected)?.label}>
        <PageForm
          key={page.name}
          initial={page}
          editable={can('CONFIGURATION_SITES_EDIT') === true}
          onSaved={(next) => setSaved((all) => ({ ...all, [next.name]: next }))}
        />
      </div>
    </>
  );
}
