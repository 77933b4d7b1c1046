import { type Static, Type } from 'typebox';

export const AlertsQuery = Type.Object({ status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('done')])) });
export type AlertsQuery = Static<typeof AlertsQuery>;

export const AlertDto = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  message: Type.String(),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  mailed_at: Type.Union([Type.String(), Type.Null()]),
  resolved_at: Type.Union([Type.String(), Type.Null()]),
  resolved_by: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
  /** Issue 52 item 8: not stored yet (a full disk refused it); kept by the server until the database takes it. */
  pending: Type.Optional(Type.Boolean()),
});
export type AlertDto = Static<typeof AlertDto>;

export const AlertListResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  alerts: Type.Array(AlertDto),
  open: Type.Integer(),
  /** Issue 39: where alert mails go (active staff with an address who may see alerts). */
  recipients: Type.Array(Type.String()),
});
export type AlertListResponse = Static<typeof AlertListResponse>;

export const AlertCountResponse = Type.Object({ success: Type.Literal(true), open: Type.Integer() });
export type AlertCountResponse = Static<typeof AlertCountResponse>;

export const AlertResolveRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** Issue 39: the signed-in person's own address for alert mails (asked on the first sign-in). */
export const AlertAddressRequest = Type.Object({ mail: Type.String({ maxLength: 200 }) });
export type AlertAddressRequest = Static<typeof AlertAddressRequest>;

/** German names of the alert kinds for the list and the mails. */
export const ALERT_KIND_LABELS: Record<string, string> = {
  MAIL_FAILING: 'Mailversand scheitert',
  PAYMENT_UNSETTLED: 'Zahlung nicht abgeschlossen',
  CHARGEBACK: 'Rückbuchung',
  DISPUTE: 'Konflikt bei PayPal',
  REFUND_PENDING: 'Erstattung hängt',
  REFUND_FAILED: 'Erstattung fehlgeschlagen',
  COUNTER_MISMATCH: 'Zähler weicht ab',
  BACKUP_FAILED: 'Backup fehlgeschlagen',
  DISK_FULL: 'Speicher fast voll',
  WEBHOOK_UNVERIFIED: 'Webhook nicht bestätigt',
  DATABASE_DOWN: 'Datenbank nicht erreichbar',
};

/**
 * Issue 39: what is wrong with the server right now, kept in the server's memory (the database may be the
 * thing that is gone). Served by health.php when it answers 503, and with the alert list.
 */
export const ServerProblemDto = Type.Object({
  kind: Type.Union([Type.Literal('DATABASE_DOWN'), Type.Literal('DISK_FULL'), Type.Literal('BACKUP_FAILED')]),
  message: Type.String(),
  since: Type.String(),
});
export type ServerProblemDto = Static<typeof ServerProblemDto>;

export const SERVER_PROBLEM_LABELS: Record<ServerProblemDto['kind'], string> = {
  DATABASE_DOWN: 'Datenbank nicht erreichbar',
  DISK_FULL: 'Speicher voll',
  BACKUP_FAILED: 'Backup fehlgeschlagen',
};
