import { useEffect, useRef } from 'react';
import { isTextField } from './early-keys';
import type { ShownVerdict } from './use-door';

/** How long a verdict stays before the door is ready again by itself; a tap closes it sooner. */
export const VERDICT_MS = { green: 2500, calm: 2500, amber: 4000, red: 4000 } as const;

export function VerdictOverlay({ verdict, onDone }: { verdict: ShownVerdict; onDone: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    // Not out of a text field: a code being typed or scanned there would be cut in two (issue 41).
    if (!isTextField(document.activeElement)) button.current?.focus();
    const timer = window.setTimeout(() => done.current(), VERDICT_MS[verdict.tone]);
    return () => window.clearTimeout(timer);
  }, [verdict]);
  return (
    <div
      className={`kiosk-verdict kiosk-verdict--${verdict.tone}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="kiosk-verdict-title"
      aria-describedby="kiosk-verdict-detail"
    >
      <span className="kiosk-verdict__icon" aria-hidden="true">
        {verdict.tone === 'green' || verdict.tone === 'calm' ? '✓' : verdict.tone === 'amber' ? '!' : '✕'}
      </span>
      <h2 id="kiosk-verdict-title" className="kiosk-verdict__title" data-verdict={verdict.key}>
        {verdict.title}
      </h2>
      <p id="kiosk-verdict-detail" className="kiosk-verdict__detail">
        {verdict.detail}
      </p>
      {verdict.mode && (
        <p className="kiosk-verdict__mode" data-testid="kiosk-verdict-mode">
          {verdict.mode === 'online' ? 'online geprüft' : 'offline geprüft'}
        </p>
      )}
      <button ref={button} type="button" className="kiosk-button kiosk-verdict__next" onClick={onDone}>
        Weiter
      </button>
    </div>
  );
}
