import { useState } from 'react';
import type { CategoryDto } from '../../../shared/api/events';
import { type ClampReason, clampReason, roomInOrder } from '../../../shared/domain/order-limits';
import { useShopText } from '../../i18n/use-shop-text';
import { clampText } from './flow-texts';

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
  const { t, format, schoolText } = useShopText();
  const [notice, setNotice] = useState<ClampReason>();
  const total = props.rows.reduce((sum, { category }) => sum + (props.quantities[category.id] ?? 0), 0);
  const change = (row: Row, wanted: unknown) => {
    const others = total - (props.quantities[row.category.id] ?? 0);
    const max = roomInOrder(row.limit, props.orderMax, others);
    setNotice(
      clampReason(wanted, max, {
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
      <h2 id="step-heading">{t('flow.category.heading')}</h2>
      <ul className="category-list">
        {props.rows.map((row) => {
          const { category } = row;
          const quantity = props.quantities[category.id] ?? 0;
          const limit = roomInOrder(row.limit, props.orderMax, total - quantity);
          const inputId = `menge-${category.id}`;
          return (
            <li key={category.id} className="category-row">
              <label htmlFor={inputId} className="category-row__name">
                <strong {...schoolText}>{category.name}</strong> <span>{format.money(category.price)}</span>
              </label>
              <span className="category-row__remaining">
                {category.remaining > 0 ? t('flow.category.remaining', { count: category.remaining }) : t('flow.category.soldOut')}
              </span>
              <div className="stepper">
                <button
                  type="button"
                  aria-label={t('flow.category.less', { category: category.name })}
                  disabled={quantity <= 0}
                  onClick={() => change(row, quantity - 1)}
                >
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
                <button
                  type="button"
                  aria-label={t('flow.category.more', { category: category.name })}
                  disabled={quantity >= limit}
                  onClick={() => change(row, quantity + 1)}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="category-notice" role="status">
        {notice && clampText(t, notice)}
      </p>
      <p className="category-total" aria-live="polite">
        <span className="category-total__limit">{t('flow.category.orderMax', { count: props.orderMax })} · </span>
        {t('flow.tickets', { count: total })} · {t('flow.category.sum')} <strong>{format.money(totalCents / 100)}</strong>
      </p>
      <button type="button" className="button" disabled={total === 0} onClick={props.onConfirm}>
        {t('flow.choose')}
      </button>
    </section>
  );
}
