import { type Static, Type } from 'typebox';
import { DbId, WholeNumber } from './numbers.js';

const Int = Type.Integer();
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Token = Type.String({ minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

/** waiting-list/join.php (issue 42 item 1): a sign-up for a sold-out performance (or one category of it). */
export const WaitingJoinRequest = Type.Object({
  performance_id: DbId(),
  category_id: Type.Optional(Type.Union([DbId(), Type.Null()])),
  email: Type.String({ maxLength: 254 }),
  name: Type.String({ maxLength: 200 }),
  quantity: WholeNumber(0, 1000),
  consent: Type.Boolean(),
});
export type WaitingJoinRequest = Static<typeof WaitingJoinRequest>;

export const WaitingJoinResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type WaitingJoinResponse = Static<typeof WaitingJoinResponse>;

export const WaitingTokenRequest = Type.Object({ token: Token });
export type WaitingTokenRequest = Static<typeof WaitingTokenRequest>;

/** waiting-list/entry.php: what the personal link shows. */
export const WaitingEntryView = Type.Object({
  status: Type.Union([Type.Literal('unconfirmed'), Type.Literal('waiting'), Type.Literal('offered'), Type.Literal('bought'), Type.Literal('lapsed')]),
  name: Type.String(),
  event_title: Type.String(),
  starts_at: Type.String(),
  quantity: Int,
  category_name: NullableString,
  /** The offer: until when its places are held, and what they cost. */
  offer_expires_at: NullableString,
  total_cents: Type.Union([Int, Type.Null()]),
  /** The seats the offer holds (or bought), in picking order; empty when the show is not seated (issue 51). */
  seats: Type.Array(Type.String()),
});
export type WaitingEntryView = Static<typeof WaitingEntryView>;

/** waiting-list/performances.php (staff): the events with their switch, and one event's performances. */
export const WaitingEventsResponse = Type.Object({
  events: Type.Array(Type.Object({ id: Int, title: Type.String(), waiting_list: Type.Boolean() })),
  performances: Type.Array(Type.Object({ id: Int, event_id: Int, starts_at: Type.String(), waiting: Int, offered: Int })),
});
export type WaitingEventsResponse = Static<typeof WaitingEventsResponse>;

export const WaitingStaffEntry = Type.Object({
  id: Int,
  position: Int,
  name: Type.String(),
  email: Type.String(),
  quantity: Int,
  category_name: NullableString,
  status: Type.String(),
  created_at: Type.String(),
  offered_at: NullableString,
  offer_expires_at: NullableString,
  order_id: Type.Union([Int, Type.Null()]),
  bought: Type.Boolean(),
});
export type WaitingStaffEntry = Static<typeof WaitingStaffEntry>;

export const WaitingListResponse = Type.Object({ entries: Type.Array(WaitingStaffEntry) });
export type WaitingListResponse = Static<typeof WaitingListResponse>;

export const WaitingEventSwitch = Type.Object({ event_id: DbId(), waiting_list: Type.Boolean() });
export type WaitingEventSwitch = Static<typeof WaitingEventSwitch>;

export const WaitingEntryRef = Type.Object({ entry_id: DbId() });
export type WaitingEntryRef = Static<typeof WaitingEntryRef>;

export const WaitingDone = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type WaitingDone = Static<typeof WaitingDone>;

/** Staff labels of an entry's state. */
export const WAITING_STATUS_LABELS: Record<string, string> = {
  unconfirmed: 'Noch nicht bestätigt',
  waiting: 'Wartet',
  offered: 'Angebot offen',
  bought: 'Gekauft',
  lapsed: 'Angebot abgelaufen',
};
