import type { CategoryTranslations, EventTranslations, MailTemplateTranslations, SitePageTranslations } from '../api/school-texts';
import type { SchoolText } from './school-texts';
import { TRANSLATION_LANGUAGES } from './school-texts';

/**
 * The texts the school wrote, one entry each, with what every language has of it: the editors' "fehlt" notes
 * and the server's count of what is missing (issue 53 item 5) read the same list. Keys are those the shop's
 * answers name in `untranslated`.
 */

const perLanguage = (read: (language: (typeof TRANSLATION_LANGUAGES)[number]) => string | undefined): SchoolText['translated'] =>
  Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, read(language)]));

export interface EventTextSource {
  title: string;
  description: string;
  metaDescription: string;
  facts: { recommendedAge: string; duration: string; notes: string };
  passages: ReadonlyArray<{ title: string; text: string }>;
  /** The cast as the school entered it: the names stay, the roles are translated. */
  cast?: ReadonlyArray<{ name: string; role: string }>;
  venue?: { name?: string; parkingNote?: string };
  translations?: EventTranslations;
  /** Without an id yet (a new category): keyed by its place. */
  categories: ReadonlyArray<{ id?: number; name: string; translations?: CategoryTranslations }>;
}

export const FACT_LABELS = { recommendedAge: 'Altersempfehlung', duration: 'Dauer', notes: 'Weitere Hinweise' } as const;
/** As the event editor's venue section names them; keyed as the shop's event names them (`location`). */
export const VENUE_LABELS = { name: 'Name des Veranstaltungsorts', parkingNote: 'Anfahrt und Parken' } as const;

export function eventSchoolTexts(event: EventTextSource): SchoolText[] {
  const own = (language: string) => event.translations?.[language];
  const texts: SchoolText[] = [
    { key: 'title', label: 'Titel', german: event.title, translated: perLanguage((l) => own(l)?.title) },
    { key: 'description', label: 'Beschreibung', german: event.description, translated: perLanguage((l) => own(l)?.description) },
    { key: 'meta_description', label: 'Vorschautext', german: event.metaDescription, translated: perLanguage((l) => own(l)?.metaDescription) },
    ...(Object.keys(FACT_LABELS) as Array<keyof typeof FACT_LABELS>).map((fact) => ({
      key: `facts.${fact}`,
      label: FACT_LABELS[fact],
      german: event.facts[fact],
      translated: perLanguage((l) => own(l)?.facts?.[fact]),
    })),
  ];
  event.passages.forEach((passage, index) => {
    texts.push(
      {
        key: `passages.${index}.title`,
        label: `Abschnitt ${index + 1}: Überschrift`,
        german: passage.title,
        translated: perLanguage((l) => own(l)?.passages?.[index]?.title),
      },
      {
        key: `passages.${index}.text`,
        label: `Abschnitt ${index + 1}: Text`,
        german: passage.text,
        translated: perLanguage((l) => own(l)?.passages?.[index]?.text),
      },
    );
  });
  (event.cast ?? []).forEach((member, index) => {
    texts.push({
      key: `cast.${index}.role`,
      label: `Besetzung: Rolle von ${member.name}`,
      german: member.role,
      translated: perLanguage((l) => own(l)?.cast?.[index]?.role),
    });
  });
  for (const field of Object.keys(VENUE_LABELS) as Array<keyof typeof VENUE_LABELS>) {
    texts.push({
      key: `location.${field}`,
      label: VENUE_LABELS[field],
      german: event.venue?.[field] ?? '',
      translated: perLanguage((l) => own(l)?.venue?.[field]),
    });
  }
  event.categories.forEach((category, index) => {
    texts.push({
      key: category.id === undefined ? `categories.new${index}` : `categories.${category.id}`,
      label: `Kategorie ${index + 1}: Name`,
      german: category.name,
      translated: perLanguage((l) => category.translations?.[l]?.name),
    });
  });
  return texts;
}

export interface SitePageTextSource {
  title: string;
  sections: ReadonlyArray<{ id: string; name: string; html: string }>;
  translations?: SitePageTranslations;
}

export function sitePageSchoolTexts(page: SitePageTextSource): SchoolText[] {
  const own = (language: string) => page.translations?.[language];
  return [
    { key: 'title', label: 'Titel', german: page.title, translated: perLanguage((l) => own(l)?.title) },
    ...page.sections.flatMap((section) => [
      {
        key: `sections.${section.id}.name`,
        label: `Abschnitt „${section.name}“: Überschrift`,
        german: section.name,
        translated: perLanguage((l) => own(l)?.sections?.[section.id]?.name),
      },
      {
        key: `sections.${section.id}.html`,
        label: `Abschnitt „${section.name}“: Text`,
        // An empty editor's markup is no text.
        german: section.html.replace(/<[^>]*>|&nbsp;/g, '').trim() ? section.html : '',
        translated: perLanguage((l) => own(l)?.sections?.[section.id]?.html),
      },
    ]),
  ];
}

export function mailTemplateSchoolTexts(template: { subject: string; content: string; translations?: MailTemplateTranslations }): SchoolText[] {
  const own = (language: string) => template.translations?.[language];
  return [
    { key: 'subject', label: 'Betreff', german: template.subject, translated: perLanguage((l) => own(l)?.subject) },
    { key: 'content', label: 'Inhalt', german: template.content, translated: perLanguage((l) => own(l)?.content) },
  ];
}
