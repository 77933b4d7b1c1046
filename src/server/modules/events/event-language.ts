import type { EventDto } from '../../../shared/api/events.js';
import type { CategoryTranslations, EventTranslations } from '../../../shared/api/school-texts.js';
import { textIn } from '../../../shared/domain/school-texts.js';
import type { Language } from '../../../shared/i18n/languages.js';

/** What an event's school texts are in the other languages: its own and its categories'. */
export interface EventTranslationSource {
  event: EventTranslations;
  categories: ReadonlyMap<number, CategoryTranslations>;
}

/**
 * The shop's event in `language` (issue 53 item 5): each text the school wrote in its translation where it has
 * one, else in German, named in `untranslated` so the page marks it lang="de" (the cast's roles and the venue's
 * name and directions among them). The prices' `variables` keep their German category names: the spec's
 * client books by them.
 */
export function eventInLanguage(event: EventDto, source: EventTranslationSource, language: Language): EventDto {
  if (language === 'de') return event;
  const own = source.event[language] ?? {};
  const untranslated: string[] = [];
  const pick = (key: string, german: string, translated: string | undefined) => {
    const chosen = textIn(german, translated);
    if (chosen.german) untranslated.push(key);
    return chosen.text;
  };
  const title = pick('title', event.title, own.title);
  const description = pick('description', event.description, own.description);
  const meta_description = event.meta_description ? pick('meta_description', event.meta_description, own.metaDescription) : '';
  const passages = event.passages.map((passage, index) => ({
    title: pick(`passages.${index}.title`, passage.title, own.passages?.[index]?.title),
    text: pick(`passages.${index}.text`, passage.text, own.passages?.[index]?.text),
  }));
  const facts = {
    recommendedAge: pick('facts.recommendedAge', event.facts.recommendedAge, own.facts?.recommendedAge),
    duration: pick('facts.duration', event.facts.duration, own.facts?.duration),
    notes: pick('facts.notes', event.facts.notes, own.facts?.notes),
  };
  const cast = event.cast.map((member, index) => ({ ...member, role: pick(`cast.${index}.role`, member.role, own.cast?.[index]?.role) }));
  // The address stays as the post knows it; the venue's name and directions are the school's words.
  const location = {
    ...event.location,
    ...(event.location.name ? { name: pick('location.name', event.location.name, own.venue?.name) } : {}),
    ...(event.location.parkingNote ? { parkingNote: pick('location.parkingNote', event.location.parkingNote, own.venue?.parkingNote) } : {}),
  };
  const names = new Map(
    event.categories.map((category) => [category.id, pick(`categories.${category.id}`, category.name, source.categories.get(category.id)?.[language]?.name)]),
  );
  const named = <T extends { id: number; name: string }>(category: T): T => ({ ...category, name: names.get(category.id) ?? category.name });
  return {
    ...event,
    title,
    description,
    meta_description,
    passages,
    cast,
    location,
    facts,
    categories: event.categories.map(named),
    performances: event.performances.map((performance) => ({ ...performance, categories: performance.categories.map(named) })),
    language,
    untranslated,
  };
}
