import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorLine } from '../../components/NoticeLine';
import { type ApiField, type ApiSection, describeApi, fetchOpenApi } from './api-reference';
import './help.css';

function FieldTable({ caption, fields }: { caption: string; fields: ApiField[] }) {
  if (fields.length === 0) return null;
  return (
    <table className="api-reference__fields">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Feld</th>
          <th scope="col">Typ</th>
          <th scope="col">Pflicht</th>
          <th scope="col">Beschreibung</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
            </td>
            <td>{field.type}</td>
            <td>{field.required ? 'ja' : 'nein'}</td>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The API for integrators, read from /api/openapi.json: every call by area with parameters and answer fields. */
export function ApiReference() {
  const [sections, setSections] = useState<ApiSection[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchOpenApi()
      .then((doc) => active && setSections(describeApi(doc)))
      .catch((error: Error) => active && setFailure(error.message));
    return () => {
      active = false;
    };
  }, []);

  if (failure) return <ErrorLine>Die Schnittstellenbeschreibung konnte nicht geladen werden: {failure}</ErrorLine>;
  if (!sections) return <p>Schnittstellenbeschreibung wird geladen …</p>;
  return (
    <div className="api-reference">
      <section className="panel">
        <h2>Schnittstelle für Integratoren</h2>
        <p>
          Alle Aufrufe liegen unter <code>/api/</code> und antworten mit JSON. Geschützte Aufrufe brauchen das Sitzungstoken aus <code>auth/login.php</code> im
          Kopf <code>Authorization: Bearer …</code>. Fehler antworten mit <code>success: false</code>, einem stabilen <code>code</code> und einer deutschen{' '}
          <code>message</code>. Das maschinenlesbare Dokument (OpenAPI 3.1) liegt unter <a href="/api/openapi.json">/api/openapi.json</a>.
        </p>
        <p>
          <Link to="/admin/help">Zurück zum Hilfe-Center</Link>
        </p>
      </section>
      {sections.map((section) => (
        <section key={section.tag} className="panel">
          <h2>{section.tag}</h2>
          {section.description && <p>{section.description}</p>}
          {section.operations.map((operation) => (
            <details key={`${operation.method} ${operation.path}`} className="api-reference__operation">
              <summary>
                <code>
                  {operation.method} {operation.path}
                </code>{' '}
                {operation.summary}
                {operation.signedIn ? ' (Anmeldung nötig)' : ''}
              </summary>
              <p>{operation.description}</p>
              <FieldTable caption="Parameter" fields={operation.parameters} />
              <FieldTable caption="Inhalt der Anfrage" fields={operation.body} />
              {operation.response.length > 0 ? (
                <FieldTable caption="Felder der Antwort" fields={operation.response} />
              ) : (
                operation.responseType && <p>Antwort: {operation.responseType}</p>
              )}
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
