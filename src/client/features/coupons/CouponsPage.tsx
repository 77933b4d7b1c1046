import { useState } from 'react';
import type { Coupon } from '../../../shared/api/coupons';
import { formatCents, formatDateTime } from '../../../shared/domain/format';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorLine, type Notice, NoticeLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { CouponForm } from './CouponForm';
import { fetchCouponUses, fetchCoupons, fetchSaleEvents, toggleCoupon } from './coupons-api';

const day = (value: string | null) => (value ? value.split('-').reverse().join('.') : '–');

function CouponUses({ coupon }: { coupon: Coupon }) {
  const [uses] = useLoad(() => fetchCouponUses(coupon.id), [coupon.id]);
  if (uses.state === 'loading') return <p role="status">Lade Einlösungen …</p>;
  if (uses.state === 'error') return <ErrorLine>Fehler beim Laden der Einlösungen</ErrorLine>;
  return (
    <DataTable
      caption={`Einlösungen von ${coupon.code}`}
      rows={uses.data.uses}
      rowKey={(use) => use.order_id}
      empty="Noch nicht eingelöst"
      columns={[
        { key: 'order', header: 'Bestellung', cell: (use) => use.order_id },
        { key: 'date', header: 'Datum', cell: (use) => formatDateTime(use.date) },
        { key: 'customer', header: 'Käufer', cell: (use) => `${use.customer} (${use.email})` },
        { key: 'discount', header: 'Rabatt', cell: (use) => formatCents(use.discount_cents) },
        { key: 'status', header: 'Status', cell: (use) => (use.counts ? use.status : `${use.status} (zählt nicht)`) },
      ]}
    />
  );
}

/** Issue 33.1: the codes, their limits and uses; create, switch off and on. */
export function CouponsPage() {
  const { can } = useAuth();
  const canEdit = Boolean(can('CONFIGURATION_EDIT'));
  const [coupons, reload] = useLoad(fetchCoupons, []);
  const [events] = useLoad(fetchSaleEvents, []);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Coupon | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function toggle(coupon: Coupon) {
    try {
      setNotice({ kind: 'success', text: (await toggleCoupon(coupon.id, !coupon.active)).message });
      reload();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText('Fehler beim Speichern', error) });
    }
  }

  const columns: Column<Coupon>[] = [
    { key: 'code', header: 'Code', cell: (coupon) => <strong>{coupon.code}</strong> },
    { key: 'label', header: 'Wert', cell: (coupon) => coupon.label },
    {
      key: 'uses',
      header: 'Einlösungen',
      cell: (coupon) => `${coupon.uses}${coupon.max_uses ? ` / ${coupon.max_uses}` : ''} (pro Käufer ${coupon.max_uses_per_buyer})`,
    },
    { key: 'valid', header: 'Gültig', cell: (coupon) => `${day(coupon.valid_from)} – ${day(coupon.valid_until)}` },
    { key: 'note', header: 'Notiz', cell: (coupon) => coupon.note || '–' },
    { key: 'status', header: 'Status', cell: (coupon) => <Badge kind={coupon.active ? 'active' : 'banned'}>{coupon.active ? 'Aktiv' : 'Abgeschaltet'}</Badge> },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (coupon) => (
        <span className="button-row">
          <button type="button" className="button button--ghost button--small" onClick={() => setShown(shown?.id === coupon.id ? null : coupon)}>
            Einlösungen
          </button>
          {canEdit && (
            <button type="button" className="button button--ghost button--small" onClick={() => toggle(coupon)}>
              {coupon.active ? 'Abschalten' : 'Einschalten'}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <p>
        Gutscheincodes wirken nur, wenn „Gutscheincodes“ in der Konfiguration eingeschaltet ist. Eine Einlösung zählt, solange die Bestellung bezahlt oder
        reserviert ist.
      </p>
      {canEdit && !creating && (
        <p>
          <button type="button" className="button" onClick={() => setCreating(true)}>
            Gutscheincode anlegen
          </button>
        </p>
      )}
      <NoticeLine notice={notice} />
      {creating && (
        <CouponForm
          events={events.state === 'ready' ? events.data.events : []}
          onCancel={() => setCreating(false)}
          onDone={(message) => {
            setCreating(false);
            setNotice({ kind: 'success', text: message });
            reload();
          }}
        />
      )}
      {coupons.state === 'loading' && <p role="status">Lade Gutscheincodes …</p>}
      {coupons.state === 'error' && <ErrorLine>Fehler beim Laden der Gutscheincodes</ErrorLine>}
      {coupons.state === 'ready' && (
        <DataTable caption="Gutscheincodes" columns={columns} rows={coupons.data.coupons} rowKey={(coupon) => coupon.id} empty="Noch keine Gutscheincodes" />
      )}
      {shown && <CouponUses coupon={shown} />}
    </>
  );
}
