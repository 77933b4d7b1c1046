import type { TemplateSaveRequest } from '../../../shared/api/mail';
import { mailTemplateSchoolTexts } from '../../../shared/domain/school-text-lists';
import { germanLanguageName, missingNote } from '../../../shared/domain/school-texts';
import { directionOf, type Language } from '../../../shared/i18n/languages';
import { TranslationsPanel } from '../../components/TranslationsPanel';

/**
 * The template in the other languages (issue 53 item 5): a mail to an order of that language is written from
 * it. Without one the shop writes that mail from its own text in the language, not from the German template.
 */
export function TemplateTranslations({
  values,
  onChange,
}: {
  values: TemplateSaveRequest;
  onChange: (translations: NonNullable<TemplateSaveRequest['translations']>) => void;
}) {
  const texts = mailTemplateSchoolTexts(values);
  const note = (key: string) => missingNote(texts.find((text) => text.key === key) ?? { german: '', translated: {} });
  const fields = (language: Language) => {
    const own = values.translations?.[language] ?? {};
    const set = (patch: { subject?: string; content?: string }) => onChange({ ...values.translations, [language]: { ...own, ...patch } });
    const name = germanLanguageName(language);
    return (
      <>
        <div className="field">
          <label htmlFor={`template-subject-${language}`}>Betreff ({name})</label>
          <input
            id={`template-subject-${language}`}
            lang={language}
            dir={directionOf(language)}
            maxLength={200}
            value={own.subject ?? ''}
            onChange={(event) => set({ subject: event.target.value })}
          />
          {note('subject') && <p className="translation-missing">Betreff {note('subject')}</p>}
        </div>
        <div className="field">
          <label htmlFor={`template-content-${language}`}>Inhalt (HTML, {name})</label>
          <textarea
            id={`template-content-${language}`}
            lang={language}
            dir={directionOf(language)}
            value={own.content ?? ''}
            onChange={(event) => set({ content: event.target.value })}
          />
          {note('content') && <p className="translation-missing">Inhalt {note('content')}</p>}
        </div>
      </>
    );
  };
  return (
    <TranslationsPanel
      className="template-translations"
      legend="Übersetzungen"
      listId="template-translation-language"
      texts={texts}
      hint={
        <p className="template-translations__hint">
          Mails an Bestellungen in einer anderen Sprache nutzen deren Übersetzung. Fehlt sie, schreibt der Shop die Mail mit seinem eigenen Text in dieser
          Sprache. Die Platzhalter bleiben deutsch: {'{vorname}'}, {'{bestellnummer}'} …
        </p>
      }
    >
      {fields}
    </TranslationsPanel>
  );
}
