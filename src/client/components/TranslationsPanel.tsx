import { type ReactNode, useState } from 'react';
import { germanLanguageName, missingLanguages, type SchoolText, TRANSLATION_LANGUAGES, translationSummary } from '../../shared/domain/school-texts';
import type { Language } from '../../shared/i18n/languages';

/**
 * The frame every "Übersetzungen" editor shares (events, legal pages, mail templates; issue 53 item 5): closed
 * until asked for, so the German fields stay the editor's first business; its summary counts what each
 * language lacks; one language at a time, chosen in a list that names how many texts it still misses. The
 * editor fills in the fields of the chosen language.
 */
export function TranslationsPanel({
  className,
  legend,
  listId,
  texts,
  hint,
  disabled,
  children,
}: {
  className: string;
  legend: ReactNode;
  /** The id of the language list. */
  listId: string;
  texts: SchoolText[];
  hint: ReactNode;
  disabled?: boolean;
  children: (language: Language) => ReactNode;
}) {
  const [language, setLanguage] = useState<Language>(TRANSLATION_LANGUAGES[0]);
  const [open, setOpen] = useState(false);
  const missing = (candidate: Language) => texts.filter((text) => missingLanguages(text).includes(candidate)).length;
  return (
    <fieldset className={className} disabled={disabled}>
      <legend>{legend}</legend>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{translationSummary(missing)}</summary>
        {open && (
          <>
            {hint}
            <div className="field">
              <label htmlFor={listId}>Sprache</label>
              <select id={listId} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
                {TRANSLATION_LANGUAGES.map((option) => (
                  <option key={option} value={option}>
                    {germanLanguageName(option)} {missing(option) ? `(${missing(option)} fehlen)` : '(vollständig)'}
                  </option>
                ))}
              </select>
            </div>
            {children(language)}
          </>
        )}
      </details>
    </fieldset>
  );
}
