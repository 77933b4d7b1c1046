import { germanLanguageName, missingNote } from '../../../shared/domain/school-texts';
import { directionOf } from '../../../shared/i18n/languages';
import { TranslationsPanel } from '../../components/TranslationsPanel';
import { formSchoolTexts, withTranslation } from './event-form';
import type { SectionProps } from './EventBasics';

const MULTILINE = /^(description|meta_description|facts\.notes|passages\.\d+\.text|location\.parkingNote)$/;

/**
 * The event's texts in the other languages (issue 53 item 5): one language at a time, each German text with
 * its translation and which languages it still lacks. German stays in the sections above; a text without a
 * translation shows in German in the shop.
 */
export function EventTranslations({ form, update, readOnly }: SectionProps) {
  const texts = formSchoolTexts(form).filter((text) => text.german.trim());
  return (
    <TranslationsPanel
      className="event-editor__section"
      legend="Übersetzungen"
      listId="translation-language"
      texts={texts}
      disabled={readOnly}
      hint={<p className="event-editor__hint">Deutsch ist der Grundtext. Wo eine Übersetzung fehlt, zeigt der Shop den deutschen Text.</p>}
    >
      {(language) =>
        texts.map((text) => {
          const id = `translation-${language}-${text.key}`;
          const value = text.translated[language] ?? '';
          const note = missingNote(text);
          const props = {
            id,
            value,
            lang: language,
            dir: directionOf(language),
            'aria-describedby': `${id}-german`,
            onChange: (event: { target: { value: string } }) => update((current) => withTranslation(current, text.key, language, event.target.value)),
          };
          return (
            <div className="field event-editor__translation" key={text.key}>
              <label htmlFor={id}>
                {text.label} ({germanLanguageName(language)})
              </label>
              {MULTILINE.test(text.key) ? <textarea rows={3} {...props} /> : <input {...props} />}
              <p className="event-editor__hint" id={`${id}-german`}>
                Deutsch: {text.german}
                {note && <span className="translation-missing"> · {note}</span>}
              </p>
            </div>
          );
        })
      }
    </TranslationsPanel>
  );
}
