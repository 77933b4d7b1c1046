import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TICKET_DESIGN } from '../../../shared/api/ticket-design';
import { TicketPreview } from './TicketPreview';

afterEach(cleanup);

describe('ticket preview', () => {
  it('shows the chosen fields, heading, footer and colours', () => {
    const design = {
      ...DEFAULT_TICKET_DESIGN,
      heading: 'EINTRITT',
      color_primary: '0d47a1',
      footer_text: 'Viel Spaß!',
      fields: { ...DEFAULT_TICKET_DESIGN.fields, price: false, doors: false },
    };
    render(<TicketPreview design={design} />);
    const ticket = screen.getByRole('figure', { name: 'Vorschau eines Mustertickets' });
    expect(ticket.textContent).toContain('EINTRITT');
    expect(ticket.textContent).toContain('Viel Spaß!');
    expect(ticket.textContent).toContain('Erwachsene · Reihe B, Platz 7');
    expect(ticket.textContent).not.toContain('6,00');
    expect(ticket.textContent).not.toContain('Einlass');
    expect((ticket.firstElementChild as HTMLElement).style.background).toMatch(/rgb\(13, 71, 161\)|#0d47a1/);
  });
});
