import type { LocalizationResponse, LocalizationSaveRequest, PublicLanguages, TextOverrideRequest } from '../../../shared/api/localization.js';
import { diffFields } from '../../../shared/domain/audit-changes.js';
import { type Catalog, DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_CODES, LANGUAGES, loadCatalog, nameOf } from '../../../shared/i18n/languages.js';
import { isOffered, type LanguageOffer, resolveOffer, type ShopTexts, shopTextsJson, type TextOverrides } from '../../../shared/i18n/offer.js';
import { catalogCompleteness, overrideProblem } from '../../../shared/i18n/text-overrides.js';
import { cached } from '../../db/cached.js';
import type { Db } from '../../db/database.js';
import { invalid } from '../../domain-errors.js';
import type { AppContext } from '../../http/context.js';
import type { SessionUser } from '../auth/index.js';
import { noteAudit } from '../audit/index.js';
import * as repo from './localization.repository.js';
import { schoolTextCompleteness } from './school-text-completeness.js';

interface Localization {
  offer: LanguageOffer;
  /** Every stored wording, of offered languages or not. */
  overrides: Array<{ language: string; key: string; text: string; updated_at: Date }>;
}

async function loadLocalization(db: Db): Promise<Localization> {
  const [settings, overrides] = await Promise.all([repo.readLanguageSettings(db), repo.readOverrides(db)]);
  const stored = Object.fromEntries(settings.map((row) => [row.key, row.value as unknown]));
  // Without a row every language of the product is offered (as before the page existed), German the default.
  return { offer: resolveOffer(stored.default_language, stored.supported_languages ?? LANGUAGE_CODES), overrides };
}

/** Read on every page a visitor gets, kept until a save announces a change of the configuration. */
const currentLocalization = cached({ topics: ['configuration'] }, loadLocalization);

/** Which languages visitors may get and the one they get by default. */
export async function languageOffer(db: Db): Promise<LanguageOffer> {
  return (await currentLocalization(db)).offer;
}

/** The offer and the school's wording of the offered languages, for the shop's pages. */
export async function shopTexts(db: Db): Promise<ShopTexts> {
  const { offer, overrides } = await currentLocalization(db);
  const byLanguage: TextOverrides = {};
  for (const row of overrides) {
    if (!isOffered(row.language, offer)) continue;
    const texts = byLanguage[row.language] ?? {};
    texts[row.key] = row.text;
    byLanguage[row.language] = texts;
  }
  return { ...offer, overrides: byLanguage };
}

/** config/public.php's `languages`. */
export async function publicLanguages(db: Db): Promise<PublicLanguages> {
  return shopTextsJson(await shopTexts(db)) as PublicLanguages;
}

const catalogs = () => Promise.all(LANGUAGE_CODES.map(async (language) => [language, await loadCatalog(language)] as const));

async function response(ctx: AppContext, message: string): Promise<LocalizationResponse> {
  const { offer, overrides } = await loadLocalization(ctx.db);
  const loaded = new Map<Language, Catalog>(await catalogs());
  const german = loaded.get(DEFAULT_LANGUAGE) ?? {};
  const school = await schoolTextCompleteness(ctx, LANGUAGE_CODES);
  const completeness = LANGUAGE_CODES.map((language) => {
    const own = Object.fromEntries(overrides.filter((row) => row.language === language).map((row) => [row.key, row.text]));
    const catalog = catalogCompleteness(german, loaded.get(language) ?? {}, own);
    return {
      language,
      offered: offer.offered.includes(language),
      catalog: { ...catalog, missing: catalog.missing.slice(0, 50) },
      school: { missing: school.get(language) ?? [] },
    };
  });
  return {
    success: true,
    message,
    default_language: offer.defaultLanguage,
    supported_languages: [...offer.offered],
    languages: LANGUAGES.map((language) => ({ code: language.code, name: language.name, dir: language.dir })),
    completeness,
    overrides: overrides.map((row) => ({ language: row.language, key: row.key, text: row.text, updated_at: row.updated_at.toISOString() })),
  };
}

export const getLocalization = (ctx: AppContext) => response(ctx, 'OK');

/** The offered languages and the default: known languages only, German always, the default among them. */
export async function saveLanguages(ctx: AppContext, body: LocalizationSaveRequest): Promise<LocalizationResponse> {
  const unknown = [...body.supported_languages, body.default_language].find((code) => !isLanguage(code));
  if (unknown !== undefined) {
    throw invalid(
      `Die Sprache „${unknown}“ gibt es im Shop nicht. Möglich sind: ${LANGUAGES.map((l) => `${l.code} (${l.name})`).join(', ')}.`,
      'UNKNOWN_LANGUAGE',
    );
  }
  if (!body.supported_languages.includes(DEFAULT_LANGUAGE)) {
    throw invalid('Deutsch wird immer angeboten: Alle Texte des Shops sind zuerst deutsch geschrieben.', 'GERMAN_REQUIRED');
  }
  if (!body.supported_languages.includes(body.default_language)) {
    throw invalid(`Die Standardsprache ${nameOf(body.default_language as Language)} muss unter den unterstützten Sprachen sein.`, 'DEFAULT_NOT_SUPPORTED');
  }
  const before = (await loadLocalization(ctx.db)).offer;
  const offer = resolveOffer(body.default_language, body.supported_languages);
  const values = { default_language: offer.defaultLanguage, supported_languages: [...offer.offered] };
  await repo.writeLanguageSettings(ctx.db, values, ctx.now());
  noteAudit({ subject: 'localization', changes: diffFields({ default_language: before.defaultLanguage, supported_languages: [...before.offered] }, values) });
  return response(ctx, 'Daten erfolgreich gespeichert!');
}

/**
 * The school's wording of one catalog text, at once on every visitor's next page: a language the shop
 * offers, a key of the German catalog, valid ICU with the German text's placeholders. No text (or an empty
 * one) restores the catalog's.
 */
export async function saveText(ctx: AppContext, body: TextOverrideRequest, caller?: SessionUser): Promise<LocalizationResponse> {
  const { offer, overrides } = await loadLocalization(ctx.db);
  if (!isLanguage(body.language)) throw invalid(`Die Sprache „${body.language}“ gibt es im Shop nicht.`, 'UNKNOWN_LANGUAGE');
  if (!isOffered(body.language, offer)) {
    throw invalid(`${nameOf(body.language)} bietet der Shop nicht an. Bitte die Sprache erst unter „Unterstützte Sprachen“ wählen.`, 'LANGUAGE_NOT_OFFERED');
  }
  const german = await loadCatalog(DEFAULT_LANGUAGE);
  if (!(body.key in german)) throw invalid(`Den Text „${body.key}“ gibt es nicht.`, 'UNKNOWN_TEXT_KEY');
  const before = overrides.find((row) => row.language === body.language && row.key === body.key)?.text ?? null;
  const text = body.text?.replace(/\r\n/g, '\n') ?? '';
  if (!text.trim()) {
    await repo.deleteOverride(ctx.db, body.language, body.key);
  } else {
    const problem = overrideProblem(german, body.key, text);
    if (problem) throw invalid(problem, 'INVALID_TEXT', { fields: { text: problem } });
    await repo.writeOverride(ctx.db, { language: body.language, key: body.key, text, updated_by: caller?.userId ?? null }, ctx.now());
  }
  noteAudit({ subject: `text:${body.language}:${body.key}`, changes: diffFields({ text: before }, { text: text.trim() ? text : null }) });
  return response(ctx, text.trim() ? 'Text gespeichert.' : 'Der Text des Katalogs gilt wieder.');
}
