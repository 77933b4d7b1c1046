import { PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { DEFAULT_TICKET_DESIGN, type TicketDesign } from '../../../shared/api/ticket-design.js';
import { venueOf } from '../../../shared/domain/venue.js';
import { localeOf } from '../../../shared/i18n/languages.js';
import { centsIn, seatPlaceIn, ticketFooterIn, ticketHeadingIn } from '../../../shared/i18n/order-texts.js';
import { type Translator, translatorFor } from '../../../shared/i18n/translator.js';
import type { Db } from '../../db/database.js';
import { logoBytes, readTicketDesign } from './ticket-design.js';
import { type PdfText, pdfTexts } from './pdf-script.js';
import { drawQrCode } from './qr-vector.js';
import { ticketInLanguage } from './ticket-language.js';
import { reentrySetting, type TicketView } from './tickets.repository.js';

type Color = ReturnType<typeof rgb>;
const hex = (value: string): Color =>
  rgb(Number.parseInt(value.slice(0, 2), 16) / 255, Number.parseInt(value.slice(2, 4), 16) / 255, Number.parseInt(value.slice(4, 6), 16) / 255);

const PAGE_WIDTH = 420;

/** Lines of at most `width` points, so a long footer wraps instead of running off the page. */
function wrap(font: PdfText, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of font.clean(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.width(next, size) > width) {
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

/**
 * One A5 page per ticket, as the ticket designer says: band colour, logo, heading, fields, footer. Its
 * words, dates and prices are in the order's language (issue 53); Arabic pages are mirrored, each line
 * set from the right edge.
 */
export async function ticketsPdf(
  order: PdfOrder,
  tickets: TicketView[],
  design: TicketDesign = DEFAULT_TICKET_DESIGN,
  logo: PdfLogo | null = null,
  tr?: Translator,
): Promise<Uint8Array> {
  const words = tr ?? (await translatorFor('de'));
  const { t } = words;
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('pdf.title', { order: String(order.id) }));
  pdf.setLanguage(words.language === 'de' ? 'de-DE' : localeOf(words.language).split('-u-')[0]);
  pdf.setCreator('Musical-Ticket-Shop');
  const { regular, bold, rtl } = await pdfTexts(pdf, words.language);
  // Right to left, everything stands where its mirror image would: x measured from the right edge.
  const write = (page: PDFPage, font: PdfText, text: string, x: number, y: number, size: number, color: Color) =>
    font.draw(page, text, { x: rtl ? PAGE_WIDTH - x - font.width(text, size) : x, y, size, color });
  let logoImage: PDFImage | null = null;
  if (logo) logoImage = await (logo.type === 'png' ? pdf.embedPng(logo.data) : pdf.embedJpg(logo.data)).catch(() => null);
  const band = hex(design.color_primary);
  const ink = hex(design.color_text);
  const white = rgb(1, 1, 1);
  const show = design.fields;
  // The shipped 'TICKET' in the order's language; the school's own heading as written.
  const heading = ticketHeadingIn(words, design.heading);
  for (const [index, printed] of tickets.entries()) {
    const ticket = ticketInLanguage(printed, words.language);
    const page = pdf.addPage([PAGE_WIDTH, 595]);
    page.drawRectangle({ x: 0, y: 535, width: PAGE_WIDTH, height: 60, color: band });
    let headingX = 30;
    if (logoImage) {
      const scaled = logoImage.scaleToFit(90, 44);
      page.drawImage(logoImage, {
        x: rtl ? PAGE_WIDTH - 24 - scaled.width : 24,
        y: 543 + (44 - scaled.height) / 2,
        width: scaled.width,
        height: scaled.height,
      });
      headingX = 24 + scaled.width + 12;
    }
    if (heading) write(page, bold, heading, headingX, 558, 22, white);
    const count = t('pdf.count', { index: String(index + 1), count: String(tickets.length) });
    // '1 von 3' ends near the right edge (its mirror: starts near the left one).
    write(page, regular, count, rtl ? PAGE_WIDTH - 30 - regular.width(count, 12) : 340, 560, 12, white);

    let y = 500;
    const line = (text: string, font: PdfText, size: number, gap = 18) => {
      write(page, font, text, 30, y, size, ink);
      y -= gap;
    };
    if (show.event) line(ticket.event_title, bold, 16, 22);
    if (show.date) line(t('pdf.date', { date: words.format.date(ticket.starts_at), time: words.format.time(ticket.starts_at) }), regular, 12);
    if (show.doors && ticket.doors_at) line(t('pdf.doors', { time: words.format.time(ticket.doors_at) }), regular, 12);
    const venue = venueOf({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address });
    if (show.place && venue.place) line(venue.place, regular, 11, venue.address ? 14 : 18);
    if (show.place && venue.address) line(venue.address, regular, 10);
    const parts = [show.category ? ticket.category_name : '', show.price ? `(${centsIn(words, ticket.unit_price_cents)})` : ''].filter(Boolean);
    const seat = show.seat ? seatPlaceIn(words, ticket.seat, ticket.seat_section) || t('pdf.freeSeating') : '';
    const categoryLine = [parts.join(' '), seat].filter(Boolean).join(' · ');
    if (categoryLine) line(categoryLine, bold, 12);

    drawQrCode(page, ticket.code, 210, 120, 270);
    const footer = [
      show.order ? t('pdf.numbers', { ticket: String(ticket.id), order: String(order.id) }) : '',
      // A handed-on ticket names its holder (ticket transfer, issue 33).
      show.name ? (ticket.holder_name ?? `${order.first_name} ${order.last_name}`) : '',
    ].filter(Boolean);
    if (footer.length) write(page, regular, footer.join(' · '), 30, 95, 10, ink);
    for (const [row, text] of wrap(regular, design.footer_text, 9, 360).entries()) write(page, regular, text, 30, 75 - row * 12, 9, ink);
    if (ticket.status === 'cancelled') write(page, bold, t('pdf.cancelled'), 110, 250, 24, rgb(0.8, 0, 0));
  }
  return pdf.save();
}

/** The tickets of an order as PDF in the stored design and the order's language (ticket page, mail attachment). */
export async function designedTicketsPdf(db: Db, order: PdfOrder & { language?: string }, tickets: TicketView[]): Promise<Uint8Array> {
  const [design, reentry, tr] = await Promise.all([readTicketDesign(db), reentrySetting(db), translatorFor(order.language)]);
  return ticketsPdf(order, tickets, { ...design, footer_text: ticketFooterIn(tr, design.footer_text, reentry) }, await logoBytes(db, design.logo_file_id), tr);
}
