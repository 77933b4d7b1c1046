import type { AuditEntryDto } from '../../../shared/api/audit';
import { formatDateTime } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { fetchOrderHistory } from './audit-log-api';
import { AuditEntryText } from './AuditEntryText';
import './audit-log.css';

const columns: Column<AuditEntryDto>[] = [
  { key: 'at', header: 'Zeit', cell: (entry) => formatDateTime(entry.at), className: 'audit-time' },
  { key: 'entry', header: 'Was geschah', cell: (entry) => <AuditEntryText entry={entry} /> },
];

/** An order's own history from the audit log, for its details page (issue 31). */
export function OrderHistory({ orderId }: { orderId: number | string }) {
  const [load] = useLoad(() => fetchOrderHistory(orderId), [orderId]);
  return (
    <section className="panel" aria-labelledby="order-history">
      <h2 id="order-history">Verlauf</h2>
      {load.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden des Verlaufs', load.error)}</ErrorLine>}
      {load.state === 'ready' && (
        <DataTable caption="Verlauf der Bestellung" columns={columns} rows={load.data} rowKey={(entry) => entry.id} empty="Noch keine Einträge" />
      )}
    </section>
  );
}
