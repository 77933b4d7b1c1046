import { useSharedText } from './use-shared-text';

/** Spec §2 loading screen ('Lade Seite...' or the longer wait text); in the shop in the visitor's language. */
export function LoadingScreen({ long = false }: { long?: boolean }) {
  const text = useSharedText();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <p>{long ? text('pages.loadingLong', 'Bitte warten, die Seite wird geladen...') : text('pages.loading', 'Lade Seite...')}</p>
    </div>
  );
}
