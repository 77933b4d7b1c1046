import type { EditableSitePage } from '../../../shared/api/site-pages';
import type { SitePageTexts } from '../../../shared/api/school-texts';
import { sitePageSchoolTexts } from '../../../shared/domain/school-text-lists';
import { germanLanguageName, missingNote } from '../../../shared/domain/school-texts';
import { directionOf, type Language } from '../../../shared/i18n/languages';
import { TranslationsPanel } from '../../components/TranslationsPanel';
import { LazyRichTextEditor } from '../rich-text/index';

/** The page with one language's texts changed by `change`. */
function withTexts(page: EditableSitePage, language: Language, change: (texts: SitePageTexts) => SitePageTexts): EditableSitePage {
  return { ...page, translations: { ...page.translations, [language]: change(page.translations?.[language] ?? {}) } };
}

/**
 * The page in the other languages (issue 53 item 5): one language at a time, its title and each section's
 * heading and text, beside what is still missing. German stays above; an untranslated part shows in German.
 */
export function PageTranslations({ page, onChange, editable }: { page: EditableSitePage; onChange: (page: EditableSitePage) => void; editable: boolean }) {
  const texts = sitePageSchoolTexts(page);
  const note = (key: string) => missingNote(texts.find((text) => text.key === key) ?? { german: '', translated: {} });
  const fields = (language: Language) => {
    const own = page.translations?.[language] ?? {};
    const name = germanLanguageName(language);
    const section = (id: string) => own.sections?.[id] ?? {};
    const setSection = (id: string, patch: { name?: string; html?: string }) =>
      onChange(withTexts(page, language, (current) => ({ ...current, sections: { ...current.sections, [id]: { ...current.sections?.[id], ...patch } } })));
    return (
      <>
        <div className="field">
          <label htmlFor={`page-title-${language}`}>Titel ({name})</label>
          <input
            id={`page-title-${language}`}
            lang={language}
            dir={directionOf(language)}
            maxLength={120}
            value={own.title ?? ''}
            onChange={(event) => onChange(withTexts(page, language, (current) => ({ ...current, title: event.target.value })))}
          />
          <p className="hint">
            Deutsch: {page.title}
            {note('title') && <span className="translation-missing"> · {note('title')}</span>}
          </p>
        </div>
        {page.sections.map((german) => (
          <div className="page-section" key={german.id} lang={language} dir={directionOf(language)}>
            <div className="field">
              <label htmlFor={`section-name-${language}-${german.id}`} lang="de" dir="ltr">
                Überschrift „{german.name}“ ({name})
              </label>
              <input
                id={`section-name-${language}-${german.id}`}
                maxLength={120}
                value={section(german.id).name ?? ''}
                onChange={(event) => setSection(german.id, { name: event.target.value })}
              />
              <p className="hint" lang="de" dir="ltr">
                {[
                  note(`sections.${german.id}.name`) && `Überschrift ${note(`sections.${german.id}.name`)}`,
                  note(`sections.${german.id}.html`) && `Text ${note(`sections.${german.id}.html`)}`,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'vollständig übersetzt'}
              </p>
            </div>
            <LazyRichTextEditor
              key={language}
              label={`Text „${german.name}“ (${name})`}
              sourceLabel={`HTML-Text „${german.name}“ (${name})`}
              value={section(german.id).html ?? ''}
              onChange={(html) => setSection(german.id, { html })}
              editable={editable}
            />
          </div>
        ))}
      </>
    );
  };
  return (
    <TranslationsPanel
      className="panel page-translations"
      legend={<h3 className="page-editor__legend">Übersetzungen</h3>}
      listId="page-translation-language"
      texts={texts}
      disabled={!editable}
      hint={<p className="hint">Deutsch ist der Grundtext. Wo eine Übersetzung fehlt, zeigt der Shop den deutschen Text.</p>}
    >
      {fields}
    </TranslationsPanel>
  );
}
