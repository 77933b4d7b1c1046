import { type Static, Type } from 'typebox';
import type { PictureDto } from './images.js';

export const EventInfoQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });
export type EventInfoQuery = Static<typeof EventInfoQuery>;

export interface CategoryDto {
  id: number;
  name: string;
  /** Euros, as the spec's cart and variables use them. */
  price: number;
  price_cents: number;
  max: number;
  /** Tickets of this category one order may hold: `max` and the shop's maximum per customer (order-limits.ts). */
  order_limit: number;
}

export interface PerformanceCategoryDto extends CategoryDto {
  capacity: number;
  remaining: number;
}

export interface PerformanceDto {
  id: number;
  starts_at: string;
  doors_at: string | null;
  room_id: number | null;
  room_name: string | null;
  /** Past performances and those taken off sale cannot be chosen. */
  past: boolean;
  on_sale: boolean;
  remaining: number;
  sold_out: boolean;
  categories: PerformanceCategoryDto[];
  /** The room's seats with taken flags when the event has seat selection; empty otherwise. */
  seats: Array<{ label: string; row: string; number: number; taken: boolean }>;
}

/** Spec §3 "Server event", plus what the event page shows. */
export interface EventDto {
  id: number;
  name: string;
  title: string;
  description: string;
  image: number | null;
  /** Two hex colours without a leading '#'. */
  colors: [string, string];
  premiere_date: string | null;
  /** 1 when visible (spec §2: 'Sichtbar if visible equals 1'). */
  visible: 0 | 1;
  dates: string[];
  hasSeatSelection: boolean;
  variables: {
    date: string[];
    category: Record<string, { price: number; max?: number }>;
  };
  passages: Array<{ title: string; text: string }>;
  cast: Array<{ name: string; role: string }>;
  location: { name?: string; address?: string; parkingNote?: string; mapUrl?: string };
  /** Age recommendation, duration and notes for the event page and FAQ; '' when not set. */
  facts: { recommendedAge: string; duration: string; notes: string };
  gallery: number[];
  /** Sized copies of the poster and gallery pictures that have them (issue 14). */
  pictures: PictureDto[];
  categories: CategoryDto[];
  performances: PerformanceDto[];
  /** Lowest category price in euros, for the event card's 'ab' price. */
  price_from: number | null;
}

export interface EventListResponse {
  success: true;
  message: string;
  events: EventDto[];
}

export interface EventInfoResponse {
  success: true;
  message: string;
  event: EventDto;
}
