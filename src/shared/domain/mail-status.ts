export type MailStatusCode = 'queued' | 'sending' | 'retry' | 'sent' | 'stored' | 'failed' | 'suppressed';

/** What staff read for an outbox status; the code stays in a tooltip for support. */
export const MAIL_STATUS_LABELS: Record<MailStatusCode, string> = {
  sent: 'Gesendet',
  stored: 'Im Postausgang',
  failed: 'Fehlgeschlagen',
  /** Held back on purpose (the tickets of a cancelled order); the reason stands in the error column. */
  suppressed: 'Zurückgehalten',
  retry: 'Wird wiederholt',
  queued: 'Wartend',
  sending: 'Wird gesendet',
};

export const mailStatusLabel = (status: string) => MAIL_STATUS_LABELS[status as MailStatusCode] ?? status;

/** Outbox rows name the template's purpose. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  order_confirmation: 'Bestellbestätigung',
  tickets: 'Tickets',
  cancellation: 'Stornierung',
  reminder: 'Erinnerung',
  ticket_return: 'Rückgabe',
  ticket_cancel: 'Stornierung einzelner Tickets',
  staff_new_order: 'Neue Bestellung (Team)',
  staff_digest: 'Tagesübersicht (Team)',
  ticket_transfer: 'Weitergegebenes Ticket',
  waiting_list_confirmation: 'Warteliste: Anmeldung',
  waiting_list_offer: 'Warteliste: Angebot',
  waiting_list_already: 'Warteliste: schon eingetragen',
};
