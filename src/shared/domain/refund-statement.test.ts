import { describe, expect, it } from 'vitest';
import { formatCents } from './format';
import { refundStatement } from './refund-statement';

describe('the refund the cancellation mail states', () => {
  it('says "Erstattet" only once PayPal confirmed the refund', () => {
    expect(refundStatement([{ provider_ref: 'R1', status: 'COMPLETED', amount_cents: 2000 }]).text).toBe(`Erstattet: ${formatCents(2000)}`);
  });

  it('says "wird erstattet" while a refund is PENDING', () => {
    const statement = refundStatement([{ provider_ref: 'R1', status: 'PENDING', amount_cents: 2000 }]);
    expect(statement).toMatchObject({ cents: 2000, confirmed: false });
    expect(statement.text).toBe(`Wird erstattet: ${formatCents(2000)} (PayPal bestätigt die Erstattung noch)`);
  });

  it('counts a FAILED refund and its retry once, not twice', () => {
    const statement = refundStatement([
      { provider_ref: 'R1', status: 'FAILED', amount_cents: 2000 },
      { provider_ref: 'R2', status: 'COMPLETED', amount_cents: 2000 },
    ]);
    expect(statement.cents).toBe(2000);
    expect(statement.text).toBe(`Erstattet: ${formatCents(2000)}`);
  });

  it('counts a refund seen twice (PENDING, then COMPLETED) once, by its latest state; a CANCELLED one not at all', () => {
    const statement = refundStatement([
      { provider_ref: 'R1', status: 'PENDING', amount_cents: 1500 },
      { provider_ref: 'R1', status: 'COMPLETED', amount_cents: 1500 },
      { provider_ref: 'R2', status: 'CANCELLED', amount_cents: 700 },
    ]);
    expect(statement).toMatchObject({ cents: 1500, confirmed: true });
    expect(statement.text).toBe(`Erstattet: ${formatCents(1500)}`);
  });

  it('is unconfirmed while any one of several refunds is', () => {
    const statement = refundStatement([
      { provider_ref: 'R1', status: 'COMPLETED', amount_cents: 1000 },
      { provider_ref: 'R2', status: 'PENDING', amount_cents: 500 },
    ]);
    expect(statement).toMatchObject({ cents: 1500, confirmed: false });
  });

  it('says so when nothing goes back', () => {
    expect(refundStatement([]).text).toBe('Keine Erstattung');
  });
});
