import { describe, expect, it } from 'vitest';
import { activeSteps, canGoTo, nextStep } from './checkout-steps';

describe('checkout steps', () => {
  it('shows only the active steps, in order', () => {
    expect(activeSteps().map((step) => step.label)).toEqual([
      'Bestellübersicht',
      'Deine Daten',
      'Zahlungsmethode',
      'Bestellung abschließen',
      'Bestellung abgeschlossen',
    ]);
  });
  it('advances through active steps only', () => {
    expect(nextStep('overview')).toBe('user-data');
    expect(nextStep('payment')).toBe('complete');
    expect(nextStep('completed')).toBe('completed');
  });
  it('lets the buyer go back up to the current step, but not from the last two', () => {
    expect(canGoTo('overview', 'payment')).toBe(true);
    expect(canGoTo('payment', 'payment')).toBe(true);
    expect(canGoTo('complete', 'payment')).toBe(false);
    expect(canGoTo('overview', 'complete')).toBe(false);
    expect(canGoTo('overview', 'completed')).toBe(false);
    expect(canGoTo('seating', 'payment')).toBe(false);
  });
});
