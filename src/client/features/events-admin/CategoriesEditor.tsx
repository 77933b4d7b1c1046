import { newKey } from './event-form';
import { FieldError, type SectionProps } from './EventBasics';

/** Ticket categories: name, price in euros, maximum per order. Adding one adds its quota to every performance. */
export function CategoriesEditor({ form, update, errors, readOnly }: SectionProps) {
  const change = (index: number, field: 'name' | 'price' | 'max', value: string) =>
    update((current) => ({ ...current, categories: current.categories.map((c, i) => (i === index ? { ...c, [field]: value } : c)) }));
  const add = () =>
    update((current) => ({
      ...current,
      categories: [...current.categories, { key: newKey(), name: '', price: '0,00', max: '10', hasOrders: false }],
      performances: current.performances.map((p) => ({ ...p, capacities: [...p.capacities, '0'], taken: [...p.taken, 0] })),
    }));
  const remove = (index: number) =>
    update((current) => ({
      ...current,
      categories: current.categories.filter((_, i) => i !== index),
      performances: current.performances.map((p) => ({
        ...p,
        capacities: p.capacities.filter((_, i) => i !== index),
        taken: p.taken.filter((_, i) => i !== index),
      })),
    }));
  return (
    <fieldset className="event-editor__section" disabled={readOnly}>
      <legend>Ticketkategorien</legend>
      <FieldError errors={errors} name="categories" />
      <div className="table-scroll">
        <table className="event-editor__grid">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Preis (€)</th>
              <th scope="col">Max. pro Bestellung</th>
              <th scope="col">
                <span className="visually-hidden">Aktionen</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.categories.map((category, index) => (
              <tr key={category.key}>
                <td>
                  <input aria-label={`Kategorie ${index + 1}: Name`} value={category.name} onChange={(e) => change(index, 'name', e.target.value)} />
                  <FieldError errors={errors} name={`categories.${index}.name`} />
                </td>
                <td>
                  <input
                    aria-label={`Kategorie ${index + 1}: Preis`}
                    inputMode="decimal"
                    value={category.price}
                    onChange={(e) => change(index, 'price', e.target.value)}
                  />
                  <FieldError errors={errors} name={`categories.${index}.price_cents`} />
                </td>
                <td>
                  <input
                    aria-label={`Kategorie ${index + 1}: Maximum pro Bestellung`}
                    type="number"
                    min={1}
                    max={400}
                    value={category.max}
                    onChange={(e) => change(index, 'max', e.target.value)}
                  />
                  <FieldError errors={errors} name={`categories.${index}.max`} />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={category.hasOrders}
                    title={category.hasOrders ? 'Diese Kategorie hat Bestellungen' : undefined}
                    onClick={() => remove(index)}
                  >
                    Kategorie {index + 1} entfernen
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--ghost button--small" onClick={add}>
        Kategorie hinzufügen
      </button>
    </fieldset>
  );
}
