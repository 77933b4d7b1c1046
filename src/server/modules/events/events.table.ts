import type { Generated, JSONColumnType } from 'kysely';
import type { CategoryTranslations, EventTranslations } from '../../../shared/api/school-texts.js';
import type { CreatedAt, Timestamp, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the events module for Kysely; db/schema.ts lists them in `Database`. */
export interface Passage {
  title: string;
  text: string;
}

export interface CastMember {
  name: string;
  role: string;
}

export interface EventLocation {
  name?: string;
  address?: string;
  parkingNote?: string;
  mapUrl?: string;
  /** Two-letter country code; absent for Germany (the tax rule of the venue's country applies). */
  country?: string;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  title: string;
  description: Generated<string>;
  image_file_id: number | null;
  color_primary: Generated<string>;
  color_secondary: Generated<string>;
  premiere_date: NullableTimestamp;
  visible: Generated<boolean>;
  has_seat_selection: Generated<boolean>;
  passages: JSONColumnType<Passage[], string | undefined, string>;
  cast_members: JSONColumnType<CastMember[], string | undefined, string>;
  location: JSONColumnType<EventLocation, string | undefined, string>;
  gallery_file_ids: JSONColumnType<number[], string | undefined, string>;
  /** Shown on the event page and FAQ when set (migration 010): 'ab etwa 10 Jahren'. */
  recommended_age: Generated<string>;
  duration: Generated<string>;
  notes: Generated<string>;
  /** Which countdown the event page shows (migration 027): 'premiere', 'first' or 'none'. */
  countdown: Generated<string>;
  /** The mails' sign-off for this event; '' uses the shop's (configuration mail_signature). */
  mail_signature: Generated<string>;
  /** The page head's description and preview text; '' uses the event's description. */
  meta_description: Generated<string>;
  /** The waiting list of sold-out performances is offered (migration 039). */
  waiting_list: Generated<boolean>;
  /** The school's texts in the other languages (migration 054); German is in the columns above. */
  translations: JSONColumnType<EventTranslations, string | undefined, string>;
  updated_at: CreatedAt;
}

export interface PerformancesTable {
  id: Generated<number>;
  event_id: number;
  starts_at: Timestamp;
  doors_at: NullableTimestamp;
  room_id: number | null;
  box_office_capacity: Generated<number>;
  /** Tickets sold at the door, counted against box_office_capacity. */
  box_office_sold: Generated<number>;
  on_sale: Generated<boolean>;
}

export interface CategoriesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  price_cents: number;
  max_per_order: Generated<number>;
  sort_order: Generated<number>;
  /** The name in the other languages (migration 054): {"en": {"name": "Adults"}}. */
  translations: JSONColumnType<CategoryTranslations, string | undefined, string>;
}

export interface QuotasTable {
  performance_id: number;
  category_id: number;
  capacity: number;
  /** Tickets of online orders holding this quota (orders.holding), kept by the order write path. */
  held: Generated<number>;
  /** Paid online tickets of this quota. */
  sold: Generated<number>;
}
