/**
 * How every ticket QR is drawn, on the ticket page and in the PDF (issue 45). Level Q (25 % of the symbol
 * may be lost) instead of M: a glare band across a fifth of a phone screen defeats M in every decoder tried.
 * The payload is unchanged, so codes issued before still scan; only new renderings are one version larger.
 */
export const TICKET_QR_LEVEL = 'Q' as const;

/** The white border in modules around the symbol: the four the standard asks for, never less. */
export const TICKET_QR_QUIET_ZONE = 4;

/** The ticket page's picture of a code (qrcode's toDataURL): 6 px per module, shown at 240 CSS px. */
export const TICKET_QR_IMAGE = { errorCorrectionLevel: TICKET_QR_LEVEL, margin: TICKET_QR_QUIET_ZONE, scale: 6 };
