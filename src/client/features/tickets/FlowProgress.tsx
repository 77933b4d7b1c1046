import { useShopText } from '../../i18n/use-shop-text';
import type { FlowStep } from './ticket-flow';

/** Progress bar of the purchase flow; earlier steps are buttons that go back (spec §2). */
export function FlowProgress({
  steps,
  current,
  onBack,
  skipped = [],
}: {
  steps: FlowStep[];
  current: FlowStep;
  onBack: (step: FlowStep) => void;
  /** Steps the flow jumped over: shown, but not offered as a way back. */
  skipped?: FlowStep[];
}) {
  const { t } = useShopText();
  const label = (step: FlowStep, i: number) => t('flow.stepNumber', { number: String(i + 1), step: t(`flow.step.${step}`) });
  const index = steps.indexOf(current);
  const percent = Math.min(100, Math.max(0, Math.round(((index + 1) / steps.length) * 100)));
  return (
    <nav className="flow-progress" aria-label={t('flow.progress')}>
      <div className="flow-progress__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('flow.progress')}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="flow-progress__steps">
        {steps.map((step, i) => (
          <li key={step} className={i === index ? 'is-current' : i < index ? 'is-done' : ''}>
            {i < index && !skipped.includes(step) ? (
              <button type="button" className="link-button" onClick={() => onBack(step)}>
                {label(step, i)}
              </button>
            ) : (
              <span aria-current={i === index ? 'step' : undefined}>{label(step, i)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
