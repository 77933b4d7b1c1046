import { useState } from 'react';
import type { CategoryDto } from '../../../shared/api/events';
import { formatCents, formatEuros, formatTicketCount } from '../../../shared/domain/format';
import { clampNotice, roomInOrder } from '../../../shared/domain/order-limits';

interface Row {
  category: CategoryDto & { remaining: number };
  limit: number;
}

/**
 * Spec §2 category step: 0 to the category's maximum per category, and all together at most the order's
 * maximum (issue 32 item 3); a quantity cut to a limit says so. 'Auswählen' needs at least one ticket.
 */
export function CategoryStep(props: {
  rows: Row[];
  quantities: Record<number, number>;
  /** Tickets one order may hold together. */
  orderMax: number;
  onChange: (categoryId: number, quantity: unknown, max: number) => void;
  onConfirm: () => void;
}) {
  const [notice, setNotice] = useState<string>();
  const total = props.rows.reduce((sum, { category }) => sum + (props.quantities[category.id] ?? 0), 0);
  const change = (row: Row, wanted: unknown) => {
    const others = total - (props.quantities[row.category.id] ?? 0);
    const max = roomInOrder(row.limit, props.orderMax, others);
    setNotice(
      clampNotice(wanted, max, {
        category: row.category.name,
        categoryLimit: row.category.order_limit ?? row.category.max,
        orderMax: props.orderMax,
        remaining: row.category.remaining,
      }),
    );
    props.onChange(row.category.id, wanted, max);
  };
  const totalCents = props.rows.reduce((sum, { category }) => sum + category.price_cents * (props.quantities[category.id] ?? 0), 0);
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">Kategorie wählen</h2>
      <ul className="category-list">
        {props.rows.map((row) => {
          const { category } = row;
          const quantity = props.quantities[category.id] ?? 0;
          const limit = roomInOrder(row.limit, props.orderMax, total - quantity);
          const inputId = `menge-${category.id}`;
          return (
            <li key={category.id} className="category-row">
              <label htmlFor={inputId} className="category-row__name">
                <strong>{category.name}</strong> <span>{formatEuros(category.price)}</span>
              </label>
              <span className="category-row__remaining">{category.remaining > 0 ? `Noch ${category.remaining} verfügbar` : 'Ausverkauft'}</span>
              <div className="stepper">
                <button type="button" aria-label={`Ein Ticket ${category.name} weniger`} disabled={quantity <= 0} onClick={() => change(row, quantity - 1)}>
                  −
                </button>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={limit}
                  step={1}
                  value={quantity}
                  onChange={(event) => change(row, event.target.value)}
                />
                <button type="button" aria-label={`Ein Ticket ${category.name} mehr`} disabled={quantity >= limit} onClick={() => change(row, quantity + 1)}>
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="category-notice" role="status">
        {notice}
      </p>
      <p className="category-total" aria-live="polite">
        <span className="category-total__limit">Höchstens {formatTicketCount(props.orderMax)} pro Bestellung · </span>
        {formatTicketCount(total)} · Summe <strong>{formatCents(totalCents)}</strong>
      </p>
      <button type="button" className="button" disabled={total === 0} onClick={props.onConfirm}>
        Auswählen
      </button>
    </section>
  );
}
