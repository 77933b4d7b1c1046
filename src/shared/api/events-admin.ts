import { type Static, Type } from 'typebox';
import { WholeNumber } from './numbers.js';
import { EventBasics } from './events.js';
import { CategoryTranslations, EventTranslations } from './school-texts.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Count = WholeNumber(0, 100000);

export const CategoryInput = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 60 }),
  price_cents: WholeNumber(0, 100000),
  max: WholeNumber(1, 400),
  /** The name in the other languages (issue 53); left out, the stored ones stay. */
  translations: Type.Optional(CategoryTranslations),
});
export type CategoryInput = Static<typeof CategoryInput>;

export const PerformanceInput = Type.Object({
  id: Type.Optional(Id),
  /** ISO instants; the form enters Berlin wall-clock time. */
  starts_at: Type.String({ maxLength: 40 }),
  doors_at: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
  room_id: Type.Union([Id, Type.Null()]),
  on_sale: Type.Boolean(),
  /** The box-office quota only the door kiosk sells from. */
  box_office: Count,
  /** Online quota per category, in the order of `categories`. */
  capacities: Type.Array(Count, { maxItems: 20 }),
});
export type PerformanceInput = Static<typeof PerformanceInput>;

/** Where the event takes place (the event page's 'Anfahrt', mail, ticket PDF, event card). */
export const VenueInput = Type.Object({
  name: Type.String({ maxLength: 200 }),
  address: Type.String({ maxLength: 300 }),
  parkingNote: Type.String({ maxLength: 2000 }),
  /** An OpenStreetMap embed (export/embed.html); shown only with consent to external content. */
  mapUrl: Type.String({ maxLength: 1000 }),
  /** Two-letter country code of the venue, '' for Germany: it picks the tax rule ("Steuerregeln pro Land"). */
  country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$' })),
});
export type VenueInput = Static<typeof VenueInput>;

/** Facts the event page and FAQ show when set; empty for a new event. */
export const EventFactsInput = Type.Object({
  recommendedAge: Type.String({ maxLength: 200 }),
  duration: Type.String({ maxLength: 200 }),
  notes: Type.String({ maxLength: 2000 }),
});
export type EventFactsInput = Static<typeof EventFactsInput>;

/** How the event speaks (issue 32 item 1): its countdown, mail sign-off and page description; '' = the shop's. */
export const EventVoiceInput = Type.Object({
  countdown: Type.Union([Type.Literal('premiere'), Type.Literal('first'), Type.Literal('none')]),
  mailSignature: Type.String({ maxLength: 120 }),
  metaDescription: Type.String({ maxLength: 300 }),
});
export type EventVoiceInput = Static<typeof EventVoiceInput>;

export const EventSaveRequest = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 60 }),
  title: Type.String({ maxLength: 200 }),
  description: Type.String({ maxLength: 5000 }),
  image: Type.Union([Id, Type.Null()]),
  colors: Type.Tuple([Type.String({ maxLength: 7 }), Type.String({ maxLength: 7 })]),
  visible: Type.Boolean(),
  hasSeatSelection: Type.Boolean(),
  passages: Type.Array(Type.Object({ title: Type.String({ maxLength: 200 }), text: Type.String({ maxLength: 5000 }) }), { maxItems: 20 }),
  gallery: Type.Optional(Type.Array(Id, { maxItems: 40 })),
  /** Left out: the stored venue and facts stay. */
  venue: Type.Optional(VenueInput),
  facts: Type.Optional(EventFactsInput),
  voice: Type.Optional(EventVoiceInput),
  /** Title, descriptions, facts and passages in the other languages (issue 53); left out, the stored ones stay. */
  translations: Type.Optional(EventTranslations),
  categories: Type.Array(CategoryInput, { maxItems: 20 }),
  performances: Type.Array(PerformanceInput, { maxItems: 50 }),
});
export type EventSaveRequest = Static<typeof EventSaveRequest>;

export const EventIdRequest = Type.Object({ id: Id });
export type EventIdRequest = Static<typeof EventIdRequest>;

export const EventIdQuery = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export type EventIdQuery = Static<typeof EventIdQuery>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A row of the back office's event list (spec §2: title/description, premiere date, Sichtbar/Versteckt). */
export const AdminEventListItem = Type.Object({
  id: Id,
  name: Type.String(),
  title: Type.String(),
  description: Type.String(),
  premiere_date: NullableString,
  visible: Type.Union([Type.Literal(0), Type.Literal(1)]),
  performances: Type.Integer(),
  /** Paid tickets of all performances. */
  sold: Type.Integer({ description: 'Bezahlte Tickets aller Vorstellungen' }),
  /** False once any order names the event: it can then only be hidden. */
  can_delete: Type.Boolean(),
});
export type AdminEventListItem = Static<typeof AdminEventListItem>;

const Int = Type.Integer();

export const AdminCategory = Type.Object({ id: Int, name: Type.String(), price_cents: Int, max: Int });
export type AdminCategory = Static<typeof AdminCategory>;

export const AdminPerformance = Type.Object({
  id: Int,
  starts_at: Type.String(),
  doors_at: NullableString,
  room_id: Type.Union([Int, Type.Null()]),
  on_sale: Type.Boolean(),
  box_office: Int,
  capacities: Type.Array(Int),
  room_name: NullableString,
  past: Type.Boolean(),
  /** Tickets sold or held per category (same order as capacities): no quota may drop below. */
  taken: Type.Array(Int),
  /** Whether any order names this performance; such a performance can only be taken off sale. */
  has_orders: Type.Boolean(),
});
export type AdminPerformance = Static<typeof AdminPerformance>;

export const AdminEvent = Type.Object({
  ...EventBasics.properties,
  visible: Type.Boolean(),
  hasSeatSelection: Type.Boolean(),
  passages: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
  gallery: Type.Array(Int),
  venue: Type.Object({ name: Type.String(), address: Type.String(), parkingNote: Type.String(), mapUrl: Type.String(), country: Type.String() }),
  /** The cast as stored, for the translations of its roles (the cast itself is not edited here). */
  cast: Type.Optional(Type.Array(Type.Object({ name: Type.String(), role: Type.String() }))),
  facts: Type.Object({ recommendedAge: Type.String(), duration: Type.String(), notes: Type.String() }),
  voice: EventVoiceInput,
  translations: Type.Optional(EventTranslations),
  premiere_date: NullableString,
  categories: Type.Array(Type.Object({ ...AdminCategory.properties, has_orders: Type.Boolean(), translations: Type.Optional(CategoryTranslations) })),
  performances: Type.Array(AdminPerformance),
  can_delete: Type.Boolean(),
});
export type AdminEvent = Static<typeof AdminEvent>;

export const AdminEventListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Array(AdminEventListItem) });
export type AdminEventListResponse = Static<typeof AdminEventListResponse>;

export const AdminEventResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), event: AdminEvent });
export type AdminEventResponse = Static<typeof AdminEventResponse>;

export const EventSaveResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), id: Int });
export type EventSaveResponse = Static<typeof EventSaveResponse>;
