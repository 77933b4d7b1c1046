import { type FormEvent, useState } from 'react';
import type { CouponCreateRequest } from '../../../shared/api/coupons';
import type { EventDto } from '../../../shared/api/events';
import { ErrorLine } from '../../components/NoticeLine';
import { errorText } from '../../lib/error-text';
import { createCoupon } from './coupons-api';

const KINDS: Array<[CouponCreateRequest['kind'], string, string]> = [
  ['percent', 'Prozent auf die Tickets', 'Rabatt (%)'],
  ['amount', 'Fester Betrag', 'Betrag (€)'],
  ['free', 'Freikarten einer Kategorie', 'Freikarten pro Bestellung'],
];

/** A new code: what it gives, how often, when and for which tickets (issue 33.1). */
export function CouponForm({ events, onDone, onCancel }: { events: EventDto[]; onDone: (message: string) => void; onCancel: () => void }) {
  const [kind, setKind] = useState<CouponCreateRequest['kind']>('percent');
  const [categories, setCategories] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const whole = (name: string) => (text(name) ? Number(text(name)) : undefined);
    setBusy(true);
    setError(null);
    try {
      const answer = await createCoupon({
        code: text('code'),
        kind,
        value: Number(text('value').replace(',', '.')),
        valid_from: text('valid_from') || null,
        valid_until: text('valid_until') || null,
        max_uses: whole('max_uses') ?? null,
        max_uses_per_buyer: whole('max_uses_per_buyer'),
        category_ids: categories,
        note: text('note'),
      });
      onDone(answer.message);
    } catch (failure) {
      setError(errorText('Der Code wurde nicht angelegt', failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel coupon-form" onSubmit={submit} aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title">Gutscheincode anlegen</h2>
      <label className="field">
        Code
        <input name="code" required maxLength={40} autoCapitalize="characters" />
      </label>
      <label className="field">
        Art
        <select value={kind} onChange={(event) => setKind(event.target.value as CouponCreateRequest['kind'])}>
          {KINDS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {KINDS.find(([value]) => value === kind)?.[2]}
        <input name="value" required inputMode="decimal" />
      </label>
      <label className="field">
        Einlösungen insgesamt (leer: unbegrenzt)
        <input name="max_uses" type="number" min={1} />
      </label>
      <label className="field">
        Einlösungen pro Käufer (leer: Wert der Konfiguration)
        <input name="max_uses_per_buyer" type="number" min={1} />
      </label>
      <label className="field">
        Gültig ab
        <input name="valid_from" type="date" />
      </label>
      <label className="field">
        Gültig bis
        <input name="valid_until" type="date" />
      </label>
      <fieldset className="field">
        <legend>Ticketkategorien (keine gewählt: alle{kind === 'free' ? '; für Freikarten bitte wählen' : ''})</legend>
        {events.flatMap((item) =>
          item.categories.map((category) => (
            <label key={category.id} className="checkbox">
              <input
                type="checkbox"
                checked={categories.includes(category.id)}
                onChange={(change) =>
                  setCategories((current) => (change.target.checked ? [...current, category.id] : current.filter((id) => id !== category.id)))
                }
              />
              {item.title}: {category.name}
            </label>
          )),
        )}
      </fieldset>
      <label className="field">
        Notiz (z. B. für wen)
        <input name="note" maxLength={200} />
      </label>
      {error && <ErrorLine>{error}</ErrorLine>}
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="submit" className="button" disabled={busy}>
          Anlegen
        </button>
      </div>
    </form>
  );
}
