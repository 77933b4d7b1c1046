import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuditEntryDto } from '../../../shared/api/audit';
import { formatDateTime } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { DateRangeFields, FilterForm } from '../../components/FilterForm';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ErrorLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { saveBlob } from '../../lib/save-blob';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';
import { useLoad } from '../../lib/use-load';
import { AuditEntryText } from './AuditEntryText';
import { exportAuditLog, fetchAuditLog } from './audit-log-api';
import { useUrlFilters } from '../../lib/use-url-filters';
import './audit-log.css';

const FILTER_KEYS = ['user', 'action', 'order_id', 'from', 'to'] as const;

// Issue 41: one sentence per entry (who did what); the codes behind it open under "Technische Angaben".
const columns: Column<AuditEntryDto>[] = [
  { key: 'at', header: 'Zeit', cell: (entry) => formatDateTime(entry.at), className: 'audit-time' },
  { key: 'entry', header: 'Was geschah', cell: (entry) => <AuditEntryText entry={entry} /> },
  {
    key: 'order',
    header: 'Bestellung',
    cell: (entry) => (entry.order_id ? <Link to={`/admin/orders/details/${entry.order_id}`}>{entry.order_id}</Link> : '–'),
  },
];

/** Issue 31: who did what, when and from where — filtered, paged and exported as CSV; read-only. */
export function AuditLog() {
  const { filters, page, pageSize, submit, reset, key } = useUrlFilters(FILTER_KEYS);
  const [load] = useLoad(() => fetchAuditLog(filters, page, pageSize), [key]);
  const [exportError, setExportError] = useState<string | null>(null);
  useDismissWhenOnline(exportError, () => setExportError(null));

  async function download() {
    setExportError(null);
    try {
      saveBlob(await exportAuditLog(filters), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(errorText('Export fehlgeschlagen', error));
    }
  }

  return (
    <>
      <FilterForm
        label="Audit Log filtern"
        formKey={key}
        onSubmit={submit}
        onReset={reset}
        actions={
          <button type="button" className="button button--ghost" onClick={() => void download()}>
            CSV-Export
          </button>
        }
      >
        <div className="field">
          <label htmlFor="audit-user">Benutzer</label>
          <input id="audit-user" name="user" defaultValue={filters.user ?? ''} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="audit-action">Aktion</label>
          <input id="audit-action" name="action" defaultValue={filters.action ?? ''} maxLength={100} placeholder="z. B. orders/cancel" />
        </div>
        <div className="field">
          <label htmlFor="audit-order">Bestellung</label>
          <input id="audit-order" name="order_id" inputMode="numeric" pattern="[0-9]*" defaultValue={filters.order_id ?? ''} />
        </div>
        <DateRangeFields idPrefix="audit" from={filters.from} to={filters.to} />
      </FilterForm>
      {exportError && <ErrorLine>{exportError}</ErrorLine>}
      {load.state === 'loading' && <LoadingScreen />}
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Daten', load.error)}</ErrorLine>}
      {load.state === 'ready' && (
        <>
          <p>{load.data.total === 1 ? '1 Eintrag' : `${load.data.total} Einträge`}</p>
          <DataTable
            caption="Audit Log"
            columns={columns}
            rows={load.data.entries}
            rowKey={(entry) => entry.id}
            total={load.data.total}
            empty="Keine Einträge"
          />
        </>
      )}
    </>
  );
}
