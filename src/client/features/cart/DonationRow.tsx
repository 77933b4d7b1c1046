import { formatAmount } from '../../../shared/domain/format';
import { MAX_DONATION_CENTS } from '../../../shared/domain/order-limits';
import { LineProblem } from './CartRow';
import { setCartDonation } from './cart-store';
import { useDraft } from './use-draft';
import { useShopText } from '../../i18n/use-shop-text';
import type { Language } from '../../../shared/i18n/languages';

const DECIMAL_POINT: ReadonlySet<Language> = new Set(['en', 'ar']);

/**
 * Spec §2 donation row. A text field with the decimal keyboard, so '5,5' works as Germans type it;
 * spec §5 turns anything else into 0 (see docs-deviations.md).
 */
export function DonationRow({ donation, problem }: { donation: number; problem?: string }) {
  const { t, format, language } = useShopText();
  // The amount as the visitor types it: a decimal comma in German, Turkish and Ukrainian ('5,50'), a point in
  // English and Arabic ('5.50'); parseDonation reads both.
  const amount = useDraft(donation > 0 ? (DECIMAL_POINT.has(language) ? donation.toFixed(2) : formatAmount(donation)) : '');
  return (
    <tr className="cart-donation">
      <td data-label={t('cart.product')}>
        <label htmlFor="spende">{t('cart.donation')}</label>
        <span className="cart-limit" id="spende-limit">
          {t('cart.donationLimit', { amount: format.money(MAX_DONATION_CENTS / 100) })}
        </span>
        <LineProblem problem={problem} />
      </td>
      {/* A donation has no quantity (issue 51: no "Menge 1x"); its amount is typed in the price column. */}
      <td />
      <td data-label={t('cart.amount')}>
        <span className="cart-euro-input">
          <input
            id="spende"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('cart.donationPlaceholder')}
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
      <td data-label={t('cart.sum')}>{format.money(donation)}</td>
    </tr>
  );
}
