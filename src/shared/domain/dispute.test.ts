import { describe, expect, it } from 'vitest';
import { describeDispute, disputeStand } from './dispute';

describe('describeDispute: a PayPal dispute in the words staff read', () => {
  it('names stage, reason and status, and the outcome once there is one', () => {
    const open = { reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED', status: 'WAITING_FOR_SELLER_RESPONSE', stage: 'CHARGEBACK', outcome: null };
    expect(describeDispute(open)).toBe('Rückbuchung: Leistung nicht erhalten – wartet auf unsere Antwort');
    expect(describeDispute({ ...open, status: 'RESOLVED', outcome: 'RESOLVED_SELLER_FAVOUR' })).toBe(
      'Rückbuchung: Leistung nicht erhalten – abgeschlossen (zu unseren Gunsten)',
    );
  });

  it('shows codes it does not know as PayPal sent them, under a general stage', () => {
    expect(describeDispute({ reason: 'NEW_REASON', status: 'NEW_STATUS', stage: 'NEW_STAGE', outcome: 'NEW_OUTCOME' })).toBe(
      'Konfliktfall: NEW_REASON – NEW_STATUS (NEW_OUTCOME)',
    );
  });
});

describe('disputeStand: stage and status for the audit log', () => {
  it('joins stage and status in German', () => {
    expect(disputeStand('CHARGEBACK', 'OPEN')).toBe('Rückbuchung, offen');
    expect(disputeStand('INQUIRY', 'UNDER_REVIEW')).toBe('Anfrage, wird von PayPal geprüft');
  });

  it('falls back to a general stage and leaves out a status it does not know', () => {
    expect(disputeStand('NEW_STAGE', 'NEW_STATUS')).toBe('Konfliktfall');
    expect(disputeStand(undefined, 'OPEN')).toBe('Konfliktfall, offen');
    expect(disputeStand('ARBITRATION', null)).toBe('Schiedsverfahren');
  });

  it('reads only text from a log entry, never an array that names a code', () => {
    expect(disputeStand(['CHARGEBACK'], ['OPEN'])).toBe('Konfliktfall');
  });
});
