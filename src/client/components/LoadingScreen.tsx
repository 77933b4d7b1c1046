/** Spec §2 loading screen ('Lade Seite...' or the longer wait text). */
export function LoadingScreen({ long = false }: { long?: boolean }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <p>{long ? 'Bitte warten, die Seite wird geladen...' : 'Lade Seite...'}</p>
    </div>
  );
}
