import { usePublicConfig } from '../configuration/public-config';

/** § 312j BGB: the terms and the cancellation-rights notice sit right beside the order button. */
export function OrderTerms() {
  const terms = usePublicConfig()?.legalLinks.terms ?? '/agb';
  return (
    <p className="checkout-terms">
      Es gelten unsere{' '}
      <a href={terms} target="_blank" rel="noopener">
        AGB
      </a>
      . Bitte beachte die{' '}
      <a href="/widerrufsbelehrung" target="_blank" rel="noopener">
        Widerrufsbelehrung
      </a>
      .
    </p>
  );
}
