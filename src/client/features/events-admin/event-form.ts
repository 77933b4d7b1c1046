import type { AdminEvent, EventFactsInput, EventSaveRequest, EventVoiceInput, VenueInput } from '../../../shared/api/events-admin';
import type { CategoryTranslations, EventTexts, EventTranslations } from '../../../shared/api/school-texts';
import { eventSchoolTexts } from '../../../shared/domain/school-text-lists';
import { TRANSLATION_LANGUAGES, type SchoolText } from '../../../shared/domain/school-texts';
import { berlinDay, berlinInstant } from '../../../shared/domain/berlin-time';
import { parseCents } from '../../../shared/domain/money';

/** The editor's state: text as typed (German prices, Berlin wall-clock times), turned into the request on save. */
export interface CategoryForm {
  key: string;
  id?: number;
  name: string;
  price: string;
  max: string;
  hasOrders: boolean;
  /** The name in the other languages; undefined for a category that never had any (the request leaves it out). */
  translations?: CategoryTranslations;
}

/** A passage with its own translations, so removing one takes its translations along. */
export interface PassageForm {
  key: string;
  title: string;
  text: string;
  translations?: Record<string, { title: string; text: string }>;
}

export interface PerformanceForm {
  key: string;
  id?: number;
  day: string;
  time: string;
  doors: string;
  roomId: string;
  onSale: boolean;
  boxOffice: string;
  capacities: string[];
  taken: number[];
  hasOrders: boolean;
}

export interface EventForm {
  id?: number;
  name: string;
  title: string;
  description: string;
  image: number | null;
  colors: [string, string];
  visible: boolean;
  hasSeatSelection: boolean;
  passages: PassageForm[];
  gallery: number[];
  venue: VenueInput;
  /** The stored cast, read only: its roles can be translated (issue 53). */
  cast: ReadonlyArray<{ name: string; role: string }>;
  facts: EventFactsInput;
  voice: EventVoiceInput;
  categories: CategoryForm[];
  performances: PerformanceForm[];
  /** Title, descriptions, facts, cast roles and venue in the other languages (issue 53); undefined until any is read or typed. */
  translations?: Record<string, Omit<EventTexts, 'passages'>>;
}

let keys = 0;
export const newKey = () => `k${++keys}`;

const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

export const centsToText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** "6", "6,5", "6.50" → 650; anything else → NaN (the rules then say why). */
export function textToCents(text: string): number {
  const cents = parseCents(text.replace(/\s|€/g, ''));
  return cents !== null && cents < 1_000_000 ? cents : Number.NaN;
}

const integer = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function emptyForm(): EventForm {
  return {
    name: '',
    title: '',
    description: '',
    image: null,
    colors: ['1976d2', 'ff9800'],
    visible: true,
    hasSeatSelection: false,
    passages: [],
    gallery: [],
    venue: { name: '', address: '', parkingNote: '', mapUrl: '', country: '' },
    cast: [],
    facts: { recommendedAge: '', duration: '', notes: '' },
    // A new event is not necessarily a premiere: it counts to its first date unless the editor says otherwise.
    voice: { countdown: 'first', mailSignature: '', metaDescription: '' },
    categories: [
      { key: newKey(), name: 'Erwachsene', price: '6,00', max: '10', hasOrders: false },
      { key: newKey(), name: 'Kinder', price: '3,00', max: '10', hasOrders: false },
    ],
    performances: [],
  };
}

export function toForm(event: AdminEvent): EventForm {
  return {
    id: event.id,
    name: event.name,
    title: event.title,
    description: event.description,
    image: event.image,
    colors: event.colors,
    visible: event.visible,
    hasSeatSelection: event.hasSeatSelection,
    passages: event.passages.map((passage, index) => ({ key: newKey(), ...passage, translations: passageTranslations(event.translations ?? {}, index) })),
    gallery: event.gallery,
    venue: event.venue,
    cast: event.cast ?? [],
    facts: event.facts,
    voice: event.voice,
    translations: Object.fromEntries(Object.entries(event.translations ?? {}).map(([language, { passages: _passages, ...texts }]) => [language, texts])),
    categories: event.categories.map((category) => ({
      key: newKey(),
      id: category.id,
      name: category.name,
      price: centsToText(category.price_cents),
      max: String(category.max),
      hasOrders: category.has_orders,
      ...(category.translations ? { translations: category.translations } : {}),
    })),
    performances: event.performances.map((performance) => ({
      key: newKey(),
      id: performance.id,
      day: berlinDay(new Date(performance.starts_at)),
      time: berlinTime(performance.starts_at),
      doors: performance.doors_at ? berlinTime(performance.doors_at) : '',
      roomId: performance.room_id === null ? '' : String(performance.room_id),
      onSale: performance.on_sale,
      boxOffice: String(performance.box_office),
      capacities: performance.capacities.map(String),
      taken: performance.taken,
      hasOrders: performance.has_orders,
    })),
  };
}

/** A new performance: the day after the last one (or in four weeks), 19:00, doors 18:30, quotas as the last one. */
export function newPerformance(form: EventForm, now: Date): PerformanceForm {
  const last = form.performances.at(-1);
  const day = last?.day ? berlinDay(new Date(Date.parse(`${last.day}T12:00:00Z`) + 86_400_000)) : berlinDay(new Date(now.getTime() + 28 * 86_400_000));
  return {
    key: newKey(),
    day,
    time: last?.time ?? '19:00',
    doors: last?.doors ?? '18:30',
    roomId: last?.roomId ?? '',
    onSale: true,
    boxOffice: last?.boxOffice ?? '20',
    capacities: last ? [...last.capacities] : form.categories.map(() => '100'),
    taken: form.categories.map(() => 0),
    hasOrders: false,
  };
}

/** Berlin date + time → ISO instant; '' when incomplete, so the rules report the field. */
function instant(day: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return '';
  return berlinInstant(day, time).toISOString();
}

export function toRequest(form: EventForm): EventSaveRequest {
  return {
    ...(form.id !== undefined ? { id: form.id } : {}),
    name: form.name.trim(),
    title: form.title,
    description: form.description,
    image: form.image,
    colors: [form.colors[0].replace('#', ''), form.colors[1].replace('#', '')],
    visible: form.visible,
    hasSeatSelection: form.hasSeatSelection,
    passages: form.passages.map(({ title, text }) => ({ title, text })),
    gallery: form.gallery,
    venue: form.venue,
    facts: form.facts,
    voice: form.voice,
    ...(hasTranslations(form) ? { translations: formTranslations(form) } : {}),
    categories: form.categories.map((category) => ({
      ...(category.id !== undefined ? { id: category.id } : {}),
      name: category.name,
      price_cents: textToCents(category.price),
      max: integer(category.max),
      ...(category.translations ? { translations: category.translations } : {}),
    })),
    performances: form.performances.map((performance) => ({
      ...(performance.id !== undefined ? { id: performance.id } : {}),
      starts_at: instant(performance.day, performance.time),
      doors_at: performance.doors ? instant(performance.day, performance.doors) : null,
      room_id: performance.roomId ? Number(performance.roomId) : null,
      on_sale: performance.onSale,
      box_office: integer(performance.boxOffice),
      capacities: performance.capacities.map(integer),
    })),
  };
}

function passageTranslations(translations: EventTranslations, index: number): PassageForm['translations'] {
  const own = Object.entries(translations).flatMap(([language, texts]) => {
    const passage = texts.passages?.[index];
    return passage ? [[language, { title: passage.title, text: passage.text }] as const] : [];
  });
  return own.length ? Object.fromEntries(own) : undefined;
}

const hasTranslations = (form: EventForm) => form.translations !== undefined || form.passages.some((passage) => passage.translations);

/** The event's translations as the request sends them: the passages', in their order, joined in per language. */
export function formTranslations(form: EventForm): EventTranslations {
  const result: EventTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const passages = form.passages.map((passage) => passage.translations?.[language] ?? { title: '', text: '' });
    const own = form.translations?.[language] ?? {};
    result[language] = { ...own, ...(passages.some((passage) => passage.title || passage.text) ? { passages } : {}) };
  }
  return result;
}

/** Every text of the event the school writes, with what each language has of it (the "fehlt" notes). */
export function formSchoolTexts(form: EventForm): SchoolText[] {
  return eventSchoolTexts({
    title: form.title,
    description: form.description,
    metaDescription: form.voice.metaDescription,
    facts: form.facts,
    passages: form.passages,
    cast: form.cast,
    venue: form.venue,
    translations: formTranslations(form),
    categories: form.categories,
  });
}

type TextField = 'title' | 'description' | 'metaDescription';
const TOP_FIELDS: Record<string, TextField> = { title: 'title', description: 'description', meta_description: 'metaDescription' };

/** The form with one text's translation set, the text named by its key in formSchoolTexts ('passages.0.text'). */
export function withTranslation(form: EventForm, key: string, language: string, value: string): EventForm {
  const [head, second, third] = key.split('.');
  if (TOP_FIELDS[head] || head === 'facts') {
    const own = form.translations?.[language] ?? {};
    const texts = head === 'facts' ? { ...own, facts: { ...own.facts, [second]: value } } : { ...own, [TOP_FIELDS[head]]: value };
    return { ...form, translations: { ...form.translations, [language]: texts } };
  }
  if (head === 'cast' || head === 'location') {
    const own = form.translations?.[language] ?? {};
    const texts =
      head === 'cast'
        ? { ...own, cast: form.cast.map((_member, index) => ({ role: index === Number(second) ? value : (own.cast?.[index]?.role ?? '') })) }
        : { ...own, venue: { ...own.venue, [second]: value } };
    return { ...form, translations: { ...form.translations, [language]: texts } };
  }
  if (head === 'passages') {
    const index = Number(second);
    return {
      ...form,
      passages: form.passages.map((passage, i) => {
        if (i !== index) return passage;
        const own = passage.translations?.[language] ?? { title: '', text: '' };
        return { ...passage, translations: { ...passage.translations, [language]: { ...own, [third]: value } } };
      }),
    };
  }
  if (head === 'categories') {
    return {
      ...form,
      categories: form.categories.map((category, i) =>
        (category.id === undefined ? `new${i}` : String(category.id)) === second
          ? { ...category, translations: { ...category.translations, [language]: { name: value } } }
          : category,
      ),
    };
  }
  return form;
}
