import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { saleQuantity, saleTotalCents } from '../../../shared/domain/box-office';
import { formatCents, formatTicketCount } from '../../../shared/domain/format';
import { seatName } from '../../../shared/domain/seats';
import { remainingAtDoor, type SaleOutcome } from './box-office';
import { kioskDb } from './kiosk-db';

type Sell = (lines: Array<{ category_id: number; quantity: number }>) => Promise<SaleOutcome | null>;

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

/** Abendkasse: category, quantity, total, 'Bar bezahlt' – from the performance's box-office quota. */
export function BoxOfficePanel({ performanceId, onSell }: { performanceId: number; onSell: Sell }) {
  const show = useLiveQuery(() => kioskDb.kioskShows.get(performanceId), [performanceId]);
  const remaining = useLiveQuery(() => remainingAtDoor(kioskDb, performanceId), [performanceId]) ?? 0;
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaleOutcome | null>(null);
  const categories = show?.categories ?? [];
  const lines = categories.map((c) => ({ category_id: c.id, quantity: quantities[c.id] ?? 0 })).filter((line) => line.quantity > 0);
  const quantity = saleQuantity(lines);
  const total = saleTotalCents(lines, categories) ?? 0;

  const change = (id: number, delta: number) => setQuantities((current) => ({ ...current, [id]: Math.max(0, Math.min(100, (current[id] ?? 0) + delta)) }));

  async function pay() {
    setBusy(true);
    try {
      const result = await onSell(lines);
      setOutcome(result);
      if (result && result.status !== 'rejected') setQuantities({});
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="kiosk-boxoffice" aria-labelledby="kiosk-boxoffice-title">
      <h2 id="kiosk-boxoffice-title">Abendkasse</h2>
      <p className="kiosk-boxoffice__remaining">Noch {formatTicketCount(remaining)} an der Abendkasse</p>
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
      <p className="kiosk-boxoffice__total">
        Summe <strong>{formatCents(total)}</strong>
      </p>
      <button type="button" className="kiosk-button kiosk-button--pay" onClick={pay} disabled={busy || quantity === 0 || quantity > remaining}>
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
