import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { PaymentConfigResponse } from '../../../shared/api/orders';
import { isApiPath } from '../../../shared/api/route-access';
import { apiUrl } from '../../lib/api-client';
import type { Language } from '../../../shared/i18n/languages';
import { useShopText } from '../../i18n/use-shop-text';

/**
 * The SDK's `locale` for each shop language: PayPal's own codes (developer.paypal.com, "Locale codes"; the
 * SDK's country list in @paypal/sdk-constants offers tr in TR and ar in EG). PayPal has no Ukrainian, so a
 * Ukrainian page gets PayPal's English rather than German.
 */
const PAYPAL_LOCALES: Record<Language, string> = { de: 'de_DE', en: 'en_US', tr: 'tr_TR', uk: 'en_US', ar: 'ar_EG' };

interface Props {
  config: PaymentConfigResponse;
  createOrder: () => Promise<string>;
  onApprove: (providerOrderId: string) => void;
  onCancel: () => void;
  onError: (message: string) => void;
  /** The cart cannot be ordered as it is (sold out, over a limit): the buttons stay visible but inactive. */
  disabled?: boolean;
}

/**
 * The payment buttons (spec §7: EUR, capture intent, vertical layout). In test mode the SDK script is our
 * server's stand-in, loaded through `sdkBaseUrl`. This module (and the SDK) loads only on this step.
 * `commit: false`: PayPal's window ends with 'Weiter', not 'Jetzt bezahlen'; the binding order button is
 * the shop's last step, which captures (README, Abweichungen).
 */
export default function PayPalPayment({ config, createOrder, onApprove, onCancel, onError, disabled = false }: Props) {
  const { language } = useShopText();
  const options = {
    clientId: config.client_id,
    currency: config.currency,
    intent: config.intent,
    components: 'buttons',
    locale: PAYPAL_LOCALES[language],
    commit: false,
    ...(config.sdk_base_url && isApiPath(config.sdk_base_url) ? { sdkBaseUrl: new URL(apiUrl(config.sdk_base_url), window.location.href).href } : {}),
    ...(config.environment === 'sandbox' && !config.sdk_base_url ? { environment: 'sandbox' as const } : {}),
  };
  return (
    <PayPalScriptProvider options={options}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'paypal' }}
        disabled={disabled}
        createOrder={createOrder}
        onApprove={async (data) => onApprove(data.orderID)}
        onCancel={() => onCancel()}
        onError={(error) => onError(error instanceof Error ? error.message : String(error))}
      />
    </PayPalScriptProvider>
  );
}
