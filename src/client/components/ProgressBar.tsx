import './progress-bar.css';

/** Spec §5: the value is clamped to 0–100. */
export const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = clampPercent(value);
  return (
    <div className="progress-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
      <span className="progress-bar__text">{percent} %</span>
    </div>
  );
}
