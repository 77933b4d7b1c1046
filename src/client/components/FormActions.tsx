import { ErrorLine } from './NoticeLine';
/** The foot of every back-office form: the failure (spec §8 texts), 'Speichern' with its busy state, 'Abbrechen'. */
export function FormActions({
  busy,
  failure,
  onCancel,
  submitLabel = 'Speichern',
}: {
  busy: boolean;
  failure?: string | null;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <>
      {failure && <ErrorLine>{failure}</ErrorLine>}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Speichern...' : submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </>
  );
}
