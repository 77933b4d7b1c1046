/** Spec §8 dashboard and statistics load error, with the retry button. */
export const LOAD_ERROR = 'Fehler beim Laden der Daten. Bitte versuchen Sie es später erneut.';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{LOAD_ERROR}</p>
      <button type="button" className="button" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}
