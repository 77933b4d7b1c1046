import { formatAmount, formatEuros } from '../../../shared/domain/format';
import { setCartDonation } from './cart-store';
import { useDraft } from './use-draft';

/**
 * Spec §2 donation row. A text field with the decimal keyboard, so '5,5' works as Germans type it;
 * spec §5 turns anything else into 0 (see docs-deviations.md).
 */
export function DonationRow({ donation }: { donation: number }) {
  const amount = useDraft(donation > 0 ? formatAmount(donation) : '');
  return (
    <tr className="cart-donation">
      <td data-label="Produkt">
        <label htmlFor="spende">Spende (optional)</label>
      </td>
      <td data-label="Menge">1x</td>
      <td data-label="Preis">
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
        />
      </td>
      <td data-label="Summe">{formatEuros(donation)}</td>
    </tr>
  );
}
