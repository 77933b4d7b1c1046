import { type FormEvent, useState } from 'react';
import type { ReservationCreateRequest, StaffPerformanceDto } from '../../../shared/api/reservations';
import { berlinDay, berlinInstant, berlinWallClock, twoDigits } from '../../../shared/domain/berlin-time';
import { formatCents, formatTicketCount } from '../../../shared/domain/format';
import { defaultReservedUntil, STAFF_KIND_LABELS, type StaffKind } from '../../../shared/domain/reservations';
import { ErrorLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { reservationsApi } from './reservations-api';

const KINDS: StaffKind[] = ['box_office', 'free', 'paid'];
const HINTS: Record<StaffKind, string> = {
  box_office: 'Die Plätze sind bis zur gewählten Uhrzeit reserviert; danach gehen sie zurück in den Verkauf. Die Abendkasse findet die Reservierung am Tablet über den Namen.',
  free: 'Kostenlos (0 €). Der Grund steht in der Bestellung und im Audit Log.',
  paid: 'Das Geld ist schon da (bar oder per Überweisung). Die Tickets werden sofort ausgestellt.',
};

function wallTime(instant: Date): string {
  const clock = berlinWallClock(instant);
  return clock ? `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : '';
}

/** A new order by staff for one performance: tickets per category, buyer, and how it is paid (issue 42). */
export function StaffOrderForm({ performance, onDone }: { performance: StaffPerformanceDto; onDone: (message: string) => void }) {
  const startsAt = new Date(performance.starts_at);
  const [kind, setKind] = useState<StaffKind>('box_office');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tickets = Object.values(quantities).reduce((sum, n) => sum + n, 0);
  const total = performance.categories.reduce((sum, c) => sum + c.price_cents * (quantities[c.id] ?? 0), 0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const until = text('reserved_until');
    const body: ReservationCreateRequest = {
      performance_id: performance.id,
      lines: performance.categories.map((c) => ({ category_id: c.id, quantity: quantities[c.id] ?? 0 })).filter((line) => line.quantity > 0),
      first_name: text('first_name'),
      last_name: text('last_name'),
      email: text('email') || undefined,
      kind,
      reason: kind === 'free' ? text('reason') : undefined,
      note: kind === 'paid' ? text('note') : undefined,
      paid_via: kind === 'paid' ? (text('paid_via') as 'Bar' | 'Überweisung') : undefined,
      reserved_until: kind === 'box_office' && until ? berlinInstant(berlinDay(startsAt), until).toISOString() : undefined,
    };
    if (body.lines.length === 0) {
      setError('Bitte wähle mindestens ein Ticket.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await reservationsApi.create(body);
      const what = `Bestellung ${answer.order_id}: ${formatTicketCount(answer.tickets)} für ${body.first_name} ${body.last_name}`.replace('  ', ' ');
      onDone(
        answer.kind === 'box_office' && answer.expires_at
          ? `${what} reserviert bis ${wallTime(new Date(answer.expires_at))} Uhr.`
          : `${what} angelegt (${STAFF_KIND_LABELS[answer.kind]}).${answer.mail_queued ? ' Die Tickets gehen per Mail raus.' : ''}`,
      );
      form.reset();
      setQuantities({});
      setKind('box_office');
    } catch (failure) {
      setError(errorText('Die Bestellung wurde nicht angelegt', failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel staff-order-form" onSubmit={submit} aria-labelledby="staff-order-title">
      <h2 id="staff-order-title">Bestellung anlegen</h2>
      {performance.has_seat_selection && (
        <p className="staff-order-form__hint">Sitzplätze werden hier noch nicht vergeben: Die Tickets zählen gegen das Kontingent, ohne festen Platz.</p>
      )}
      <fieldset className="field">
        <legend>Tickets</legend>
        {performance.categories.map((category) => (
          <label key={category.id} className="staff-order-form__category">
            <span>
              {category.name} ({formatCents(category.price_cents)}, frei: {category.free})
            </span>
            <input
              type="number"
              min={0}
              max={200}
              inputMode="numeric"
              value={quantities[category.id] ?? 0}
              onChange={(event) => setQuantities((current) => ({ ...current, [category.id]: Math.max(0, Math.min(200, Number(event.target.value) || 0)) }))}
            />
          </label>
        ))}
        <p>
          {formatTicketCount(tickets)} · {kind === 'free' ? '0,00 € (Freikarte)' : formatCents(total)}
        </p>
      </fieldset>
      <label className="field">
        Vorname
        <input name="first_name" maxLength={100} autoComplete="off" />
      </label>
      <label className="field">
        Nachname
        <input name="last_name" required maxLength={100} autoComplete="off" />
      </label>
      <label className="field">
        E-Mail (freiwillig; dann gehen die Tickets per Mail raus)
        <input name="email" type="email" maxLength={200} autoComplete="off" />
      </label>
      <fieldset className="field">
        <legend>Zahlung</legend>
        {KINDS.map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {STAFF_KIND_LABELS[value]}
          </label>
        ))}
        <p className="staff-order-form__hint">{HINTS[kind]}</p>
      </fieldset>
      {kind === 'box_office' && (
        <label className="field">
          Reserviert bis (Uhrzeit am Tag der Vorstellung)
          <input name="reserved_until" type="time" defaultValue={wallTime(defaultReservedUntil(startsAt))} required />
        </label>
      )}
      {kind === 'free' && (
        <label className="field">
          Grund der Freikarte
          <input name="reason" required maxLength={500} />
        </label>
      )}
      {kind === 'paid' && (
        <>
          <label className="field">
            Bezahlt per
            <select name="paid_via" defaultValue="Bar">
              <option value="Bar">Bar</option>
              <option value="Überweisung">Überweisung</option>
            </select>
          </label>
          <label className="field">
            Notiz (wann, von wem)
            <input name="note" required maxLength={500} />
          </label>
        </>
      )}
      {error && <ErrorLine>{error}</ErrorLine>}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          Bestellung anlegen
        </button>
      </div>
    </form>
  );
}
