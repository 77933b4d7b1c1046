import type { AuditEntryDto } from '../../../shared/api/audit';
import { auditSentence } from '../../../shared/domain/audit-sentence';
import { ChangesList } from './ChangesList';

const resultText = (status: number | null) => (status === null ? '–' : status < 400 ? `OK (${status})` : `abgelehnt (${status})`);

/**
 * Issue 41: an entry as the sentence staff read; its codes, route, address and stored changes only in the
 * closed "Technische Angaben" (and the CSV export), for whoever has to trace a request.
 */
export function AuditEntryText({ entry }: { entry: AuditEntryDto }) {
  return (
    <div className="audit-entry">
      <p className="audit-entry__sentence">{auditSentence(entry)}</p>
      <details className="audit-entry__details">
        <summary>Technische Angaben</summary>
        <dl>
          <dt>Benutzername</dt>
          <dd>{entry.username ?? (entry.user_id ? `#${entry.user_id}` : '–')}</dd>
          <dt>Adresse</dt>
          <dd>{entry.address ?? '–'}</dd>
          <dt>Aktion</dt>
          <dd>
            <code>{entry.action}</code>
          </dd>
          <dt>Objekt</dt>
          <dd>{entry.subject ?? '–'}</dd>
          <dt>Ergebnis</dt>
          <dd>{resultText(entry.status)}</dd>
          <dt>Anfrage-ID</dt>
          <dd className="audit-request-id">{entry.request_id ?? '–'}</dd>
          <dt>Änderungen</dt>
          <dd>
            <ChangesList changes={entry.changes} />
          </dd>
        </dl>
      </details>
    </div>
  );
}
