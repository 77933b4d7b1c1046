import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { DEFAULT_TICKET_DESIGN, type TicketDesign } from '../../../shared/api/ticket-design.js';
import { formatCents, formatDate, formatTime } from '../../../shared/domain/format.js';
import { seatPlace } from '../../../shared/domain/seat-place.js';
import { venueOf } from '../../../shared/domain/venue.js';
import type { Db } from '../../db/database.js';
import { logoBytes, readTicketDesign } from './ticket-design.js';
import { ticketFooter } from '../../../shared/domain/entry-wording.js';
import { drawQrCode } from './qr-vector.js';
import { reentrySetting, type TicketView } from './tickets.repository.js';

// The standard PDF fonts speak WinAnsi: German umlauts and ß are in, anything else becomes '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return [...text].map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char) ? char : '?')).join('');
}

type Color = ReturnType<typeof rgb>;
const hex = (value: string): Color =>
  rgb(Number.parseInt(value.slice(0, 2), 16) / 255, Number.parseInt(value.slice(2, 4), 16) / 255, Number.parseInt(value.slice(4, 6), 16) / 255);

function write(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number, color: Color) {
  page.drawText(printable(text), { x, y, size, font, color });
}

/** Lines of at most `width` points, so a long footer wraps instead of running off the page. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

export interface PdfOrder {
  id: number;
  first_name: string;
  last_name: string;
}

export interface PdfLogo {
  data: Uint8Array;
  type: 'png' | 'jpeg';
}

/** One A5 page per ticket, as the ticket designer says: band colour, logo, heading, fields, footer. */
export async function ticketsPdf(
  order: PdfOrder,
  tickets: TicketView[],
  design: TicketDesign = DEFAULT_TICKET_DESIGN,
  logo: PdfLogo | null = null,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tickets – Bestellung ${order.id}`);
  pdf.setLanguage('de-DE');
  pdf.setCreator('Musical-Ticket-Shop');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let logoImage: PDFImage | null = null;
  if (logo) logoImage = await (logo.type === 'png' ? pdf.embedPng(logo.data) : pdf.embedJpg(logo.data)).catch(() => null);
  const band = hex(design.color_primary);
  const ink = hex(design.color_text);
  const white = rgb(1, 1, 1);
  const show = design.fields;
  for (const [index, ticket] of tickets.entries()) {
    const page = pdf.addPage([420, 595]);
    page.drawRectangle({ x: 0, y: 535, width: 420, height: 60, color: band });
    let headingX = 30;
    if (logoImage) {
      const scaled = logoImage.scaleToFit(90, 44);
      page.drawImage(logoImage, { x: 24, y: 543 + (44 - scaled.height) / 2, width: scaled.width, height: scaled.height });
      headingX = 24 + scaled.width + 12;
    }
    if (design.heading) write(page, bold, design.heading, headingX, 558, 22, white);
    write(page, regular, `${index + 1} von ${tickets.length}`, 340, 560, 12, white);

    let y = 500;
    const line = (text: string, font: PDFFont, size: number, gap = 18) => {
      write(page, font, text, 30, y, size, ink);
      y -= gap;
    };
    if (show.event) line(ticket.event_title, bold, 16, 22);
    if (show.date) line(`${formatDate(ticket.starts_at)} · Beginn ${formatTime(ticket.starts_at)} Uhr`, regular, 12);
    if (show.doors && ticket.doors_at) line(`Einlass ab ${formatTime(ticket.doors_at)} Uhr`, regular, 12);
    const venue = venueOf({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address });
    if (show.place && venue.place) line(venue.place, regular, 11, venue.address ? 14 : 18);
    if (show.place && venue.address) line(venue.address, regular, 10);
    const parts = [show.category ? ticket.category_name : '', show.price ? `(${formatCents(ticket.unit_price_cents)})` : ''].filter(Boolean);
    const seat = show.seat ? seatPlace(ticket.seat, ticket.seat_section) || 'freie Platzwahl' : '';
    const categoryLine = [parts.join(' '), seat].filter(Boolean).join(' · ');
    if (categoryLine) line(categoryLine, bold, 12);

    drawQrCode(page, ticket.code, 210, 120, 270);
    const footer = [
      show.order ? `Ticket-Nr. ${ticket.id} · Bestellung ${order.id}` : '',
      // A handed-on ticket names its holder (ticket transfer, issue 33).
      show.name ? (ticket.holder_name ?? `${order.first_name} ${order.last_name}`) : '',
    ].filter(Boolean);
    if (footer.length) write(page, regular, footer.join(' · '), 30, 95, 10, ink);
    for (const [row, text] of wrap(regular, design.footer_text, 9, 360).entries()) write(page, regular, text, 30, 75 - row * 12, 9, ink);
    if (ticket.status === 'cancelled') write(page, bold, 'STORNIERT – UNGÜLTIG', 110, 250, 24, rgb(0.8, 0, 0));
  }
  return pdf.save();
}

/** The tickets of an order as PDF in the stored design (ticket page, mail attachment). */
export async function designedTicketsPdf(db: Db, order: PdfOrder, tickets: TicketView[]): Promise<Uint8Array> {
  const [design, reentry] = await Promise.all([readTicketDesign(db), reentrySetting(db)]);
  return ticketsPdf(order, tickets, { ...design, footer_text: ticketFooter(design.footer_text, reentry) }, await logoBytes(db, design.logo_file_id));
}
