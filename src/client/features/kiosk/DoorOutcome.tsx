import type { DoorActionOutcome } from './door-actions';
import type { KioskDoorActionRow } from './kiosk-db';

/** The answer to a tap: done and queued are news, a refusal or a guest already inside is an alert. */
export function OutcomeMessage({ outcome }: { outcome: DoorActionOutcome | null }) {
  if (!outcome) return null;
  const error = outcome.status === 'rejected' || outcome.status === 'already';
  return (
    <p className={error ? 'kiosk-message kiosk-message--error' : 'kiosk-message'} role={error ? 'alert' : 'status'}>
      {outcome.message}
    </p>
  );
}

/** Offline decisions the server did not take as made, until staff have seen them on this device. */
export function DoorProblems({ rows }: { rows: KioskDoorActionRow[] | undefined }) {
  if (!rows?.length) return null;
  return (
    <div className="kiosk-message kiosk-message--error" role="alert">
      <p>Nach dem Übertragen zu klären:</p>
      <ul>
        {rows.map((row) => (
          <li key={row.nonce}>
            {row.name}: {row.message ?? 'Vom Server abgelehnt.'}
          </li>
        ))}
      </ul>
    </div>
  );
}
