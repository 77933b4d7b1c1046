import { type Static, Type } from 'typebox';
import { WholeNumber } from './numbers.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Count = WholeNumber(0, 100000);

export const CategoryInput = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 60 }),
  price_cents: WholeNumber(0, 100000),
  max: WholeNumber(1, 400),
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
});
export type VenueInput = Static<typeof VenueInput>;

/** Facts the event page and FAQ show when set; empty for a new event. */
export const EventFactsInput = Type.Object({
  recommendedAge: Type.String({ maxLength: 200 }),
  duration: Type.String({ maxLength: 200 }),
  notes: Type.String({ maxLength: 2000 }),
});
export type EventFactsInput = Static<typeof EventFactsInput>;

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
  categories: Type.Array(CategoryInput, { maxItems: 20 }),
  performances: Type.Array(PerformanceInput, { maxItems: 50 }),
});
export type EventSaveRequest = Static<typeof EventSaveRequest>;

export const EventIdRequest = Type.Object({ id: Id });
export type EventIdRequest = Static<typeof EventIdRequest>;

export const EventIdQuery = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export type EventIdQuery = Static<typeof EventIdQuery>;

/** A row of the back office's event list (spec §2: title/description, premiere date, Sichtbar/Versteckt). */
export interface AdminEventListItem {
  id: number;
  name: string;
  title: string;
  description: string;
  premiere_date: string | null;
  visible: 0 | 1;
  performances: number;
  /** Paid tickets of all performances. */
  sold: number;
  /** False once any order names the event: it can then only be hidden. */
  can_delete: boolean;
}

export interface AdminCategory extends CategoryInput {
  id: number;
}

export interface AdminPerformance extends PerformanceInput {
  id: number;
  room_name: string | null;
  past: boolean;
  /** Tickets sold or held per category (same order as capacities): no quota may drop below. */
  taken: number[];
  /** Whether any order names this performance; such a performance can only be taken off sale. */
  has_orders: boolean;
}

export interface AdminEvent {
  id: number;
  name: string;
  title: string;
  description: string;
  image: number | null;
  colors: [string, string];
  visible: boolean;
  hasSeatSelection: boolean;
  passages: Array<{ title: string; text: string }>;
  gallery: number[];
  venue: VenueInput;
  facts: EventFactsInput;
  premiere_date: string | null;
  categories: Array<AdminCategory & { has_orders: boolean }>;
  performances: AdminPerformance[];
  can_delete: boolean;
}

export interface AdminEventListResponse {
  success: true;
  message: string;
  data: AdminEventListItem[];
}

export interface AdminEventResponse {
  success: true;
  message: string;
  event: AdminEvent;
}
