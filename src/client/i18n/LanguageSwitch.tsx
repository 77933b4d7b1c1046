import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOrDefault } from '../../shared/i18n/languages';
import { shopTextsOf } from './create-i18n';
import { switchLanguage } from './shop-i18n';

/**
 * The language switch in the shop's header, on every page (issue 53): each language named in itself, so a
 * parent who reads no German finds theirs; choosing one changes the page at once and is remembered. The
 * cookie dialog carries one too (onSurface): it is modal, and the first thing a new visitor must read.
 * It offers the languages the school chose on the Localization page, and none when that is German alone.
 */
export function LanguageSwitch({ onSurface = false }: { onSurface?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { offered } = shopTextsOf(i18n);
  const options = LANGUAGES.filter((option) => offered.includes(option.code) || option.code === language);
  if (options.length < 2) return null;
  return (
    <label className={onSurface ? 'language-switch language-switch--on-surface' : 'language-switch'}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8M12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4M4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16M8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8m4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20m2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4m.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6m1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z"
        />
      </svg>
      <span className="visually-hidden">{t('language.label')}</span>
      <select className="language-switch__select" value={language} onChange={(event) => void switchLanguage(i18n, languageOrDefault(event.target.value))}>
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.code} dir={option.dir}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
