import { describe, expect, it } from 'vitest';
import { TICKET_QR_IMAGE } from './ticket-qr';

describe('the ticket QR picture (issue 45)', () => {
  it('is drawn at level Q with the full quiet zone, 6 px per module', () => {
    expect(TICKET_QR_IMAGE).toEqual({ errorCorrectionLevel: 'Q', margin: 4, scale: 6 });
  });
});
