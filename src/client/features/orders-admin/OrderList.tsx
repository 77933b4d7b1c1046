import { ErrorLine } from '../../components/NoticeLine';
import { formatDateTime, formatEuros, formatTicketCount } from '../../../shared/domain/format';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminOrderListItem, AdminOrderListResponse } from '../../../shared/api/orders-admin';
import { ORDER_STATUSES, STATUS_LABELS } from '../../../shared/domain/order-status';
import { type Column, DataTable } from '../../components/DataTable';
import { errorText } from '../../lib/error-text';
import { saveBlob } from '../../lib/save-blob';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { exportOrders, fetchOrders, type OrderQuery } from './orders-admin-api';
import { refundPendingNote } from '../../../shared/domain/revenue';
import { StatusBadge } from './StatusBadge';
import './orders-admin.css';
import { useDismissWhenOnline } from '../../lib/use-dismiss-when-online';

const FILTERS = ['search', 'status', 'event', 'performance'] as const;

type Performance = AdminOrderListResponse['performances'][number];

/** What a page of orders brought in: paid orders only; cancelled (refunded) and open ones count nothing. */
/** Money kept of the page's orders (issue 37 item 3): what was paid, less refunds and chargebacks; in whole cents. */
export const paidSum = (rows: readonly AdminOrderListItem[]) => rows.reduce((cents, order) => cents + Math.round(order.kept * 100), 0) / 100;

const performanceName = (performance: Performance, events: AdminOrderListResponse['events']) =>
  `${events.find((event) => event.id === performance.event_id)?.title ?? 'Event'}, ${formatDateTime(performance.starts_at)}`;

function ShowCell({ order, performances }: { order: AdminOrderListItem; performances: Performance[] }) {
  const dates = order.performance_ids.flatMap((id) =>
    performances.filter((performance) => performance.id === id).map((performance) => formatDateTime(performance.starts_at)),
  );
  return (
    <div className="order-list__customer">
      <strong>{order.events.join(', ') || '–'}</strong>
      {dates.length > 0 && <span>{dates.join(' · ')}</span>}
    </div>
  );
}

/** Spec §2 orders list, paged on the server; search, filters and paging live in the URL. */
export function OrderList() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query: OrderQuery = Object.fromEntries(['page', 'pageSize', ...FILTERS].flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])));
  const [orders] = useLoad(() => fetchOrders(query), [params.toString()]);
  const [search, setSearch] = useState(query.search ?? '');
  const [exportError, setExportError] = useState<string | null>(null);
  useDismissWhenOnline(exportError, () => setExportError(null));

  const filter = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.set('page', '1');
    setParams(next);
  };

  async function download() {
    setExportError(null);
    try {
      saveBlob(await exportOrders(query), `bestellungen-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(errorText('Export fehlgeschlagen', error));
    }
  }

  const performances = orders.state === 'ready' ? orders.data.performances : [];
  const columns: Column<AdminOrderListItem>[] = [
    {
      key: 'id',
      header: 'Bestellnr.',
      cell: (order) => (
        <>
          {order.id}
          {/* On a tablet the order date and the ticket count move under other cells, so nothing reaches under the sticky actions. */}
          <span className="order-list__tablet-only">{formatDateTime(order.date)}</span>
        </>
      ),
    },
    {
      key: 'customer',
      header: 'Kunde',
      cell: (order) => (
        <div className="order-list__customer">
          <strong>{order.customer}</strong>
          <span>{order.email}</span>
        </div>
      ),
    },
    // Status and amount come first: on a tablet they stay in view beside the sticky actions (issue 32 item 9).
    {
      key: 'status',
      header: 'Status',
      cell: (order) => (
        <>
          <StatusBadge status={order.status} />
          {order.kind && <span className="order-list__kind">{order.kind}</span>}
        </>
      ),
    },
    {
      key: 'total',
      header: 'Gesamt',
      cell: (order) => (
        <>
          <span className="order-list__money">{formatEuros(order.total)}</span>
          {/* Still in the page's sum: PayPal has not completed it and may yet fail it (issue 52 item 5). */}
          {order.refund_pending > 0 && <span className="order-list__kind">{refundPendingNote(Math.round(order.refund_pending * 100))}</span>}
          <span className="order-list__tablet-only">{formatTicketCount(order.amount)}</span>
        </>
      ),
    },
    { key: 'amount', header: 'Anzahl', className: 'order-list__tablet-hide', cell: (order) => formatTicketCount(order.amount) },
    { key: 'show', header: 'Event / Vorstellung', cell: (order) => <ShowCell order={order} performances={performances} /> },
    { key: 'date', header: 'Bestellt', className: 'order-list__tablet-hide', cell: (order) => formatDateTime(order.date) },
    // The provider's id is for support: shown where there is room, always searchable.
    { key: 'paypal', header: 'PayPal-ID', className: 'order-list__wide-only', cell: (order) => <code>{order.paypal_order_id ?? '–'}</code> },
    {
      key: 'details',
      header: 'Details',
      cell: (order) => (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={!can('ORDERS_VIEW_DETAILS')}
          aria-label={`Details zu Bestellung ${order.id}`}
          onClick={() => navigate(`/admin/orders/details/${order.id}`)}
        >
          Details
        </button>
      ),
    },
  ];

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    filter('search', search.trim());
  };

  return (
    <>
      <p>
        <Link to="/admin/orders/waiting-list">Warteliste ausverkaufter Vorstellungen</Link>
      </p>
      <div className="order-filters panel">
        <form onSubmit={submitSearch} className="order-filters__search">
          <label htmlFor="order-search">Suche (Name, E-Mail oder Bestellnummer)</label>
          <div className="field__with-action">
            <input id="order-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            <button type="submit" className="button">
              Suchen
            </button>
          </div>
        </form>
        <div className="field">
          <label htmlFor="order-status">Status</label>
          <select id="order-status" value={query.status ?? ''} onChange={(e) => filter('status', e.target.value)}>
            <option value="">Alle</option>
            {ORDER_STATUSES.map((status) => (
              // German to read; the spec's code stays the value the API gets (issue 32 item 8).
              <option key={status} value={status} title={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-event">Event</label>
          <select id="order-event" value={query.event ?? ''} onChange={(e) => filter('event', e.target.value)}>
            <option value="">Alle</option>
            {orders.state === 'ready' &&
              orders.data.events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="order-performance">Vorstellung</label>
          <select id="order-performance" value={query.performance ?? ''} onChange={(e) => filter('performance', e.target.value)}>
            <option value="">Alle</option>
            {performances
              .filter((performance) => !query.event || String(performance.event_id) === query.event)
              .map((performance) => (
                <option key={performance.id} value={performance.id}>
                  {performanceName(performance, orders.state === 'ready' ? orders.data.events : [])}
                </option>
              ))}
          </select>
        </div>
        <button type="button" className="button button--ghost" onClick={download}>
          CSV exportieren
        </button>
      </div>
      {exportError && <ErrorLine>{exportError}</ErrorLine>}
      {orders.state === 'loading' && <p role="status">Lade Bestellungen...</p>}
      {orders.state === 'error' && <ErrorLine>{errorText('Fehler beim Laden der Bestellungen', orders.error)}</ErrorLine>}
      {orders.state === 'ready' && (
        <>
          <p className="order-list__count">
            {orders.data.total} Bestellungen · Summe dieser Seite (bezahlt) {formatEuros(paidSum(orders.data.data))}
          </p>
          <DataTable
            caption="Bestellungen"
            columns={columns}
            rows={orders.data.data}
            total={orders.data.total}
            rowKey={(order) => order.id}
            empty="Keine Bestellungen"
          />
        </>
      )}
    </>
  );
}
