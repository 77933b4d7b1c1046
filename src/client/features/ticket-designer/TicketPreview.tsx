import type { TicketDesign } from '../../../shared/api/ticket-design';
import { seatPlace } from '../../../shared/domain/seat-place';
import { apiUrl } from '../../lib/api-client';

/** A sample ticket drawn like the PDF page (A5, band on top, fields, QR, footer), updated as the form changes. */
export function TicketPreview({ design }: { design: TicketDesign }) {
  const show = design.fields;
  const categoryLine = [[show.category ? 'Erwachsene' : '', show.price ? '(6,00 €)' : ''].filter(Boolean).join(' '), show.seat ? seatPlace('B7') : '']
    .filter(Boolean)
    .join(' · ');
  const orderLine = [show.order ? 'Ticket-Nr. 1234 · Bestellung 4711' : '', show.name ? 'Mia Muster' : ''].filter(Boolean).join(' · ');
  return (
    <figure className="ticket-preview" aria-label="Vorschau eines Mustertickets" style={{ color: `#${design.color_text}` }}>
      <div className="ticket-preview__band" style={{ background: `#${design.color_primary}` }}>
        {design.logo_file_id !== null && <img src={apiUrl('files/download.php', { id: design.logo_file_id })} alt="Logo" />}
        <strong>{design.heading}</strong>
        <span>1 von 2</span>
      </div>
      <div className="ticket-preview__body">
        {show.event && <p className="ticket-preview__title">Zeitsprung – Das Schulmusical</p>}
        {show.date && <p>08.07.2026 · Beginn 19:00 Uhr</p>}
        {show.doors && <p>Einlass ab 18:30 Uhr</p>}
        {show.place && <p>Aula der Gesamtschule am Stadtpark – Aula</p>}
        {categoryLine && <p className="ticket-preview__strong">{categoryLine}</p>}
        <div className="ticket-preview__qr" aria-hidden="true" />
        {orderLine && <p className="ticket-preview__small">{orderLine}</p>}
        <p className="ticket-preview__small">{design.footer_text}</p>
      </div>
    </figure>
  );
}
