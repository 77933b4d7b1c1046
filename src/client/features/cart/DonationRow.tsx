import { formatAmount, formatCents, formatEuros } from '../../../shared/domain/format';
import { MAX_DONATION_CENTS } from '../../../shared/domain/order-limits';
import { LineProblem } from './CartRow';
import { setCartDonation } from './cart-store';
import { useDraft } from './use-draft';

/**
 * Spec §2 donation row. A text field with the decimal keyboard, so '5,5' works as Germans type it;
 * spec §5 turns anything else into 0 (see docs-deviations.md).
 */
export function DonationRow({ donation, problem }: { donation: number; problem?: string }) {
  const amount = useDraft(donation > 0 ? formatAmount(donation) : '');
  return (
    <tr className="cart-donation">
      <td data-label="Produkt">
        <label htmlFor="spende">Spende (optional)</label>
        <span className="cart-limit" id="spende-limit">
          Bis {formatCents(MAX_DONATION_CENTS)}
        </span>
        <LineProblem problem={problem} />
      </td>
      {/* A donation has no quantity (issue 51: no "Menge 1x"); its amount is typed in the price column. */}
      <td />
      <td data-label="Betrag">
        <span className="cart-euro-input">
          <input
            id="spende"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Betrag eingeben"
            value={amount.value}
            onFocus={amount.onFocus}
            onBlur={amount.onBlur}
            onChange={(event) => {
              amount.setDraft(event.target.value);
              void setCartDonation(event.target.value);
            }}
            aria-describedby="spende-limit"
            aria-invalid={problem ? true : undefined}
          />
          <span aria-hidden="true">€</span>
        </span>
      </td>
      <td data-label="Summe">{formatEuros(donation)}</td>
    </tr>
  );
}
