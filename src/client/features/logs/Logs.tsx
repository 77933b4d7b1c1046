import type { LogLineDto } from '../../../shared/api/logs';
import { LOG_LEVELS } from '../../../shared/api/logs';
import { formatDateTime } from '../../../shared/domain/format';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { DateRangeFields, FilterForm } from '../../components/FilterForm';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ErrorLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useUrlFilters } from '../../lib/use-url-filters';
import { fetchLogs } from './logs-api';
import '../audit-log/audit-log.css';

const FILTER_KEYS = ['level', 'text', 'from', 'to'] as const;
const TONE: Record<number, 'pending' | 'banned'> = { 40: 'pending', 50: 'banned', 60: 'banned' };

const details = (line: LogLineDto) => {
  const text = Object.keys(line.details).length ? JSON.stringify(line.details) : '';
  return text.length > 300 ? `${text.slice(0, 300)} …` : text || '–';
};

const columns: Column<LogLineDto>[] = [
  { key: 'at', header: 'Zeit', cell: (line) => formatDateTime(line.at) },
  {
    key: 'level',
    header: 'Stufe',
    cell: (line) => <Badge kind={TONE[line.level] ?? 'pending'}>{LOG_LEVELS[line.level as keyof typeof LOG_LEVELS] ?? line.level}</Badge>,
  },
  { key: 'msg', header: 'Meldung', cell: (line) => line.msg },
  { key: 'request', header: 'Anfrage-ID', cell: (line) => <span className="audit-request-id">{line.req_id ?? '–'}</span> },
  { key: 'details', header: 'Details', cell: (line) => <code className="audit-changes">{details(line)}</code> },
];

/** Issue 31: the server's warnings and errors of the last 14 days, searchable. */
export function Logs() {
  const { filters, page, pageSize, submit, reset, key } = useUrlFilters(FILTER_KEYS);
  const [load] = useLoad(() => fetchLogs(filters, page, pageSize), [key]);
  return (
    <>
      <FilterForm label="Logs durchsuchen" formKey={key} onSubmit={submit} onReset={reset} submitLabel="Suchen">
        <div className="field">
          <label htmlFor="logs-level">Stufe</label>
          <select id="logs-level" name="level" defaultValue={filters.level ?? ''}>
            <option value="">Warnungen und Fehler</option>
            <option value="warn">Nur Warnungen</option>
            <option value="error">Nur Fehler</option>
            <option value="fatal">Nur schwere Fehler</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="logs-text">Text oder Anfrage-ID</label>
          <input id="logs-text" name="text" type="search" defaultValue={filters.text ?? ''} maxLength={200} />
        </div>
        <DateRangeFields idPrefix="logs" from={filters.from} to={filters.to} />
      </FilterForm>
      <p className="audit-note">Warnungen und Fehler aller Serverprozesse der letzten 14 Tage; Passwörter und Tokens sind unkenntlich gemacht.</p>
      {load.state === 'loading' && <LoadingScreen />}
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>}
      {load.state === 'ready' && (
        <DataTable
          caption="Logs"
          columns={columns}
          rows={load.data.lines}
          rowKey={(line) => line.id}
          total={load.data.total}
          empty="Keine Warnungen oder Fehler"
        />
      )}
    </>
  );
}
