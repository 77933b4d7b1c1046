import { type FormEvent, useState } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOrDefault } from '../../../shared/i18n/languages';
import type { ReservationCreateRequest, StaffPerformanceDto } from '../../../shared/api/reservations';
import { berlinDay, berlinInstant, berlinWallClock, twoDigits } from '../../../shared/domain/berlin-time';
import { formatCents, formatTicketCount } from '../../../shared/domain/format';
import { defaultReservedUntil, STAFF_KIND_LABELS, type StaffKind } from '../../../shared/domain/reservations';
import { assignSeats } from '../../../shared/domain/seats';
import { ErrorLine } from '../../components/NoticeLine';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useLoad } from '../../lib/use-load';
import { reservationsApi } from './reservations-api';
import { StaffSeatPicker } from './StaffSeatPicker';

const KINDS: StaffKind[] = ['box_office', 'free', 'paid'];
const HINTS: Record<StaffKind, string> = {
  box_office:
    'Die Plätze sind bis zur gewählten Uhrzeit reserviert; danach gehen sie zurück in den Verkauf. Die Abendkasse findet die Reservierung am Tablet über den Namen.',
  free: 'Kostenlos (0 €). Der Grund steht in der Bestellung und im Audit Log.',
  paid: 'Das Geld ist schon da (bar oder per Überweisung). Die Tickets werden sofort ausgestellt.',
};

function wallTime(instant: Date): string {
  const clock = berlinWallClock(instant);
  return clock ? `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : '';
}

/** A new order by staff for one performance: tickets per category (seats on the map when seated), buyer, and how it is paid (issue 42). */
export function StaffOrderForm({ performance, onDone }: { performance: StaffPerformanceDto; onDone: (message: string) => void }) {
  const startsAt = new Date(performance.starts_at);
  const [kind, setKind] = useState<StaffKind>('box_office');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [chosen, setChosen] = useState<string[]>([]);
  const [seatMap, reloadSeats] = useLoad(
    () => (performance.has_seat_selection ? reservationsApi.seats(performance.id) : Promise.resolve(null)),
    [performance.id],
  );
  const map = seatMap.state === 'ready' && seatMap.data && seatMap.data.seats.length > 0 ? seatMap.data : null;
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
    // The seats go to the categories in the order they were picked (as in the shop).
    const seatsOf = assignSeats(
      performance.categories.map((c) => ({ categoryId: c.id, quantity: quantities[c.id] ?? 0 })),
      chosen,
    );
    const body: ReservationCreateRequest = {
      performance_id: performance.id,
      lines: performance.categories
        .map((c) => ({ category_id: c.id, quantity: quantities[c.id] ?? 0, ...(map ? { seats: seatsOf.get(c.id) ?? [] } : {}) }))
        .filter((line) => line.quantity > 0),
      first_name: text('first_name'),
      last_name: text('last_name'),
      email: text('email') || undefined,
      kind,
      reason: kind === 'free' ? text('reason') : undefined,
      note: kind === 'paid' ? text('note') : undefined,
      paid_via: kind === 'paid' ? (text('paid_via') as 'Bar' | 'Überweisung') : undefined,
      language: languageOrDefault(text('language')),
      reserved_until: kind === 'box_office' && until ? berlinInstant(berlinDay(startsAt), until).toISOString() : undefined,
    };
    if (body.lines.length === 0) {
      setError('Bitte wähle mindestens ein Ticket.');
      return;
    }
    if (map && chosen.length !== tickets) {
      setError(`Bitte wähle für jedes Ticket einen Platz auf dem Sitzplan (${chosen.length} von ${tickets} gewählt).`);
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
      setChosen([]);
      setKind('box_office');
      if (map) reloadSeats();
    } catch (failure) {
      setError(errorText('Die Bestellung wurde nicht angelegt', failure));
      // A seat taken meanwhile: the map shows it taken, the other picks stay.
      if (failure instanceof ApiError && failure.code === 'SEAT_TAKEN') {
        setChosen((current) => current.filter((seat) => seat !== failure.body?.seat));
        reloadSeats();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel staff-order-form" onSubmit={submit} aria-labelledby="staff-order-title">
      <h2 id="staff-order-title">Bestellung anlegen</h2>
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
              onChange={(event) => {
                const next = { ...quantities, [category.id]: Math.max(0, Math.min(200, Number(event.target.value) || 0)) };
                setQuantities(next);
                // Fewer tickets keep only as many seats, the first picked.
                const count = Object.values(next).reduce((sum, n) => sum + n, 0);
                setChosen((current) => current.slice(0, count));
              }}
            />
          </label>
        ))}
        <p>
          {formatTicketCount(tickets)} · {kind === 'free' ? '0,00 € (Freikarte)' : formatCents(total)}
        </p>
      </fieldset>
      {performance.has_seat_selection && seatMap.state === 'loading' && <p role="status">Lade Sitzplan …</p>}
      {seatMap.state === 'error' && <ErrorLine>{errorText('Der Sitzplan konnte nicht geladen werden', seatMap.error)}</ErrorLine>}
      {map && <StaffSeatPicker map={map} needed={tickets} chosen={chosen} onChange={setChosen} />}
      {seatMap.state === 'ready' && seatMap.data && !map && (
        <p className="staff-order-form__hint">Der Saal dieser Vorstellung hat keinen Sitzplan: Die Tickets zählen gegen das Kontingent, ohne festen Platz.</p>
      )}
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
      <label className="field">
        Sprache der Mails und Tickets
        <select name="language" defaultValue={DEFAULT_LANGUAGE}>
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </select>
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
