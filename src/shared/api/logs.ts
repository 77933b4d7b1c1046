import { type Static, Type } from 'typebox';

/** pino's levels the log table keeps: warnings and worse. */
export const LOG_LEVELS = { 40: 'Warnung', 50: 'Fehler', 60: 'Schwerer Fehler' } as const;

const Stamp = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });

export const LogsQuery = Type.Object({
  level: Type.Optional(Type.Union([Type.Literal('warn'), Type.Literal('error'), Type.Literal('fatal')])),
  text: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(Stamp),
  to: Type.Optional(Stamp),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type LogsQuery = Static<typeof LogsQuery>;

export const LogLineDto = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  level: Type.Integer(),
  msg: Type.String(),
  req_id: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type LogLineDto = Static<typeof LogLineDto>;

export const LOGS_PAGE_SIZE = 100;

export const LogsResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  lines: Type.Array(LogLineDto),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type LogsResponse = Static<typeof LogsResponse>;
