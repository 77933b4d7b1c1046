import { type Static, Type } from 'typebox';
import { PictureDto } from './images.js';
import { TextLanguage, UntranslatedTexts } from './school-texts.js';

/** `lang`: the language of the school's texts (issue 53); without it the visitor's (cookie, Accept-Language). */
const LanguageParam = Type.Optional(Type.String({ maxLength: 10 }));
export const EventInfoQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), lang: LanguageParam });
export type EventInfoQuery = Static<typeof EventInfoQuery>;
export const EventListQuery = Type.Object({ lang: LanguageParam });
export type EventListQuery = Static<typeof EventListQuery>;

const Int = Type.Integer();
const Euros = Type.Number({ description: 'Euro' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const CategoryDto = Type.Object({
  id: Int,
  name: Type.String(),
  /** Euros, as the spec's cart and variables use them. */
  price: Euros,
  price_cents: Int,
  max: Int,
  /** Tickets of this category one order may hold: `max` and the shop's maximum per customer (order-limits.ts). */
  order_limit: Type.Integer({ description: 'Höchstzahl je Bestellung' }),
});
export type CategoryDto = Static<typeof CategoryDto>;

export const PerformanceCategoryDto = Type.Object({ ...CategoryDto.properties, capacity: Int, remaining: Int });
export type PerformanceCategoryDto = Static<typeof PerformanceCategoryDto>;

export const PerformanceDto = Type.Object({
  id: Int,
  starts_at: Type.String(),
  doors_at: NullableString,
  room_id: Type.Union([Int, Type.Null()]),
  room_name: NullableString,
  /** Past performances and those taken off sale cannot be chosen. */
  past: Type.Boolean(),
  on_sale: Type.Boolean(),
  remaining: Int,
  sold_out: Type.Boolean(),
  categories: Type.Array(PerformanceCategoryDto),
  /** Where the stage is on the seat map: before row A ('top', also when absent) or behind the last row. */
  stage: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('bottom')])),
  /** The room's seats with taken flags when the event has seat selection; empty otherwise. */
  seats: Type.Array(
    Type.Object({
      label: Type.String(),
      row: Type.String(),
      number: Int,
      taken: Type.Boolean(),
      /** Absent on a plain seat; a blocked seat is always taken (issue 46). */
      kind: Type.Optional(Type.Union([Type.Literal('wheelchair'), Type.Literal('companion'), Type.Literal('blocked')])),
      /** An aisle lies before this seat. */
      aisleBefore: Type.Optional(Type.Boolean()),
      /** Parkett, Empore, … */
      section: Type.Optional(Type.String()),
      /** Taken because held back for the box office or guests: the map says 'nicht im Verkauf' (issue 51). */
      heldBack: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type PerformanceDto = Static<typeof PerformanceDto>;

/** What the shop's event and the back office's event editor share. */
export const EventBasics = Type.Object({
  id: Int,
  name: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Type.Union([Int, Type.Null()]),
  /** Two hex colours without a leading '#'. */
  colors: Type.Tuple([Type.String(), Type.String()]),
});

/** Spec §3 "Server event", plus what the event page shows. */
export const EventDto = Type.Object({
  ...EventBasics.properties,
  premiere_date: NullableString,
  /** 1 when visible (spec §2: 'Sichtbar if visible equals 1'). */
  visible: Type.Union([Type.Literal(0), Type.Literal(1)]),
  dates: Type.Array(Type.String()),
  hasSeatSelection: Type.Boolean(),
  variables: Type.Object({
    date: Type.Array(Type.String()),
    category: Type.Record(Type.String(), Type.Object({ price: Type.Number(), max: Type.Optional(Type.Number()) })),
  }),
  passages: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
  cast: Type.Array(Type.Object({ name: Type.String(), role: Type.String() })),
  location: Type.Object({
    name: Type.Optional(Type.String()),
    address: Type.Optional(Type.String()),
    parkingNote: Type.Optional(Type.String()),
    mapUrl: Type.Optional(Type.String()),
  }),
  /** Age recommendation, duration and notes for the event page and FAQ; '' when not set. */
  facts: Type.Object({ recommendedAge: Type.String(), duration: Type.String(), notes: Type.String() }),
  gallery: Type.Array(Int),
  /** Which countdown the event page shows (issue 32 item 1). */
  countdown: Type.Union([Type.Literal('premiere'), Type.Literal('first'), Type.Literal('none')]),
  /** The page head's description and link preview text; '' uses the description. */
  meta_description: Type.String(),
  /** Sized copies of the poster and gallery pictures that have them (issue 14). */
  pictures: Type.Array(PictureDto),
  categories: Type.Array(CategoryDto),
  performances: Type.Array(PerformanceDto),
  /** Tickets one order may hold together (the shop's maximum per order; issue 32 item 3). */
  order_max: Int,
  /** Lowest category price in euros, for the event card's 'ab' price. */
  price_from: Type.Union([Type.Number(), Type.Null()]),
  /** Outside German: the language the school's texts were chosen for, and those shown in German for want of a translation. */
  language: TextLanguage,
  untranslated: UntranslatedTexts,
});
export type EventDto = Static<typeof EventDto>;

export const EventListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), events: Type.Array(EventDto) });
export type EventListResponse = Static<typeof EventListResponse>;

export const EventInfoResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), event: EventDto });
export type EventInfoResponse = Static<typeof EventInfoResponse>;
