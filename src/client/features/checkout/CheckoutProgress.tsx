import { activeSteps, type CheckoutStep, canGoTo } from '../../../shared/domain/checkout-steps';
import { useShopText } from '../../i18n/use-shop-text';

/** Each step's name in the catalog (the German one is the step's label in checkout-steps.ts). */
const STEP_KEYS: Record<CheckoutStep, string> = {
  overview: 'checkout.step.overview',
  seating: 'checkout.step.seating',
  'user-data': 'checkout.step.userData',
  payment: 'checkout.step.payment',
  shipping: 'checkout.step.shipping',
  complete: 'checkout.step.complete',
  completed: 'checkout.step.completed',
};

interface Props {
  current: CheckoutStep;
  onGo: (step: CheckoutStep) => void;
}

/** Spec §2: only active steps show; earlier ones are buttons unless completing or completed. */
export function CheckoutProgress({ current, onGo }: Props) {
  const { t } = useShopText();
  const steps = activeSteps();
  const currentIndex = steps.findIndex((step) => step.key === current);
  return (
    <nav aria-label={t('checkout.progress')}>
      <ol className="checkout-progress">
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          const clickable = step.key !== current && canGoTo(step.key, current);
          const label = (
            <>
              <span className="checkout-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="checkout-progress__label">{t(STEP_KEYS[step.key])}</span>
            </>
          );
          return (
            <li key={step.key} className={`checkout-progress__step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {clickable ? (
                <button type="button" className="checkout-progress__button" onClick={() => onGo(step.key)}>
                  {label}
                </button>
              ) : (
                <span className="checkout-progress__button">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
