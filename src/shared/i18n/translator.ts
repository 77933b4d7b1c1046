import i18next from 'i18next';
import ICU from 'i18next-icu';
import { formatRate } from '../domain/vat.js';
import { messageSlots } from './catalog-check.js';
import { type Formatters, formattersFor } from './formatters.js';
import { type Catalog, directionOf, type Language, languageOrDefault, loadCatalog, localeOf, type TextDirection } from './languages.js';

/**
 * The texts of one language for what the server sends on its own (issue 53 item 6): the mails, PDF tickets
 * and .ics files of an order speak the language it was bought in. Only that language's catalog is loaded.
 */
export interface Translator {
  language: Language;
  dir: TextDirection;
  /** A catalog text with its ICU values; a key the catalog lacks is named as it is (catalogs.test.ts forbids that). */
  t: (key: string, values?: Record<string, string | number>) => string;
  /**
   * A catalog text whose placeholders stay as `{name}` for the mail templates' filler
   * (shared/domain/mail-placeholders.ts), which inserts the HTML blocks and escapes the rest.
   */
  template: (key: string) => string;
  /** Whether the catalog has a text under the key. */
  has: (key: string) => boolean;
  format: Formatters;
  /** '7 %' in German as the spec writes it, '7%' in English. */
  percent: (ratePercent: number) => string;
}

function build(language: Language, catalog: Catalog): Translator {
  const instance = i18next.createInstance();
  // The locale ICU formats plural categories and '#' numbers in: Arabic keeps Western digits.
  instance.use(new ICU({ parseLngForICU: (code) => localeOf(code as Language) }));
  void instance.init({
    lng: language,
    resources: { [language]: { translation: catalog } },
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // Values are text; the mails escape what they insert into HTML themselves.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = (key: string, values?: Record<string, string | number>) => instance.t(key, values ?? {});
  const template = (key: string) => {
    const own = Object.fromEntries(
      messageSlots(catalog[key] ?? '')
        .filter((slot) => slot.startsWith('arg:'))
        .map((slot) => [slot.slice(4), `{${slot.slice(4)}}`]),
    );
    return t(key, own);
  };
  const percentFormat = new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 });
  const percent = (rate: number) => (language === 'de' ? formatRate(rate) : percentFormat.format(rate / 100));
  return { language, dir: directionOf(language), t, template, has: (key) => key in catalog, format: formattersFor(language), percent };
}

const made = new Map<Language, Promise<Translator>>();

/** The translator of an order's language; anything the shop does not offer (an old row, a typo) is German. */
export function translatorFor(language: unknown): Promise<Translator> {
  const code = languageOrDefault(language);
  let translator = made.get(code);
  if (!translator) {
    translator = loadCatalog(code).then((catalog) => build(code, catalog));
    // A failed load is tried again next time, not remembered.
    translator.catch(() => made.delete(code));
    made.set(code, translator);
  }
  return translator;
}
