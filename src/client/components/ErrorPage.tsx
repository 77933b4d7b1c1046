import { useNavigate } from 'react-router-dom';
import { useSharedText } from './use-shared-text';

/** Spec §8 error page texts: the German the staff screens show, and the shop's catalog keys beside them. */
const texts: Record<number, [string, string]> = {
  400: ['Ungültige Anfrage', 'Die Anfrage war fehlerhaft.'],
  401: ['Nicht autorisiert', 'Du bist für diese Seite nicht autorisiert.'],
  403: ['Zugriff verweigert', 'Du hast keine Berechtigung, diese Seite zu sehen.'],
  404: ['Nicht gefunden', 'Die angeforderte Seite konnte nicht gefunden werden.'],
  500: ['Serverfehler', 'Auf dem Server ist ein Fehler aufgetreten.'],
};
const unknown: [string, string] = ['Unbekannter Fehler', 'Ein unbekannter Fehler ist aufgetreten.'];

export function errorTexts(code: number): [string, string] {
  return texts[code] ?? unknown;
}

/** The catalog key of a code's texts: 'error.404', or 'error.unknown' for a code the spec does not name. */
const keyOf = (code: number) => (code in texts ? `error.${code}` : 'error.unknown');

export function ErrorPage({ code = 404 }: { code?: number }) {
  const navigate = useNavigate();
  const text = useSharedText();
  const [title, description] = errorTexts(code);
  return (
    <main className="error-page">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{text(`${keyOf(code)}.title`, title)}</h1>
      <p>{text(`${keyOf(code)}.text`, description)}</p>
      <button type="button" className="button" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
        {text('error.back', 'Zurück')}
      </button>
    </main>
  );
}
