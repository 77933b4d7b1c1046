import { Trans } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config';

/** § 312j BGB: the terms and the cancellation-rights notice sit right beside the order button. */
export function OrderTerms() {
  const terms = usePublicConfig()?.legalLinks.terms ?? '/agb';
  return (
    <p className="checkout-terms">
      <Trans
        i18nKey="checkout.terms"
        components={{
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the catalog's link text inside
          terms: <a href={terms} target="_blank" rel="noopener" />,
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the catalog's link text inside
          withdrawal: <a href="/widerrufsbelehrung" target="_blank" rel="noopener" />,
        }}
      />
    </p>
  );
}
