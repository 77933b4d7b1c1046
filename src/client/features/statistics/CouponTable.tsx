import type { StatisticsData } from '../../../shared/api/statistics';
import { formatCents } from '../../../shared/domain/format';
import { eurosToCents } from '../../../shared/domain/money';
import { NO_DATA } from './ChartPanel';

const euro = (euros: number) => formatCents(eurosToCents(euros));
const count = (n: number) => n.toLocaleString('de-DE');

/**
 * Coupon codes in paid orders (issue 33): per code its uses, tickets and the discount given, and the total
 * discount. A plain table: codes are few, and the page's paged table already owns the URL's paging.
 */
export function CouponTable({ coupons }: { coupons: StatisticsData['coupons'] }) {
  return (
    <section className="panel" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">Gutscheincodes</h2>
      {coupons.codes.length === 0 ? (
        <p>{NO_DATA}</p>
      ) : (
        <div className="data-table__scroll">
          <table className="stat-table">
            <caption className="visually-hidden">Gutscheincodes in bezahlten Bestellungen</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col" className="number">
                  Einlösungen
                </th>
                <th scope="col" className="number">
                  Tickets
                </th>
                <th scope="col" className="number">
                  Rabatt
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.codes.map((row) => (
                <tr key={row.code}>
                  <th scope="row">
                    <code>{row.code}</code>
                  </th>
                  <td className="number">{count(row.uses)}</td>
                  <td className="number">{count(row.tickets)}</td>
                  <td className="number">{euro(row.discount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Rabatt gesamt
                </th>
                <td className="number" data-testid="coupon-total">
                  <strong>{euro(coupons.total_discount)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="stat-note">Nur bezahlte Bestellungen; stornierte und zurückgegebene zählen nicht.</p>
    </section>
  );
}
