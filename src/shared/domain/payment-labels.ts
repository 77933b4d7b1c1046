/** How the back office names a payment record (order details' "Zahlungen und Mails"). */
const KINDS: Record<string, string> = { capture: 'Zahlung', refund: 'Erstattung', reversal: 'Rückbuchung (PayPal)' };

const STATUSES: Record<string, string> = {
  COMPLETED: 'abgeschlossen',
  PENDING: 'ausstehend – PayPal hat sie noch nicht bestätigt',
  FAILED: 'fehlgeschlagen – bitte erneut stornieren',
  REFUNDED: 'erstattet',
  REVERSED: 'zurückgebucht',
  REFUND_REQUIRED: 'muss erstattet werden',
};

export function paymentKindLabel(kind: string): string {
  return KINDS[kind] ?? kind;
}

export function paymentStatusLabel(status: string): string {
  return STATUSES[status] ?? status;
}
