import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Table types for Kysely. Each migration that changes a table updates its interface here. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SeatRow {
  row: string;
  seats: number;
}
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
}
export interface PageSection {
  name: string;
  id: string;
  html: string;
}

export interface FilesTable {
  id: Generated<number>;
  name: string;
  folder: Generated<string>;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Sized AVIF/WebP copies of an uploaded picture (migration 014). */
export interface ImageVariantsTable {
  file_id: number;
  format: string;
  width: number;
  height: number;
  version: string;
  size: number;
  data: Uint8Array;
}

export interface RoomsTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  status: Generated<string>;
  seat_rows: JSONColumnType<SeatRow[], string | undefined, string>;
  capacity: Generated<number>;
  updated_at: CreatedAt;
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

/** One row per seat held or sold: the primary key (performance, seat) makes a double sale impossible. */
export interface SeatClaimsTable {
  performance_id: number;
  seat: string;
  order_id: number;
}

/** A buyer's or a client address's open holds, `{order id: [expiry in ms, tickets]}`, for the hold limits. */
export interface HoldOwnersTable {
  key: string;
  holds: Generated<Record<string, [number, number]>>;
}

export interface PermissionsTable {
  key: string;
  name: string;
  description: Generated<string>;
  parent_key: string | null;
  sort_order: Generated<number>;
}

export interface RolesTable {
  name: string;
  display_name: string;
  hierarchy: Generated<number>;
}

export interface RolePermissionsTable {
  role_name: string;
  permission_key: string;
}

export type UserStatus = 'active' | 'inactive' | 'banned';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: Generated<string>;
  surname: Generated<string>;
  telephone: Generated<string>;
  mail: Generated<string>;
  image_id: number | null;
  password_hash: string;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserRolesTable {
  user_id: number;
  role_name: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  subject: string;
  failed_at: CreatedAt;
}

export interface SettingsTable {
  key: string;
  value: JSONColumnType<object, string, string>;
  updated_at: CreatedAt;
}

export interface SitePagesTable {
  name: string;
  title: string;
  sections: JSONColumnType<PageSection[], string | undefined, string>;
  updated_at: CreatedAt;
}

export type OrderStatus = 'CREATED' | 'CAPTURED' | 'FAILED' | 'EXPIRED' | 'CANCELLED';
export type ProviderKind = 'test' | 'paypal';
export type OrderChannel = 'online' | 'box_office';

export interface PaymentUniversesTable {
  id: Generated<number>;
  name: string;
  provider: ProviderKind;
  is_sandbox: Generated<boolean>;
  client_id: string | null;
  client_secret: string | null;
  webhook_id: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  public_token: string;
  idempotency_key: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: Generated<string>;
  donation_cents: Generated<number>;
  total_cents: number;
  currency: Generated<string>;
  universe_id: number | null;
  /**
   * 'cash' for door sales, which no payment provider sees. Reads are typed as the providers only: door
   * orders are CAPTURED when written, so no capture or provider call ever loads one.
   */
  provider: ColumnType<ProviderKind, ProviderKind | 'cash', ProviderKind | 'cash'>;
  provider_order_id: string | null;
  provider_request_id: string;
  capture_request_id: string;
  capture_claimed_until: NullableTimestamp;
  /** Set by the first capture attempt; while set, only the provider's answer may expire the hold. */
  capture_attempted_at: NullableTimestamp;
  capture_id: string | null;
  refund_required: Generated<boolean>;
  failure_reason: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
  captured_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: number | null;
  /** The reason staff gave the buyer; it goes into the cancellation mail. */
  cancel_reason: string | null;
  channel: ColumnType<OrderChannel, OrderChannel | undefined, OrderChannel>;
  /** What the back office shows as payment: 'PayPal' online, 'Bar' at the box office. */
  payment_method: Generated<string>;
  /** The client address an online order came from, IPv6 as its /64 (holdBucket); null for door sales. */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its tickets count in quotas.held (and its seats in seat_claims) until paid, released or cancelled. */
  holding: Generated<boolean>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  event_id: number;
  performance_id: number;
  category_id: number;
  seat: string | null;
  quantity: number;
  unit_price_cents: number;
  event_title: string;
  category_name: string;
  starts_at: Timestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  kind: Generated<string>;
  provider_ref: string;
  amount_cents: number;
  currency: string;
  status: string;
  created_at: CreatedAt;
}

export interface SigningKeysTable {
  id: number;
  algorithm: Generated<string>;
  public_key: Uint8Array;
  secret_key: Uint8Array;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface TicketsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  performance_id: number;
  category_id: number;
  seat: string | null;
  key_id: number;
  code: string;
  status: Generated<'valid' | 'cancelled'>;
  created_at: CreatedAt;
  cancelled_at: NullableTimestamp;
}

export interface WebhookEventsTable {
  id: string;
  provider: string;
  event_type: string;
  resource_id: string | null;
  outcome: string | null;
  received_at: CreatedAt;
  processed_at: NullableTimestamp;
}

export interface TestProviderOrdersTable {
  id: string;
  request_id: string | null;
  amount_cents: number;
  currency: string;
  custom_id: string;
  status: Generated<string>;
  capture_id: string | null;
  capture_request_id: string | null;
  /** How many capture calls reached the provider (tests prove idempotency with it). */
  capture_calls: Generated<number>;
  refund_id: string | null;
  refund_request_id: string | null;
  refunded_cents: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MailTemplatesTable {
  id: Generated<number>;
  name: string;
  subject: string;
  content: string;
  status: Generated<string>;
  /** What the template is for: 'order_confirmation' or 'tickets'; one active template per purpose. */
  purpose: Generated<string>;
  updated_at: CreatedAt;
}

export type MailStatus = 'queued' | 'sending' | 'retry' | 'sent' | 'stored' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  order_id: number | null;
  template_name: string;
  recipient: string;
  subject: Generated<string>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  transport: string | null;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  locked_until: NullableTimestamp;
  last_error: string | null;
  message_id: string | null;
  /** The rendered message; only mails sent before migration 013 have one (newer rows are rendered on demand). */
  raw: Uint8Array | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

/** Hourly sums of paid orders, kept exact by triggers (migration 007) for the statistics. */
export interface SalesHourlyTable {
  hour: Timestamp;
  category: string;
  event: string;
  tickets: number;
}
export interface OrdersHourlyTable {
  hour: Timestamp;
  orders: number;
  revenue_cents: number;
  donation_cents: number;
  donors: number;
}

export interface KioskDevicesTable {
  id: string;
  name: string;
  user_id: number | null;
  first_seen_at: CreatedAt;
  last_seen_at: CreatedAt;
}

export type CheckinVerdictKey = 'valid' | 'already' | 'cancelled' | 'wrong_performance' | 'invalid';

export interface CheckinsTable {
  id: Generated<number>;
  nonce: string;
  performance_id: number;
  ticket_id: number | null;
  device_id: string;
  user_id: number | null;
  method: string;
  code: string | null;
  /** What the kiosk decided at the door. */
  verdict: CheckinVerdictKey;
  /** The server's reading: this scan is the ticket's admission (the earliest valid one). */
  admitted: Generated<boolean>;
  /** A scan of a ticket another device admitted. */
  duplicate: Generated<boolean>;
  scanned_at: Timestamp;
  received_at: CreatedAt;
}

export interface BoxOfficeSaleLine {
  category_id: number;
  quantity: number;
}

export interface BoxOfficeSalesTable {
  id: Generated<number>;
  nonce: string;
  performance_id: number;
  device_id: string;
  user_id: number | null;
  order_id: number | null;
  status: 'completed' | 'rejected';
  lines: JSONColumnType<BoxOfficeSaleLine[], string, string>;
  quantity: number;
  total_cents: number;
  offline: Generated<boolean>;
  message: string | null;
  sold_at: Timestamp;
  received_at: CreatedAt;
}

export interface Database {
  files: FilesTable;
  image_variants: ImageVariantsTable;
  rooms: RoomsTable;
  events: EventsTable;
  performances: PerformancesTable;
  categories: CategoriesTable;
  quotas: QuotasTable;
  seat_claims: SeatClaimsTable;
  hold_owners: HoldOwnersTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  settings: SettingsTable;
  site_pages: SitePagesTable;
  payment_universes: PaymentUniversesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  signing_keys: SigningKeysTable;
  tickets: TicketsTable;
  webhook_events: WebhookEventsTable;
  test_provider_orders: TestProviderOrdersTable;
  mail_templates: MailTemplatesTable;
  mail_outbox: MailOutboxTable;
  sales_hourly: SalesHourlyTable;
  orders_hourly: OrdersHourlyTable;
  kiosk_devices: KioskDevicesTable;
  checkins: CheckinsTable;
  box_office_sales: BoxOfficeSalesTable;
}
