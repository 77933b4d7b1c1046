import { type Static, Type } from 'typebox';
import { PerformanceDto } from './events.js';
import { DbId, DbInteger, WholeNumber } from './numbers.js';

/**
 * The door kiosk's calls (issue 8): checkin/performances.php, checkin/sync.php, checkin/upload.php and
 * boxoffice/sell.php. Every one needs a staff session; scans and sales carry a nonce so a retry never
 * counts twice.
 */
export const VERDICT_KEYS = ['valid', 'already', 'cancelled', 'wrong_performance', 'invalid', 'reentry'] as const;
export type VerdictKey = (typeof VERDICT_KEYS)[number];
export const SCAN_METHODS = ['camera', 'wedge', 'typed', 'search'] as const;
export type ScanMethod = (typeof SCAN_METHODS)[number];

export const Nonce = Type.String({ minLength: 8, maxLength: 100, pattern: '^[\\w-]+$' });
const DeviceId = Type.String({ minLength: 8, maxLength: 100, pattern: '^[\\w-]+$' });
const Instant = Type.String({ minLength: 10, maxLength: 40 });

export const DeviceFields = {
  device_id: DeviceId,
  device_name: Type.String({ minLength: 1, maxLength: 60 }),
};

export const SyncQuery = Type.Object({
  performance_id: DbId(),
  /** The cursor of the last complete sync; without it, everything. */
  since: Type.Optional(Instant),
  /** Paging inside one sync: tickets with an id above this one. */
  after: Type.Optional(DbInteger(0)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
});
export type SyncQuery = Static<typeof SyncQuery>;

export const ScanUpload = Type.Object({
  nonce: Nonce,
  code: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
  ticket_id: Type.Optional(Type.Union([DbId(), Type.Null()])),
  method: Type.Union([Type.Literal('camera'), Type.Literal('wedge'), Type.Literal('typed'), Type.Literal('search')]),
  verdict: Type.Union([
    Type.Literal('valid'),
    Type.Literal('already'),
    Type.Literal('cancelled'),
    Type.Literal('wrong_performance'),
    Type.Literal('invalid'),
    Type.Literal('reentry'),
  ]),
  scanned_at: Instant,
});
export type ScanUpload = Static<typeof ScanUpload>;

export const UploadRequest = Type.Object({
  ...DeviceFields,
  performance_id: DbId(),
  scans: Type.Array(ScanUpload, { minItems: 1, maxItems: 500 }),
});
export type UploadRequest = Static<typeof UploadRequest>;

export const SaleLine = Type.Object({
  category_id: DbId(),
  quantity: WholeNumber(1, 100),
});
export type SaleLine = Static<typeof SaleLine>;

export const SellRequest = Type.Object({
  ...DeviceFields,
  nonce: Nonce,
  performance_id: DbId(),
  lines: Type.Array(SaleLine, { minItems: 1, maxItems: 20 }),
  sold_at: Instant,
  /** Queued while the kiosk was offline (the guests are already inside). */
  offline: Type.Optional(Type.Boolean()),
  /**
   * Seats staff picked on the seat plan, one per ticket (issue 51): the box office's own or any free seat.
   * Without them the server picks the best ones, the box office's own first.
   */
  seats: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 12 }), { minItems: 1, maxItems: 100, description: 'Plätze vom Sitzplan, einer je Ticket' }),
  ),
});
export type SellRequest = Static<typeof SellRequest>;

const Int = Type.Integer();
const NullableString = Type.Union([Type.String(), Type.Null()]);
/** reentries: scans of guests who came back in (only while "Mehrfacheintritt pro Tag" is on). */
const Counters = Type.Object({ sold: Int, admitted: Int, reentries: Int });

export const KioskCategoryDto = Type.Object({ id: Int, name: Type.String(), price_cents: Int });
export type KioskCategoryDto = Static<typeof KioskCategoryDto>;

export const KioskPerformanceDto = Type.Object({
  id: Int,
  event_id: Int,
  event_title: Type.String(),
  starts_at: Type.String(),
  doors_at: NullableString,
  categories: Type.Array(KioskCategoryDto),
});
export type KioskPerformanceDto = Static<typeof KioskPerformanceDto>;

/**
 * remaining: what the door sells now without picking seats. held_left: left of its own contingent;
 * online_free: places the online sale has not sold (seated: free seats), the door's too from doors-open on
 * (doors_open) and, on a seated show, whenever staff pick them on the seat plan (issue 51).
 */
export const BoxOfficeState = Type.Object(
  {
    capacity: Int,
    sold: Int,
    remaining: Int,
    held_left: Type.Optional(Int),
    online_free: Type.Optional(Int),
    doors_open: Type.Optional(Type.Boolean()),
    seated: Type.Optional(Type.Boolean()),
  },
  { description: 'Kontingent der Abendkasse' },
);
export type BoxOfficeState = Static<typeof BoxOfficeState>;

export const KioskTicketDto = Type.Object({
  id: Int,
  order_id: Int,
  /** The order's customer: first and last name. */
  name: Type.String({ description: 'Vor- und Nachname des Käufers' }),
  category_id: Int,
  category: Type.String(),
  seat: NullableString,
  status: Type.Union([Type.Literal('valid'), Type.Literal('cancelled')]),
  /** The admission: the earliest valid scan, wherever it was made. */
  admitted_at: NullableString,
  admitted_device: NullableString,
  checkins: Int,
});
export type KioskTicketDto = Static<typeof KioskTicketDto>;

export const PerformancesResponse = Type.Object({
  success: Type.Literal(true),
  performances: Type.Array(Type.Object({ ...KioskPerformanceDto.properties, sold: Int, admitted: Int, reentries: Int })),
});
export type PerformancesResponse = Static<typeof PerformancesResponse>;

export const SyncResponse = Type.Object({
  success: Type.Literal(true),
  server_time: Type.String(),
  /** Pass as `since` next time, once every page has been fetched. */
  cursor: Type.String({ description: 'Beim nächsten Abgleich als since mitgeben' }),
  performance: KioskPerformanceDto,
  /** Every performance, so a ticket for another one can name it. */
  performances: Type.Array(Type.Object({ id: Int, event_title: Type.String(), starts_at: Type.String() })),
  counters: Counters,
  /** "Mehrfacheintritt pro Tag": the offline door says 'Wiedereinlass' instead of 'Bereits eingecheckt'. */
  reentry_allowed: Type.Boolean({ description: 'Mehrfacheintritt pro Tag: ein zweiter Scan ist ein Wiedereinlass' }),
  box_office: BoxOfficeState,
  /** Raw 32-byte Ed25519 keys, base64url. */
  keys: Type.Array(Type.Object({ id: Int, public_key: Type.String({ description: 'Ed25519, 32 Byte, base64url' }) })),
  /** reason: why it was revoked ('PAYMENT_REVERSED', 'REFUNDED', 'CANCELLED' by staff …), for the door's verdict; null when not known. */
  revoked: Type.Array(Type.Object({ ticket_id: Int, performance_id: Int, reason: Type.Optional(Type.Union([Type.String(), Type.Null()])) })),
  tickets: Type.Array(KioskTicketDto),
  /** Tickets changed since `since`, over all pages. */
  total: Int,
  /** The next page's `after`; null on the last page. */
  next_after: Type.Union([Int, Type.Null()], { description: 'after der nächsten Seite; null auf der letzten' }),
});
export type SyncResponse = Static<typeof SyncResponse>;

export const UploadResponse = Type.Object({
  success: Type.Literal(true),
  /** Scans new to the server; the rest it already had. */
  stored: Int,
  already: Int,
  /** The server's reading of every uploaded scan. */
  scans: Type.Array(
    Type.Object({
      nonce: Type.String(),
      ticket_id: Type.Union([Int, Type.Null()]),
      admitted: Type.Boolean(),
      duplicate: Type.Boolean(),
      reentry: Type.Boolean(),
    }),
  ),
  /** The tickets the batch touched, as they stand now (admissions from every device). */
  tickets: Type.Array(KioskTicketDto),
  counters: Counters,
  /**
   * Issue 52: nonces the server already holds for another code or ticket. Those scans are neither stored nor
   * read back (they would carry the other code's verdict); the rest of the batch counts as usual.
   */
  reused_nonces: Type.Optional(Type.Array(Type.String(), { description: 'Scan-Kennungen, die schon zu einem anderen Code gehören' })),
});
export type UploadResponse = Static<typeof UploadResponse>;

export const SoldTicketDto = Type.Object({
  id: Int,
  code: Type.String(),
  category_id: Int,
  category: Type.String(),
  /** The seat a seated performance's door sale gave this ticket (e.g. 'D7'); null without seats. */
  seat: Type.Optional(NullableString),
});
export type SoldTicketDto = Static<typeof SoldTicketDto>;

export const SellResponse = Type.Object({
  success: Type.Literal(true),
  status: Type.Literal('completed'),
  order_id: Int,
  total_cents: Int,
  tickets: Type.Array(SoldTicketDto),
  box_office: BoxOfficeState,
  /** True when this nonce had been sold before: the same order comes back. */
  replay: Type.Boolean({ description: 'true, wenn dieser Verkauf schon vorlag: dieselbe Bestellung kommt zurück' }),
});
export type SellResponse = Static<typeof SellResponse>;

export const DoorSeatsQuery = Type.Object({ performance_id: DbId() });
export type DoorSeatsQuery = Static<typeof DoorSeatsQuery>;

/** boxoffice/seats.php: the plan as the door sees it; `taken` is every seat the door may not sell (issue 51). */
export const DoorSeatsResponse = Type.Object({
  success: Type.Literal(true),
  stage: Type.Union([Type.Literal('top'), Type.Literal('bottom')]),
  seats: PerformanceDto.properties.seats,
  /** The box office's own seats (held back for it); they go first. */
  held_back: Type.Array(Type.String()),
  box_office: BoxOfficeState,
});
export type DoorSeatsResponse = Static<typeof DoorSeatsResponse>;

/**
 * checkin/scan.php (issue 12): while online the door asks the server first, so two doors never admit one
 * ticket twice. The scan keeps its nonce: the same scan uploaded again later counts once.
 */
export const ScanRequest = Type.Object({
  ...DeviceFields,
  performance_id: DbId(),
  scan: Type.Omit(ScanUpload, ['verdict']),
});
export type ScanRequest = Static<typeof ScanRequest>;

export const ScanResponse = Type.Object({
  success: Type.Literal(true),
  verdict: ScanUpload.properties.verdict,
  /** The ticket as it stands after this scan: its admission is the earliest one, wherever it was made. */
  ticket: Type.Union([KioskTicketDto, Type.Null()]),
  /** The ticket's performance, when it is another one ('Falsche Vorstellung'). */
  performance_id: Type.Union([Int, Type.Null()]),
  counters: Counters,
});
export type ScanResponse = Static<typeof ScanResponse>;

export const EventsQuery = Type.Object({ performance_id: DbId() });
export type EventsQuery = Static<typeof EventsQuery>;

/** One server-sent `admission` event of checkin/events.php: tickets admitted (or sold at the door) just now. */
export const AdmissionEvent = Type.Object({ performance_id: Int, tickets: Type.Array(KioskTicketDto), counters: Counters });
export type AdmissionEvent = Static<typeof AdmissionEvent>;
