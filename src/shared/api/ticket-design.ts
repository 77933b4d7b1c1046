import { type Static, Type } from 'typebox';

/** What a ticket may show, in print order, with the designer's German labels. */
export const TICKET_FIELDS = [
  ['event', 'Eventtitel'],
  ['date', 'Datum und Beginn'],
  ['doors', 'Einlass'],
  ['place', 'Ort und Spielstätte'],
  ['category', 'Kategorie'],
  ['price', 'Preis'],
  ['seat', 'Sitzplatz'],
  ['order', 'Ticket- und Bestellnummer'],
  ['name', 'Name des Käufers'],
] as const;
export type TicketField = (typeof TICKET_FIELDS)[number][0];

const Hex = Type.String({ pattern: '^[0-9a-fA-F]{6}$' });

export const TicketDesign = Type.Object({
  logo_file_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]),
  color_primary: Hex,
  color_text: Hex,
  heading: Type.String({ maxLength: 30 }),
  fields: Type.Object({
    event: Type.Boolean(),
    date: Type.Boolean(),
    doors: Type.Boolean(),
    place: Type.Boolean(),
    category: Type.Boolean(),
    price: Type.Boolean(),
    seat: Type.Boolean(),
    order: Type.Boolean(),
    name: Type.Boolean(),
  }),
  footer_text: Type.String({ maxLength: 300 }),
});
export type TicketDesign = Static<typeof TicketDesign>;

export const TicketDesignResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), design: TicketDesign });
export type TicketDesignResponse = Static<typeof TicketDesignResponse>;

/** The look before anyone opens the designer: the shop's purple band and every field shown. */
export const DEFAULT_TICKET_DESIGN: TicketDesign = {
  logo_file_id: null,
  color_primary: '6a1b9a',
  color_text: '1a1a1a',
  heading: 'TICKET',
  fields: { event: true, date: true, doors: true, place: true, category: true, price: true, seat: true, order: true, name: true },
  footer_text: 'Bitte zeige diesen QR-Code am Einlass vor. Gültig für eine Person und einen Eintritt.',
};
