import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { saleQuantity, saleTotalCents } from '../../../shared/domain/box-office';
import { formatCents, formatTicketCount } from '../../../shared/domain/format';
import { doorsOpenAt } from '../../../shared/domain/door-stock';
import { formatTime } from '../../../shared/domain/format';
import { seatName } from '../../../shared/domain/seats';
import { type DoorAllowance, doorAllowance, type SaleOutcome } from './box-office';
import { DoorSeatPicker } from './DoorSeatPicker';
import { kioskDb } from './kiosk-db';

type Sell = (lines: Array<{ category_id: number; quantity: number }>, seats?: string[]) => Promise<SaleOutcome | null>;

const NONE: DoorAllowance = { sellable: 0, withPlan: 0, heldLeft: 0, onlineFree: 0, doorsOpen: false, seated: false };

/** Where the door's tickets come from, and what changes at doors-open (issue 51 item 3). */
function stockText(allowance: DoorAllowance, doors: string | null): string | null {
  const { heldLeft, onlineFree, doorsOpen, seated } = allowance;
  if (onlineFree === 0) return null;
  const own = seated ? `${heldLeft === 1 ? '1 zurückgehaltener Platz' : `${heldLeft} zurückgehaltene Plätze`}` : `${heldLeft} aus dem eigenen Kontingent`;
  const free = `${onlineFree === 1 ? '1 Platz' : `${onlineFree} Plätze`} online nicht verkauft`;
  if (doorsOpen) return `${own} zuerst, dann ${free}.`;
  const when = doors ? `ab Einlass um ${doors} Uhr` : 'ab Einlass';
  return seated ? `${own}; dazu ${free}: auf dem Sitzplan wählen, ${when} auch ohne Auswahl.` : `${own}; ${when} kommen ${free} dazu.`;
}

function outcomeText(outcome: SaleOutcome): string {
  if (outcome.status === 'rejected') return outcome.message;
  const what = `${formatTicketCount(outcome.quantity)} · ${formatCents(outcome.totalCents)}`;
  if (outcome.status === 'done') {
    const seats = outcome.tickets.flatMap((ticket) => (ticket.seat ? [seatName(ticket.seat)] : []));
    const where = seats.length ? ` ${seats.length === 1 ? 'Platz' : 'Plätze'}: ${seats.join('; ')}.` : '';
    return `Verkauft: ${what} (Bestellung ${outcome.orderId}).${where} Die Gäste sind eingelassen.`;
  }
  return `Verkauft: ${what}. Offline gespeichert, wird übertragen. Die Gäste sind eingelassen.`;
}

/**
 * Abendkasse: category, quantity, (seats), total, 'Bar bezahlt' – the box office's own contingent first, then
 * what the online sale has not sold (issue 51 item 3).
 */
export function BoxOfficePanel({ performanceId, onSell }: { performanceId: number; onSell: Sell }) {
  const show = useLiveQuery(() => kioskDb.kioskShows.get(performanceId), [performanceId]);
  // Read again each minute as well: doors-open may pass while the screen stays open.
  const [minute, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((value) => value + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  const allowance = useLiveQuery(() => doorAllowance(kioskDb, performanceId), [performanceId, minute]) ?? NONE;
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [seats, setSeats] = useState<string[]>([]);
  const [sales, setSales] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaleOutcome | null>(null);
  const categories = show?.categories ?? [];
  const lines = categories.map((c) => ({ category_id: c.id, quantity: quantities[c.id] ?? 0 })).filter((line) => line.quantity > 0);
  const quantity = saleQuantity(lines);
  const total = saleTotalCents(lines, categories) ?? 0;
  const remaining = allowance.seated ? allowance.withPlan : allowance.sellable;
  // Seats picked must be one per ticket; without them the door sells only what best available may.
  const picked = seats.length > 0;
  const seatsMismatch = picked && seats.length !== quantity;
  const needsPlan = !picked && quantity > allowance.sellable && quantity <= allowance.withPlan;
  const doors = show ? formatTime(doorsOpenAt({ starts_at: show.startsAt, doors_at: show.doorsAt ?? null })) : null;

  const change = (id: number, delta: number) => setQuantities((current) => ({ ...current, [id]: Math.max(0, Math.min(100, (current[id] ?? 0) + delta)) }));

  async function pay() {
    setBusy(true);
    try {
      const result = await onSell(lines, picked ? seats : undefined);
      setOutcome(result);
      if (result && result.status !== 'rejected') setQuantities({});
      setSeats([]);
      setSales((value) => value + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="kiosk-boxoffice" aria-labelledby="kiosk-boxoffice-title">
      <h2 id="kiosk-boxoffice-title">Abendkasse</h2>
      <p className="kiosk-boxoffice__remaining">Noch {formatTicketCount(remaining)} an der Abendkasse</p>
      {stockText(allowance, doors) && <p className="kiosk-boxoffice__stock">{stockText(allowance, doors)}</p>}
      {categories.length === 0 && <p>Bitte zuerst synchronisieren.</p>}
      <ul className="kiosk-boxoffice__list">
        {categories.map((category) => (
          <li key={category.id} className="kiosk-boxoffice__row">
            <span className="kiosk-boxoffice__name">
              {category.name} <small>{formatCents(category.price_cents)}</small>
            </span>
            <span className="kiosk-stepper">
              <button
                type="button"
                className="kiosk-button kiosk-button--ghost"
                aria-label={`${category.name}: eins weniger`}
                onClick={() => change(category.id, -1)}
                disabled={!quantities[category.id]}
              >
                −
              </button>
              <output aria-label={`Anzahl ${category.name}`} aria-live="polite">
                {quantities[category.id] ?? 0}
              </output>
              <button
                type="button"
                className="kiosk-button kiosk-button--ghost"
                aria-label={`${category.name}: eins mehr`}
                onClick={() => change(category.id, 1)}
                disabled={quantity >= remaining}
              >
                +
              </button>
            </span>
          </li>
        ))}
      </ul>
      {allowance.seated && <DoorSeatPicker performanceId={performanceId} needed={quantity} chosen={seats} onChange={setSeats} version={sales} />}
      {seatsMismatch && (
        <p className="kiosk-message" role="status">
          Bitte {quantity === 1 ? 'einen Platz' : `${quantity} Plätze`} wählen, einen je Ticket.
        </p>
      )}
      {needsPlan && (
        <p className="kiosk-message" role="status">
          Mehr als {formatTicketCount(allowance.sellable)}: bitte die Plätze auf dem Sitzplan wählen.
        </p>
      )}
      <p className="kiosk-boxoffice__total">
        Summe <strong>{formatCents(total)}</strong>
      </p>
      <button
        type="button"
        className="kiosk-button kiosk-button--pay"
        onClick={pay}
        disabled={busy || quantity === 0 || quantity > remaining || seatsMismatch || needsPlan}
      >
        Bar bezahlt
      </button>
      {outcome && (
        <p
          className={outcome.status === 'rejected' ? 'kiosk-message kiosk-message--error' : 'kiosk-message'}
          role={outcome.status === 'rejected' ? 'alert' : 'status'}
        >
          {outcomeText(outcome)}
        </p>
      )}
    </section>
  );
}
