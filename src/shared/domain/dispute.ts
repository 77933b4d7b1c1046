/** PayPal's dispute codes in the words staff read on the order (Disputes v1: reason, status, stage, outcome). */
const REASONS: Record<string, string> = {
  MERCHANDISE_OR_SERVICE_NOT_RECEIVED: 'Leistung nicht erhalten',
  MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: 'Leistung nicht wie beschrieben',
  UNAUTHORISED: 'Zahlung nicht autorisiert',
  CREDIT_NOT_PROCESSED: 'Erstattung nicht erhalten',
  DUPLICATE_TRANSACTION: 'Doppelte Zahlung',
  INCORRECT_AMOUNT: 'Falscher Betrag',
  PAYMENT_BY_OTHER_MEANS: 'Anders bezahlt',
  CANCELED_RECURRING_BILLING: 'Abo gekündigt',
  PROBLEM_WITH_REMITTANCE: 'Problem bei der Überweisung',
  OTHER: 'Sonstiges',
};

const STATUSES: Record<string, string> = {
  OPEN: 'offen',
  WAITING_FOR_BUYER_RESPONSE: 'wartet auf den Käufer',
  WAITING_FOR_SELLER_RESPONSE: 'wartet auf unsere Antwort',
  UNDER_REVIEW: 'wird von PayPal geprüft',
  RESOLVED: 'abgeschlossen',
  OTHER: 'sonstiger Stand',
};

const STAGES: Record<string, string> = {
  INQUIRY: 'Anfrage',
  CHARGEBACK: 'Rückbuchung',
  PRE_ARBITRATION: 'Vorschiedsverfahren',
  ARBITRATION: 'Schiedsverfahren',
};

const OUTCOMES: Record<string, string> = {
  RESOLVED_BUYER_FAVOUR: 'zugunsten des Käufers',
  RESOLVED_SELLER_FAVOUR: 'zu unseren Gunsten',
  RESOLVED_WITH_PAYOUT: 'mit Auszahlung durch PayPal',
  CANCELED_BY_BUYER: 'vom Käufer zurückgezogen',
  ACCEPTED: 'von uns akzeptiert',
  DENIED: 'abgelehnt',
};

export interface DisputeCodes {
  reason: string;
  status: string;
  stage: string;
  outcome: string | null;
}

/** One line such as "Rückbuchung: Leistung nicht erhalten – wartet auf unsere Antwort". */
export function describeDispute(dispute: DisputeCodes): string {
  const stage = STAGES[dispute.stage] ?? 'Konfliktfall';
  const reason = REASONS[dispute.reason] ?? dispute.reason;
  const outcome = dispute.outcome ? ` (${OUTCOMES[dispute.outcome] ?? dispute.outcome})` : '';
  return `${stage}: ${reason} – ${STATUSES[dispute.status] ?? dispute.status}${outcome}`;
}

/** A stage and status alone, for the audit log's sentence (its entries keep no reason): 'Rückbuchung, offen'. */
export function disputeStand(stage: unknown, status: unknown): string {
  const stageText = (typeof stage === 'string' && STAGES[stage]) || 'Konfliktfall';
  const statusText = typeof status === 'string' ? STATUSES[status] : undefined;
  return statusText ? `${stageText}, ${statusText}` : stageText;
}
