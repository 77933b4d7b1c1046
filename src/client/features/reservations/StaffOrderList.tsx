import { useNavigate } from 'react-router-dom';
import type { StaffOrderDto } from '../../../shared/api/reservations';
import { formatCents, formatDateTime } from '../../../shared/domain/format';
import { seatsPhrase } from '../../../shared/domain/seats';
import { type Column, DataTable } from '../../components/DataTable';

const STATE_LABELS: Record<string, string> = { offen: 'Offen', bezahlt: 'Bezahlt', abgelaufen: 'Abgelaufen', storniert: 'Storniert' };

/** The orders staff made for one performance, newest first. */
export function StaffOrderList({ orders }: { orders: StaffOrderDto[] }) {
  const navigate = useNavigate();
  const columns: Column<StaffOrderDto>[] = [
    { key: 'id', header: 'Nr.', cell: (order) => order.order_id },
    { key: 'name', header: 'Name', cell: (order) => `${order.last_name}, ${order.first_name}`.replace(/, $/, '') },
    { key: 'kind', header: 'Art', cell: (order) => order.kind_label },
    { key: 'tickets', header: 'Tickets', cell: (order) => (order.seats ? `${order.categories} · ${seatsPhrase(order.seats.split(', '))}` : order.categories) },
    { key: 'total', header: 'Betrag', cell: (order) => formatCents(order.total_cents) },
    {
      key: 'state',
      header: 'Stand',
      cell: (order) => (
        <>
          {order.kind === 'box_office' && order.state === 'offen'
            ? `Offen bis ${formatDateTime(order.expires_at)}`
            : (STATE_LABELS[order.state] ?? order.state)}
          {order.door_refusals?.map((text) => (
            <strong key={text} className="staff-order__refusal">
              {' '}
              Bargeld an der Abendkasse nicht verbucht – {text}
            </strong>
          ))}
        </>
      ),
    },
    { key: 'note', header: 'Grund / Notiz', cell: (order) => order.note ?? '–' },
    {
      key: 'details',
      header: 'Details',
      cell: (order) => (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Details zu Bestellung ${order.order_id}`}
          onClick={() => navigate(`/admin/orders/details/${order.order_id}`)}
        >
          Details
        </button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Bestellungen durch das Team für diese Vorstellung"
      rows={orders}
      rowKey={(order) => order.order_id}
      empty="Noch keine Bestellungen durch das Team"
      columns={columns}
    />
  );
}
