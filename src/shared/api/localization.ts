import { type Static, Type } from 'typebox';

/**
 * The back office's Localization page (issue 53 item 7): which languages the shop offers, its default
 * language, how complete each language is, and the school's own wording of catalog texts.
 */

const Code = Type.String({ maxLength: 10, description: 'Sprachcode (de, en, tr, uk, ar)' });

export const LocalizationLanguage = Type.Object({ code: Type.String(), name: Type.String(), dir: Type.String() });

/** A school text without a translation (an event's title in Turkish, a FAQ answer in Arabic). */
export const MissingSchoolText = Type.Object({
  /** What it is, in German: „Event „Musical“: Beschreibung“. */
  label: Type.String(),
  /** Where staff write it, a back-office path. */
  link: Type.Optional(Type.String()),
});
export type MissingSchoolText = Static<typeof MissingSchoolText>;

export const LanguageCompleteness = Type.Object({
  language: Type.String(),
  offered: Type.Boolean(),
  catalog: Type.Object({
    total: Type.Integer(),
    translated: Type.Integer(),
    /** Keys without a text, at most 50. */
    missing: Type.Array(Type.String()),
    overridden: Type.Integer(),
  }),
  school: Type.Object({ missing: Type.Array(MissingSchoolText) }),
});
export type LanguageCompleteness = Static<typeof LanguageCompleteness>;

export const TextOverride = Type.Object({
  language: Type.String(),
  key: Type.String(),
  text: Type.String(),
  updated_at: Type.String(),
});
export type TextOverride = Static<typeof TextOverride>;

export const LocalizationResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  default_language: Type.String(),
  supported_languages: Type.Array(Type.String()),
  /** Every language the product has, named in itself; German first. */
  languages: Type.Array(LocalizationLanguage),
  completeness: Type.Array(LanguageCompleteness),
  overrides: Type.Array(TextOverride),
});
export type LocalizationResponse = Static<typeof LocalizationResponse>;

/** localization/save.php: the offered languages and the default (German is always offered). */
export const LocalizationSaveRequest = Type.Object({
  default_language: Code,
  supported_languages: Type.Array(Code, { maxItems: 20 }),
});
export type LocalizationSaveRequest = Static<typeof LocalizationSaveRequest>;

/** localization/text.php: the school's wording of one catalog text in one language; null (or empty) restores the catalog's. */
export const TextOverrideRequest = Type.Object({
  language: Code,
  key: Type.String({ minLength: 1, maxLength: 120 }),
  text: Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]),
});
export type TextOverrideRequest = Static<typeof TextOverrideRequest>;

/** What config/public.php adds for the shop's pages: the offer and the school's wording of the offered languages. */
export const PublicLanguages = Type.Object({
  default_language: Type.String(),
  supported_languages: Type.Array(Type.String()),
  /** Per language, catalog key → the school's text. */
  overrides: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
});
export type PublicLanguages = Static<typeof PublicLanguages>;
