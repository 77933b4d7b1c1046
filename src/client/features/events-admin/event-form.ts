import type { AdminEvent, EventFactsInput, EventSaveRequest, EventVoiceInput, VenueInput } from '../../../shared/api/events-admin';
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
  passages: Array<{ key: string; title: string; text: string }>;
  gallery: number[];
  venue: VenueInput;
  facts: EventFactsInput;
  voice: EventVoiceInput;
  categories: CategoryForm[];
  performances: PerformanceForm[];
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
    passages: event.passages.map((passage) => ({ key: newKey(), ...passage })),
    gallery: event.gallery,
    venue: event.venue,
    facts: event.facts,
    voice: event.voice,
    categories: event.categories.map((category) => ({
      key: newKey(),
      id: category.id,
      name: category.name,
      price: centsToText(category.price_cents),
      max: String(category.max),
      hasOrders: category.has_orders,
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
    categories: form.categories.map((category) => ({
      ...(category.id !== undefined ? { id: category.id } : {}),
      name: category.name,
      price_cents: textToCents(category.price),
      max: integer(category.max),
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
