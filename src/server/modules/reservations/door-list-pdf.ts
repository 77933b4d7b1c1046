import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatCents, formatDate, formatTime } from '../../../shared/domain/format.js';

/**
 * One line of the door list, sorted by last name before it comes here: a valid ticket, or a reservation paid
 * at the door (no ticket yet: its categories, all its seats, no code) with what the door collects.
 */
export interface DoorListLine {
  name: string;
  orderId: number;
  category: string;
  seat: string | null;
  shortCode: string | null;
  /** "bezahlt", "Freikarte" or "zu zahlen: 16,00 €" (shared/domain/reservations.ts). */
  due: string;
  owes: boolean;
}

export interface DoorListGuest {
  name: string;
  note: string;
  admitted: boolean;
}

export interface DoorListInput {
  eventTitle: string;
  startsAt: Date;
  madeAt: Date;
  lines: DoorListLine[];
  guests: DoorListGuest[];
  /** What the door collects for the performance: the sum of the reservations' amounts due. */
  totalDueCents: number;
}

// The standard PDF fonts speak WinAnsi: German umlauts and ß are in, anything else becomes '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const inWinAnsi = (char: string) => char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char);
/** A letter outside WinAnsi prints as its base letter (Ş → S, ł stays '?'), so "Şahin" is still found under S. */
const printable = (text: string) =>
  [...text]
    .map((char) => {
      if (inWinAnsi(char)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every(inWinAnsi) ? base : '?';
    })
    .join('');

/** The text cut to `width` points with an ellipsis, so a long name never runs into the next column. */
function clip(font: PDFFont, text: string, size: number, width: number): string {
  let value = printable(text);
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}…`, size) > width) value = value.slice(0, -1);
  return `${value}…`;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const ROW = 17;
const SIZE = 9.5;
const ink = rgb(0, 0, 0);
const grey = rgb(0.45, 0.45, 0.45);

/** Columns of the ticket table: x and width in points; "zu zahlen: 1.234,00 €" fits the last one. */
const COLUMNS = { box: 36, name: [52, 140], order: [196, 42], category: [242, 96], seat: [342, 62], code: [408, 44], due: [456, 103] } as const;

/** A list of seats or categories ("D7, D8, D9") broken at its commas into lines of `width` points; one part too long is clipped. */
function wrapList(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const part of text.split(', ')) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(printable(`${last}, ${part}`), size) <= width) lines[lines.length - 1] = `${last}, ${part}`;
    else lines.push(part);
  }
  return lines.map((line) => clip(font, line, size, width));
}

/**
 * The paper list for the door (issue 42 item 3): A4, every valid ticket and every reservation paid at the door
 * sorted by last name with an empty box to tick and what is due (issue 51: if the tablets fail, the door
 * still collects the money), the total to collect, then the guest list; each page says when the list was
 * made, so an old print is recognised.
 */
export async function doorListPdf(input: DoorListInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Einlassliste – ${input.eventTitle} – ${formatDate(input.startsAt)}`);
  pdf.setLanguage('de-DE');
  pdf.setCreator('Musical-Ticket-Shop');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const made = `Erstellt am ${formatDate(input.madeAt)} um ${formatTime(input.madeAt)} Uhr`;
  const write = (page: PDFPage, text: string, x: number, y: number, font = regular, size = SIZE, color = ink) =>
    page.drawText(printable(text), { x, y, size, font, color });

  let page: PDFPage = pdf.addPage(A4);
  let y = 0;
  const newPage = (first: boolean) => {
    if (!first) page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    write(page, `Einlassliste: ${input.eventTitle}`, MARGIN, y - 14, bold, 14);
    write(page, `${formatDate(input.startsAt)}, ${formatTime(input.startsAt)} Uhr · ${made}`, MARGIN, y - 30, regular, 9.5, grey);
    y -= 52;
  };
  const ticketHeader = () => {
    write(page, 'Name', COLUMNS.name[0], y, bold);
    write(page, 'Bestellung', COLUMNS.order[0], y, bold);
    write(page, 'Kategorie', COLUMNS.category[0], y, bold);
    write(page, 'Platz', COLUMNS.seat[0], y, bold);
    write(page, 'Code', COLUMNS.code[0], y, bold);
    write(page, 'Zahlung', COLUMNS.due[0], y, bold);
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: A4[0] - MARGIN, y: y - 4 }, thickness: 0.6, color: grey });
    y -= ROW;
  };
  const roomFor = (rows: number) => y - rows * ROW >= MARGIN + 20;
  const box = (ticked = false) => {
    page.drawRectangle({ x: COLUMNS.box, y: y - 2, width: 10, height: 10, borderColor: ink, borderWidth: 0.8 });
    if (ticked) write(page, 'x', COLUMNS.box + 2.2, y, bold, 9);
  };

  const tickets = input.lines.filter((line) => line.shortCode !== null).length;
  const reservations = input.lines.length - tickets;
  const toCollect = `An der Abendkasse zu kassieren: ${formatCents(input.totalDueCents)} (${reservations === 1 ? '1 Reservierung' : `${reservations} Reservierungen`})`;

  newPage(true);
  write(page, toCollect, MARGIN, y, bold, 11);
  y -= ROW * 1.5;
  write(page, reservations ? `Tickets (${tickets}) und Reservierungen (${reservations})` : `Tickets (${tickets})`, MARGIN, y, bold, 11);
  y -= ROW;
  ticketHeader();
  for (const line of input.lines) {
    const categories = wrapList(regular, line.category, SIZE, COLUMNS.category[1]);
    const seats = line.seat ? wrapList(regular, line.seat, SIZE, COLUMNS.seat[1]) : ['–'];
    const height = Math.max(categories.length, seats.length);
    if (!roomFor(height)) {
      newPage(false);
      ticketHeader();
    }
    box();
    write(page, clip(regular, line.name, SIZE, COLUMNS.name[1]), COLUMNS.name[0], y);
    write(page, String(line.orderId), COLUMNS.order[0], y);
    write(page, line.shortCode ?? '–', COLUMNS.code[0], y, line.shortCode ? bold : regular);
    write(page, clip(regular, line.due, SIZE, COLUMNS.due[1]), COLUMNS.due[0], y, line.owes ? bold : regular);
    for (let row = 0; row < height; row++) {
      if (categories[row]) write(page, categories[row], COLUMNS.category[0], y);
      if (seats[row]) write(page, seats[row], COLUMNS.seat[0], y);
      y -= ROW;
    }
  }
  if (input.lines.length === 0) {
    write(page, 'Für diese Vorstellung gibt es keine gültigen Tickets.', COLUMNS.name[0], y);
    y -= ROW;
  }
  if (reservations) {
    if (!roomFor(1)) newPage(false);
    write(page, toCollect, MARGIN, y, bold);
    y -= ROW;
  }

  y -= ROW / 2;
  if (!roomFor(3)) newPage(false);
  write(page, `Gästeliste (${input.guests.length})`, MARGIN, y, bold, 11);
  y -= ROW;
  if (input.guests.length === 0) {
    write(page, 'Keine Gäste auf der Liste.', COLUMNS.name[0], y);
    y -= ROW;
  }
  for (const guest of input.guests) {
    if (!roomFor(1)) newPage(false);
    // A guest let in before the list was made is ticked already.
    box(guest.admitted);
    write(page, clip(regular, guest.name, SIZE, COLUMNS.name[1]), COLUMNS.name[0], y);
    if (guest.note) write(page, clip(regular, guest.note, SIZE, 250), COLUMNS.order[0], y, regular, SIZE, grey);
    y -= ROW;
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) write(each, `Seite ${index + 1} von ${pages.length}`, A4[0] - MARGIN - 70, MARGIN - 12, regular, 8.5, grey);
  return pdf.save();
}
