import type { CategoryDto } from '../../../shared/api/events';
import { formatCents, formatEuros, formatTicketCount } from '../../../shared/domain/format';

interface Row {
  category: CategoryDto & { remaining: number };
  limit: number;
}

/** Spec §2 category step: 0 to the category's maximum per category; 'Auswählen' needs at least one ticket. */
export function CategoryStep(props: {
  rows: Row[];
  quantities: Record<number, number>;
  onChange: (categoryId: number, quantity: unknown, max: number) => void;
  onConfirm: () => void;
}) {
  const total = props.rows.reduce((sum, { category }) => sum + (props.quantities[category.id] ?? 0), 0);
  const totalCents = props.rows.reduce((sum, { category }) => sum + category.price_cents * (props.quantities[category.id] ?? 0), 0);
  return (
    <section aria-labelledby="step-heading">
      <h2 id="step-heading">Kategorie wählen</h2>
      <ul className="category-list">
        {props.rows.map(({ category, limit }) => {
          const quantity = props.quantities[category.id] ?? 0;
          const inputId = `menge-${category.id}`;
          return (
            <li key={category.id} className="category-row">
              <label htmlFor={inputId} className="category-row__name">
                <strong>{category.name}</strong> <span>{formatEuros(category.price)}</span>
              </label>
              <span className="category-row__remaining">{category.remaining > 0 ? `Noch ${category.remaining} verfügbar` : 'Ausverkauft'}</span>
              <div className="stepper">
                <button
                  type="button"
                  aria-label={`Ein Ticket ${category.name} weniger`}
                  disabled={quantity <= 0}
                  onClick={() => props.onChange(category.id, quantity - 1, limit)}
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
                  onChange={(event) => props.onChange(category.id, event.target.value, limit)}
                />
                <button
                  type="button"
                  aria-label={`Ein Ticket ${category.name} mehr`}
                  disabled={quantity >= limit}
                  onClick={() => props.onChange(category.id, quantity + 1, limit)}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="category-total" aria-live="polite">
        {formatTicketCount(total)} · Summe <strong>{formatCents(totalCents)}</strong>
      </p>
      <button type="button" className="button" disabled={total === 0} onClick={props.onConfirm}>
        Auswählen
      </button>
    </section>
  );
}
