import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatEuro, formatGermanDate, formatGermanTime } from '../../../shared/domain/order-format.js';
import { drawQrCode } from './qr-vector.js';
import type { TicketView } from './tickets.repository.js';

// The standard PDF fonts speak WinAnsi: German umlauts and ß are in, anything else becomes '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return [...text].map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char) ? char : '?')).join('');
}

function write(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number, color = rgb(0.1, 0.1, 0.1)) {
  page.drawText(printable(text), { x, y, size, font, color });
}

export interface PdfOrder {
  id: number;
  first_name: string;
  last_name: string;
}

/** One A5 page per ticket: the QR code large enough for any scanner, and everything the door needs. */
export async function ticketsPdf(order: PdfOrder, tickets: TicketView[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tickets – Bestellung ${order.id}`);
  pdf.setLanguage('de-DE');
  pdf.setCreator('Musical-Ticket-Shop');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [index, ticket] of tickets.entries()) {
    const page = pdf.addPage([420, 595]);
    page.drawRectangle({ x: 0, y: 535, width: 420, height: 60, color: rgb(0.42, 0.11, 0.6) });
    write(page, bold, 'TICKET', 30, 558, 22, rgb(1, 1, 1));
    write(page, regular, `${index + 1} von ${tickets.length}`, 320, 560, 12, rgb(1, 1, 1));
    write(page, bold, ticket.event_title, 30, 500, 16);
    write(page, regular, `${formatGermanDate(ticket.starts_at)} · Beginn ${formatGermanTime(ticket.starts_at)} Uhr`, 30, 478, 12);
    if (ticket.doors_at) write(page, regular, `Einlass ab ${formatGermanTime(ticket.doors_at)} Uhr`, 30, 460, 12);
    const place = [ticket.location?.name, ticket.room_name].filter(Boolean).join(' – ');
    if (place) write(page, regular, place, 30, 442, 11);
    const seat = ticket.seat ? ` · Platz ${ticket.seat}` : ' · freie Platzwahl';
    write(page, bold, `${ticket.category_name} (${formatEuro(ticket.unit_price_cents)})${seat}`, 30, 418, 12);
    drawQrCode(page, ticket.code, 210, 120, 270);
    write(page, regular, `Ticket-Nr. ${ticket.id} · Bestellung ${order.id} · ${order.first_name} ${order.last_name}`, 30, 95, 10);
    write(page, regular, 'Bitte zeige diesen QR-Code am Einlass vor. Gültig für eine Person und einen Eintritt.', 30, 75, 9);
    if (ticket.status === 'cancelled') write(page, bold, 'STORNIERT – UNGÜLTIG', 110, 250, 24, rgb(0.8, 0, 0));
  }
  return pdf.save();
}
