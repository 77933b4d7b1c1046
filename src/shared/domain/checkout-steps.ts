/** Spec §2/§4 checkout steps. Seating and shipping exist but are inactive: never shown, never entered. */
export const CHECKOUT_STEPS = [
  { key: 'overview', label: 'Bestellübersicht', active: true },
  { key: 'seating', label: 'Sitzplatzwahl', active: false },
  { key: 'user-data', label: 'Deine Daten', active: true },
  { key: 'payment', label: 'Zahlungsmethode', active: true },
  { key: 'shipping', label: 'Versand', active: false },
  { key: 'complete', label: 'Bestellung abschließen', active: true },
  { key: 'completed', label: 'Bestellung abgeschlossen', active: true },
] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['key'];

export const activeSteps = () => CHECKOUT_STEPS.filter((step) => step.active);

const order = (step: CheckoutStep) => activeSteps().findIndex((candidate) => candidate.key === step);

/** The next active step ('Weiter'); the last step stays where it is. */
export function nextStep(step: CheckoutStep): CheckoutStep {
  const steps = activeSteps();
  return steps[Math.min(order(step) + 1, steps.length - 1)].key;
}

/** Earlier steps up to the current one are clickable, except while completing or once completed. */
export function canGoTo(target: CheckoutStep, current: CheckoutStep): boolean {
  if (current === 'complete' || current === 'completed') return false;
  const index = order(target);
  return index >= 0 && index <= order(current);
}
