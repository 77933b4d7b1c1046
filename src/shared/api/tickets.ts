import { type Static, Type } from 'typebox';

export const TicketTokenQuery = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[\\w-]+$' }) });
export type TicketTokenQuery = Static<typeof TicketTokenQuery>;

const Int = Type.Integer();
const NullableString = Type.Union([Type.String(), Type.Null()]);
const LanguageKey = Type.String({ maxLength: 10 });

/**
 * The school's translations of a ticket's event title and category name (issue 53): only these two texts, only
 * in the languages the shop offers besides German and only where the school wrote one. The page words the
 * ticket in the visitor's language from them (orderItemIn), German `event_title` and `category` where none.
 */
export const TicketTranslations = Type.Object(
  {
    event: Type.Optional(
      Type.Record(LanguageKey, Type.Object({ title: Type.Optional(Type.String()) }), { maxProperties: 10, description: 'Titel der Veranstaltung je Sprache' }),
    ),
    category: Type.Optional(
      Type.Record(LanguageKey, Type.Object({ name: Type.Optional(Type.String()) }), { maxProperties: 10, description: 'Name der Kategorie je Sprache' }),
    ),
  },
  {
    description:
      'Übersetzungen der Schule von Veranstaltungstitel und Kategoriename je Sprache (en, tr, uk, ar); fehlt eine, gelten event_title und category (Deutsch)',
  },
);
export type TicketTranslations = Static<typeof TicketTranslations>;

export const TicketDto = Type.Object({
  id: Int,
  code: Type.String({ description: 'Signierter Ticketcode (QR-Code)' }),
  status: Type.Union([Type.Literal('valid'), Type.Literal('cancelled')]),
  event_title: Type.String(),
  starts_at: Type.String(),
  doors_at: NullableString,
  category: Type.String(),
  seat: NullableString,
  /** The part of the hall the seat is in (Parkett, Empore), from the room's plan; null without one. */
  seat_section: Type.Optional(NullableString),
  location: Type.String(),
  /** The performance, for its calendar file (tickets/calendar.php). */
  performance_id: Type.Optional(Int),
  /** Whether the buyer can return this ticket now (issue 33: return period, not admitted). */
  returnable: Type.Optional(Type.Boolean()),
  /** Returned or revoked by a return: shown as "zurückgegeben". */
  returned: Type.Optional(Type.Boolean()),
  /** Whether the buyer can hand this ticket on now ("Ticketübertragung" on, valid, not admitted, before the show). */
  transferable: Type.Optional(Type.Boolean()),
  /** Handed on: the new holder's name; the buyer's page shows no code for it any more. */
  transferred_to: Type.Optional(NullableString),
  /** Title and category in the school's other languages; missing in answers kept on a device from before (German then). */
  translations: Type.Optional(TicketTranslations),
});
export type TicketDto = Static<typeof TicketDto>;

/** The ticket page behind the unguessable link from the last checkout step and the mail. */
export const TicketPageResponse = Type.Object({
  success: Type.Literal(true),
  order: Type.Object({
    id: Int,
    status: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    total: Type.Number({ description: 'Euro' }),
    donation: Type.Number({ description: 'Euro' }),
    created_at: Type.String(),
    /** Why a cancelled order was cancelled (a chargeback, a refund, the organiser's reason); null otherwise. */
    cancellation_note: Type.Optional(NullableString),
    /** Group discount and coupon (issue 33). */
    discounts: Type.Array(Type.Object({ label: Type.String(), amount: Type.Number({ description: 'Euro' }) })),
    /** The VAT the paid amount includes, per rate ("darin enthalten 7 % MwSt.: 1,23 €"); empty without VAT. */
    vat: Type.Optional(Type.Array(Type.Object({ rate: Type.Number({ description: 'Prozent' }), amount: Type.Number({ description: 'Euro' }) }))),
  }),
  /** A ticket's code is empty unless the order is paid and the ticket valid: no QR for anything else. */
  tickets: Type.Array(TicketDto),
  /** Empty unless the order is paid. */
  pdf_url: Type.String(),
  /**
   * Returns by the buyer (issue 33): the period in days, and the text the page shows about it (until when
   * a return is or was possible); null when the order has nothing to return.
   */
  returns: Type.Optional(
    Type.Object({
      days: Int,
      note: NullableString,
      /** The deadline the note names (ISO), for the page to say it in the visitor's language (issue 53). */
      deadline: Type.Optional(NullableString),
      /** Whether that deadline is still ahead (a return is possible) or passed. */
      open: Type.Optional(Type.Boolean()),
    }),
  ),
  /**
   * The page of a handed-on ticket, opened with its holder's own token: only that ticket, no order data of
   * the buyer but their name (issue 33, "Ticketübertragung").
   */
  holder: Type.Optional(Type.Object({ name: Type.String(), from: Type.String() })),
});
export type TicketPageResponse = Static<typeof TicketPageResponse>;

/** tickets/calendar.php: one performance of the order as an .ics file (issue 33). */
export const CalendarQuery = Type.Object({ ...TicketTokenQuery.properties, performance_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type CalendarQuery = Static<typeof CalendarQuery>;

export const PublicKeysResponse = Type.Object({
  success: Type.Literal(true),
  algorithm: Type.Literal('Ed25519'),
  /** Raw 32-byte keys, base64url. */
  keys: Type.Array(Type.Object({ id: Int, public_key: Type.String({ description: '32 Byte, base64url' }), active: Type.Boolean(), created_at: Type.String() })),
});
export type PublicKeysResponse = Static<typeof PublicKeysResponse>;

export const RevokedResponse = Type.Object({
  success: Type.Literal(true),
  revoked: Type.Array(
    Type.Object({
      ticket_id: Int,
      code: Type.String(),
      performance_id: Int,
      revoked_at: NullableString,
      /** Why, for the door's verdict: 'PAYMENT_REVERSED', 'REFUNDED', or null (cancelled by staff). */
      reason: Type.Optional(NullableString),
    }),
  ),
});
export type RevokedResponse = Static<typeof RevokedResponse>;

/** A buyer's return through the ticket link (issue 33): the ticket ids, or none for all tickets left. */
export const TicketReturnRequest = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[\\w-]+$' }),
  ticket_ids: Type.Optional(Type.Array(Int, { minItems: 1, maxItems: 500 })),
});
export type TicketReturnRequest = Static<typeof TicketReturnRequest>;

export const TicketReturnResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  returned: Int,
  refund: Type.Number({ description: 'Euro' }),
  /** PayPal has not confirmed the refund yet (the message says so): for the page's own words (issue 53). */
  refund_pending: Type.Optional(Type.Boolean()),
});
export type TicketReturnResponse = Static<typeof TicketReturnResponse>;

/** A buyer hands one ticket on (issue 33, "Ticketübertragung"): the ticket link's token proves the buyer. */
export const TicketTransferRequest = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[\\w-]+$' }),
  ticket_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 300 }),
});
export type TicketTransferRequest = Static<typeof TicketTransferRequest>;

export const TicketTransferResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** The re-issued ticket; the old number is revoked at the door. */
  ticket_id: Int,
});
export type TicketTransferResponse = Static<typeof TicketTransferResponse>;
