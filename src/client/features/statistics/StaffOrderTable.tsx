import type { StatisticsData } from '../../../shared/api/statistics';
import { formatCents } from '../../../shared/domain/format';
import { eurosToCents } from '../../../shared/domain/money';

const count = (n: number) => n.toLocaleString('de-DE');

/** Paid orders the team made (issue 42), per kind: Freikarten, paid at the box office, paid in the back office. */
export function StaffOrderTable({ rows }: { rows: StatisticsData['staff_orders'] }) {
  return (
    <section className="panel" aria-labelledby="staff-orders-heading">
      <h2 id="staff-orders-heading">Bestellungen durch das Team</h2>
      <div className="data-table__scroll">
        <table className="stat-table">
          <caption className="visually-hidden">Bezahlte Bestellungen, die das Team angelegt hat, nach Art</caption>
          <thead>
            <tr>
              <th scope="col">Art</th>
              <th scope="col" className="number">
                Bestellungen
              </th>
              <th scope="col" className="number">
                Tickets
              </th>
              <th scope="col" className="number">
                Betrag
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{row.label}</th>
                <td className="number">{count(row.orders)}</td>
                <td className="number">{count(row.tickets)}</td>
                <td className="number">{formatCents(eurosToCents(row.amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="stat-note">Reservierungen „zahlt an der Abendkasse“ zählen, sobald sie bezahlt sind.</p>
    </section>
  );
}
