import { type Static, Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
/** A date or date-time as the filter's inputs send it (2026-11-26 or 2026-11-26T18:30). */
const Stamp = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });

/** The audit log's filters: who (user name), what (action), order and time span. */
export const AuditQuery = Type.Object({
  user: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.String({ maxLength: 100 })),
  order_id: Type.Optional(Id),
  from: Type.Optional(Stamp),
  to: Type.Optional(Stamp),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntryDto = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  username: Nullable(Type.String()),
  /** First and last name of the account (issue 41), where it still exists. */
  user_fullname: Type.Optional(Nullable(Type.String())),
  address: Nullable(Type.String()),
  action: Type.String(),
  subject: Nullable(Type.String()),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  request_id: Nullable(Type.String()),
  status: Type.Union([Type.Integer(), Type.Null()]),
  changes: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntryDto = Static<typeof AuditEntryDto>;

export const AUDIT_PAGE_SIZE = 50;

export const AuditListResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  entries: Type.Array(AuditEntryDto),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type AuditListResponse = Static<typeof AuditListResponse>;

export const OrderHistoryQuery = Type.Object({ order_id: Id });
