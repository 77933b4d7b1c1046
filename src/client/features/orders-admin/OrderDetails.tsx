import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { paymentKindLabel, paymentStatusLabel } from '../../../shared/domain/payment-labels';
import { formatDateTime, formatEuros } from '../../../shared/domain/format';
import { mailStatusLabel } from '../../../shared/domain/mail-status';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminOrderTicket } from '../../../shared/api/orders-admin';
import { AmountLineRow, OrderLineRow, OrderLinesTable, TicketLineProduct } from '../../components/OrderLinesTable';
import { eurosToCents } from '../../../shared/domain/money';
import { orderLedger, refundPendingNote, refundState } from '../../../shared/domain/revenue';
import { orderSummaryRows } from '../../../shared/domain/order-summary';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { cancelOrder, cancelTickets, fetchOrder, resendTickets } from './orders-admin-api';
import { CancelDialog } from './CancelDialog';
import { OrderTickets } from './OrderTickets';
import { StatusBadge } from './StatusBadge';
import './orders-admin.css';
import { OrderHistory } from '../audit-log/index';

/** Spec §2 order details: customer data, summary, items with stored prices; tickets, payments, mails; actions. */
export function OrderDetails({ orderId }: { orderId: string }) {
  const { can } = useAuth();
  const canEdit = Boolean(can('ORDERS_EDIT'));
  const [order, reload] = useLoad(() => fetchOrder(orderId), [orderId]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Single tickets chosen for cancelling (issue 32 item 10) while their dialog is open.
  const [cancellingTickets, setCancellingTickets] = useState<AdminOrderTicket[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<string>, failure: string) {
    setBusy(true);
    try {
      setNotice({ kind: 'success', text: await work() });
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(failure, error) });
    } finally {
      setBusy(false);
    }
  }

  if (order.state === 'loading') return <p role="status">Lade Bestellung...</p>;
  if (order.state === 'error') {
    return <ErrorLine>{errorText('Fehler beim Laden der Bestellung', order.error)}</ErrorLine>;
  }
  const o = order.data;
  const paid = o.status === 'CAPTURED' || o.refund_required;
  const entries = o.payments.map((payment) => ({ kind: payment.kind, status: payment.status, amount_cents: eurosToCents(payment.amount) }));
  const refund = refundState({ refundRequired: o.refund_required, failureReason: o.failure_reason, entries });
  const pendingNote = refundPendingNote(orderLedger(entries).refundPending);
  // What is left after refunds and cancelled tickets (issue 51 item 6); the last row is the tickets'.
  const summary = orderSummaryRows({ totalCents: eurosToCents(o.summary.total), ticketCount: o.summary.tickets, tickets: o.tickets, ledger: entries });
  const ticketsRow = summary[summary.length - 1];
  return (
    <div className="order-details">
      <p>
        <Link to="/admin/orders">← Zurück zu den Bestellungen</Link>
      </p>
      <NoticeLine notice={notice} />
      {refund === 'failed' ? (
        <ErrorLine>
          Erstattung fehlgeschlagen: PayPal hat die Erstattung abgelehnt, das Geld ist nicht zurück.{' '}
          {o.cancel_reason ? '„Erstattung wiederholen“ beantragt sie neu.' : '„Stornieren und erstatten“ erstattet die Zahlung neu.'}
        </ErrorLine>
      ) : (
        o.refund_required && (
          <ErrorLine>Diese Zahlung muss erstattet werden ({o.failure_reason}). „Stornieren“ erstattet sie über den Zahlungsdienst.</ErrorLine>
        )
      )}
      {refund === 'pending' && (
        <p className="notice" role="status">
          {pendingNote}: PayPal hat die Erstattung noch nicht abgeschlossen. Die Tickets bleiben gültig, bis das Geld zurück ist.
        </p>
      )}
      {(o.failure_reason === 'REFUNDED_AT_PROVIDER' || o.failure_reason === 'REVERSED_AT_PROVIDER') && (
        <p className="notice" role="status">
          {o.failure_reason === 'REFUNDED_AT_PROVIDER'
            ? 'Diese Zahlung wurde in PayPal erstattet; '
            : 'PayPal hat diese Zahlung zurückgebucht (Käuferschutz); '}
          die Bestellung ist storniert und ihre Tickets sind gesperrt.
        </p>
      )}
      <div className="order-details__cards">
        <section className="panel" aria-labelledby="customer-heading">
          <h2 id="customer-heading">Kunde</h2>
          <dl>
            <dt>Name</dt>
            <dd>
              {o.customer.first_name} {o.customer.last_name}
            </dd>
            <dt>E-Mail</dt>
            <dd>
              <a href={`mailto:${o.customer.email}`}>{o.customer.email}</a>
            </dd>
            <dt>Telefon</dt>
            <dd>{o.customer.phone || '–'}</dd>
          </dl>
        </section>
        <section className="panel" aria-labelledby="summary-heading">
          <h2 id="summary-heading">Zusammenfassung</h2>
          <dl>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={o.status} />
            </dd>
            {summary.slice(0, -1).map((row) => (
              <Fragment key={row.term}>
                <dt>{row.term}</dt>
                <dd>{row.value}</dd>
              </Fragment>
            ))}
            <dt>Spende</dt>
            <dd>{formatEuros(o.summary.donation)}</dd>
            <dt>{ticketsRow.term}</dt>
            <dd>{ticketsRow.value}</dd>
            <dt>Bestellt</dt>
            <dd>{formatDateTime(o.date)}</dd>
            <dt>Zahlung</dt>
            <dd>
              {o.staff ? o.staff.payment_method : o.provider === 'free' ? 'Kostenlos (ohne Zahlung)' : (o.universe ?? o.provider)} ·{' '}
              <code>{o.paypal_order_id ?? '–'}</code>
            </dd>
            {o.staff && (
              <>
                <dt>Angelegt vom Team</dt>
                <dd>
                  {o.staff.label}
                  {o.staff.note ? ` – ${o.staff.note}` : ''}
                </dd>
              </>
            )}
            {o.cancelled_at && (
              <>
                <dt>Storniert</dt>
                <dd>{formatDateTime(o.cancelled_at)}</dd>
                <dt>Grund</dt>
                <dd>{o.cancel_reason || '–'}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
      <section className="panel" aria-labelledby="items-heading">
        <h2 id="items-heading">Positionen</h2>
        <OrderLinesTable totalCents={eurosToCents(o.summary.total)}>
          {o.items.map((item) => (
            <OrderLineRow
              key={item.id}
              product={<TicketLineProduct title={item.event} date={item.date} type={item.type} seats={item.seat ? [item.seat] : null} />}
              quantity={item.quantity}
              unitCents={eurosToCents(item.unit_price)}
            />
          ))}
          {o.discounts.map((discount) => (
            <AmountLineRow key={discount.kind} product={discount.label} cents={-eurosToCents(discount.amount)} />
          ))}
          {/* A donation or a discount is only an amount (issue 51): no "1x", as in the checkout. */}
          {o.summary.donation > 0 && <AmountLineRow product="Spende" cents={eurosToCents(o.summary.donation)} />}
        </OrderLinesTable>
      </section>
      <OrderTickets order={o} canEdit={canEdit} busy={busy} onCancel={(tickets) => setCancellingTickets(tickets)} />
      {o.disputes.length > 0 && (
        <section className="panel order-details__disputes" aria-labelledby="disputes-heading">
          <h2 id="disputes-heading">Konfliktfälle bei PayPal</h2>
          <ul>
            {o.disputes.map((dispute) => (
              <li key={dispute.dispute_id}>
                <strong>{dispute.text}</strong> · {formatEuros(dispute.amount)} · Fall {dispute.dispute_id} · zuletzt {formatDateTime(dispute.updated_at)}
              </li>
            ))}
          </ul>
          <p>Antworten und Belege gibst du im PayPal-Konto unter „Konfliktlösungen“ ab.</p>
        </section>
      )}
      <section className="panel" aria-labelledby="history-heading">
        <h2 id="history-heading">Zahlungen und Mails</h2>
        <ul>
          {o.payments.map((payment) => (
            <li key={`${payment.kind}-${payment.provider_ref}`}>
              {paymentKindLabel(payment.kind)} {formatEuros(payment.amount)} ·{' '}
              <span title={`Status-Code: ${payment.status}`}>{paymentStatusLabel(payment.status)}</span> · {formatDateTime(payment.created_at)}
            </li>
          ))}
          {o.mails.map((mail) => (
            <li key={`mail-${mail.id}`}>
              <Link to={`/admin/mail/outbox/${mail.id}`}>Mail {mail.id}</Link> an {mail.recipient}:{' '}
              <span title={`Status-Code: ${mail.status}`}>{mailStatusLabel(mail.status)}</span>
              {mail.sent_at ? ` (${formatDateTime(mail.sent_at)})` : ''}
              {mail.last_error ? ` – ${mail.last_error}` : ''}
            </li>
          ))}
        </ul>
      </section>
      {/* Reloaded with the order, so a cancellation shows up in it at once. */}
      <OrderHistory key={`${o.id}-${o.status}-${o.payments.length}`} orderId={o.id} />
      {cancelling && (
        <CancelDialog
          order={o}
          busy={busy}
          onClose={() => setCancelling(false)}
          onCancel={(reason) => {
            setCancelling(false);
            void act(async () => (await cancelOrder(o.id, reason)).message, 'Stornierung fehlgeschlagen');
          }}
        />
      )}
      {cancellingTickets && (
        <CancelDialog
          order={o}
          tickets={cancellingTickets}
          busy={busy}
          onClose={() => setCancellingTickets(null)}
          onCancel={(reason) => {
            const ids = cancellingTickets.map((ticket) => ticket.id);
            setCancellingTickets(null);
            void act(async () => (await cancelTickets(o.id, ids, reason)).message, 'Stornierung fehlgeschlagen');
          }}
        />
      )}
      {canEdit && (
        <section className="panel" aria-labelledby="actions-heading">
          <h2 id="actions-heading">Aktionen</h2>
          {o.can_send_tickets ? (
            <div className="button-row">
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => act(() => resendTickets(o.id), 'Senden fehlgeschlagen')}>
                Tickets erneut senden
              </button>
            </div>
          ) : (
            <p className="order-details__note">
              {o.status === 'CANCELLED'
                ? 'Die Tickets dieser Bestellung sind ungültig; sie werden nicht mehr versandt.'
                : 'Tickets gibt es erst, wenn die Bestellung bezahlt ist.'}
            </p>
          )}
          {o.can_cancel && (
            <div className="order-details__cancel">
              <button type="button" className="button button--danger" disabled={busy} onClick={() => setCancelling(true)}>
                {/* A failed refund of the whole order's cancel is retried by cancelling again (new request id). */}
                {refund === 'failed' && o.cancel_reason
                  ? 'Erstattung wiederholen'
                  : paid
                    ? o.provider === 'free'
                      ? 'Stornieren'
                      : 'Stornieren und erstatten'
                    : 'Reservierung stornieren'}
              </button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
