import { useNavigate } from 'react-router-dom';

/** Spec §8 error page texts. */
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

export function ErrorPage({ code = 404 }: { code?: number }) {
  const navigate = useNavigate();
  const [title, text] = errorTexts(code);
  return (
    <main className="error-page">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className="button" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
        Zurück
      </button>
    </main>
  );
}
