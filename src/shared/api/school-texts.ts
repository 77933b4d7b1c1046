import { type Static, type TSchema, Type } from 'typebox';

/**
 * What the school writes, per language (issue 53 item 5): German stays in the fields it always had, the
 * translations ride beside it keyed by language ('en', 'tr', 'uk', 'ar'). A field left out or empty has no
 * translation there: the shop then shows the German text, marked as German.
 */
export const translationsOf = <T extends TSchema>(texts: T) =>
  Type.Record(Type.String({ maxLength: 10 }), texts, {
    maxProperties: 10,
    description: 'Übersetzungen je Sprache (en, tr, uk, ar); Deutsch ist der Grundtext',
  });

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** An event's own texts in one language; passages in the order of the German ones. */
export const EventTexts = Type.Object({
  title: Text(200),
  description: Text(5000),
  metaDescription: Text(300),
  facts: Type.Optional(Type.Object({ recommendedAge: Text(200), duration: Text(200), notes: Text(2000) })),
  passages: Type.Optional(Type.Array(Type.Object({ title: Type.String({ maxLength: 200 }), text: Type.String({ maxLength: 5000 }) }), { maxItems: 20 })),
  /** The cast's roles in the order of the German cast; a person's name is the same in every language. */
  cast: Type.Optional(Type.Array(Type.Object({ role: Type.String({ maxLength: 200 }) }), { maxItems: 100 })),
  /** The venue's name and directions; the address stays as the post knows it. */
  venue: Type.Optional(Type.Object({ name: Text(200), parkingNote: Text(2000) })),
});
export type EventTexts = Static<typeof EventTexts>;
export const EventTranslations = translationsOf(EventTexts);
export type EventTranslations = Static<typeof EventTranslations>;

export const CategoryTexts = Type.Object({ name: Text(60) });
export type CategoryTexts = Static<typeof CategoryTexts>;
export const CategoryTranslations = translationsOf(CategoryTexts);
export type CategoryTranslations = Static<typeof CategoryTranslations>;

/** A site page in one language: its title and, per German section id, that section's heading and HTML. */
export const SitePageTexts = Type.Object({
  title: Text(120),
  sections: Type.Optional(Type.Record(Type.String({ maxLength: 60 }), Type.Object({ name: Text(120), html: Text(100_000) }), { maxProperties: 30 })),
});
export type SitePageTexts = Static<typeof SitePageTexts>;
export const SitePageTranslations = translationsOf(SitePageTexts);
export type SitePageTranslations = Static<typeof SitePageTranslations>;

export const MailTemplateTexts = Type.Object({ subject: Text(200), content: Text(50_000) });
export type MailTemplateTexts = Static<typeof MailTemplateTexts>;
export const MailTemplateTranslations = translationsOf(MailTemplateTexts);
export type MailTemplateTranslations = Static<typeof MailTemplateTranslations>;

/**
 * The texts of a visitor's answer that show in German for want of a translation into the language asked for:
 * their paths ('title', 'passages.0.text', 'categories.3'); the shop marks them lang="de".
 */
export const UntranslatedTexts = Type.Optional(
  Type.Array(Type.String(), { description: 'Texte ohne Übersetzung in der Sprache der Anfrage (deutsch gezeigt)' }),
);
/** The language the school's texts of an answer were chosen for (the request's). */
export const TextLanguage = Type.Optional(Type.String({ description: 'Sprache der Schultexte dieser Antwort' }));
