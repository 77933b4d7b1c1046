import { useState } from 'react';
import type { RoomDto } from '../../../shared/api/rooms';
import { newPerformance, type PerformanceForm } from './event-form';
import { FieldError, type SectionProps } from './EventBasics';
import { seatedRoomProposal } from './seated-proposal';

/**
 * Performances (start, doors, room, on sale) with the online quota per category and the box-office quota.
 * A quota shows what is sold or held; the server refuses to go below it.
 */
export function PerformancesEditor({ form, update, errors, readOnly, rooms }: SectionProps & { rooms: RoomDto[] }) {
  const change = (index: number, patch: Partial<PerformanceForm>) =>
    update((current) => ({ ...current, performances: current.performances.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
  const setCapacity = (index: number, category: number, value: string) =>
    update((current) => ({
      ...current,
      performances: current.performances.map((p, i) => (i === index ? { ...p, capacities: p.capacities.map((c, j) => (j === category ? value : c)) } : p)),
    }));
  // What the editor filled in by itself when a seated room was chosen, per performance (by its key).
  const [notes, setNotes] = useState<Record<string, string>>({});
  const chooseRoom = (index: number, roomId: string) => {
    const performance = form.performances[index];
    const proposal = seatedRoomProposal(
      performance,
      rooms.find((room) => String(room.id) === roomId),
      form.hasSeatSelection,
    );
    change(index, { roomId, ...proposal?.patch });
    setNotes((current) => ({ ...current, [performance.key]: proposal?.note ?? '' }));
  };

  return (
    <fieldset className="event-editor__section" disabled={readOnly}>
      <legend>Vorstellungen und Kontingente</legend>
      {form.performances.length === 0 && <p className="event-editor__hint">Noch keine Vorstellungen: das Event erscheint ohne Termine.</p>}
      {form.performances.map((performance, index) => {
        const label = `Vorstellung ${index + 1}`;
        const at = `performances.${index}`;
        return (
          <section className="event-editor__performance" key={performance.key} aria-label={label}>
            <h2>{label}</h2>
            <div className="form-grid">
              <div className="field">
                <label htmlFor={`${performance.key}-day`}>{label}: Datum</label>
                <input
                  id={`${performance.key}-day`}
                  type="date"
                  value={performance.day}
                  onChange={(e) => change(index, { day: e.target.value })}
                  aria-invalid={Boolean(errors[`${at}.starts_at`])}
                />
              </div>
              <div className="field">
                <label htmlFor={`${performance.key}-time`}>{label}: Beginn</label>
                <input id={`${performance.key}-time`} type="time" value={performance.time} onChange={(e) => change(index, { time: e.target.value })} />
                <FieldError errors={errors} name={`${at}.starts_at`} />
              </div>
              <div className="field">
                <label htmlFor={`${performance.key}-doors`}>{label}: Einlass</label>
                <input id={`${performance.key}-doors`} type="time" value={performance.doors} onChange={(e) => change(index, { doors: e.target.value })} />
                <FieldError errors={errors} name={`${at}.doors_at`} />
              </div>
              <div className="field">
                <label htmlFor={`${performance.key}-room`}>{label}: Spielstätte</label>
                <select id={`${performance.key}-room`} value={performance.roomId} onChange={(e) => chooseRoom(index, e.target.value)}>
                  <option value="">– keine –</option>
                  {rooms.map((room) => (
                    <option key={room.id} value={room.id}>
                      {room.name} ({room.capacity} Plätze{room.layout.rows ? ', Sitzplan' : ''}){room.status === 'Available' ? '' : ' – Belegt'}
                    </option>
                  ))}
                </select>
                <FieldError errors={errors} name={`${at}.room_id`} />
                {notes[performance.key] && (
                  <p className="event-editor__hint" role="status">
                    {notes[performance.key]}
                  </p>
                )}
              </div>
            </div>
            <div className="form-grid">
              {form.categories.map((category, c) => (
                <div className="field" key={category.key}>
                  <label htmlFor={`${performance.key}-cap-${category.key}`}>
                    {label}: Kontingent {category.name || `Kategorie ${c + 1}`}
                  </label>
                  <input
                    id={`${performance.key}-cap-${category.key}`}
                    type="number"
                    min={performance.taken[c] ?? 0}
                    value={performance.capacities[c] ?? ''}
                    onChange={(e) => setCapacity(index, c, e.target.value)}
                    aria-invalid={Boolean(errors[`${at}.capacities.${c}`])}
                  />
                  {(performance.taken[c] ?? 0) > 0 && <small>{performance.taken[c]} verkauft oder reserviert</small>}
                  <FieldError errors={errors} name={`${at}.capacities.${c}`} />
                </div>
              ))}
              <div className="field">
                <label htmlFor={`${performance.key}-box`}>{label}: Abendkasse</label>
                <input
                  id={`${performance.key}-box`}
                  type="number"
                  min={0}
                  value={performance.boxOffice}
                  onChange={(e) => change(index, { boxOffice: e.target.value })}
                />
                <FieldError errors={errors} name={`${at}.box_office`} />
              </div>
            </div>
            <FieldError errors={errors} name={`${at}.capacities`} />
            <div className="button-row">
              <label className="user-form__check">
                <input type="checkbox" checked={performance.onSale} onChange={(e) => change(index, { onSale: e.target.checked })} /> {label} im Verkauf
              </label>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={performance.hasOrders}
                title={performance.hasOrders ? 'Hat Bestellungen: stattdessen aus dem Verkauf nehmen' : undefined}
                onClick={() => update((current) => ({ ...current, performances: current.performances.filter((_, i) => i !== index) }))}
              >
                {label} entfernen
              </button>
            </div>
          </section>
        );
      })}
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => update((current) => ({ ...current, performances: [...current.performances, newPerformance(current, new Date())] }))}
      >
        Vorstellung hinzufügen
      </button>
    </fieldset>
  );
}
