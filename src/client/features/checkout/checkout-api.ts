import type { QuoteResponse } from '../../../shared/api/coupons';
import type {
  CaptureOrderResponse,
  CaptureStatusResponse,
  CreateOrderResponse,
  OrderSummaryResponse,
  PaymentConfigResponse,
  UserData,
} from '../../../shared/api/orders';
import { apiRequest } from '../../lib/api-client';
import type { CheckoutCartItem } from './checkout-cart';

export function fetchPaymentConfig(): Promise<PaymentConfigResponse> {
  return apiRequest<PaymentConfigResponse>('payments/config.php');
}

/**
 * Spec §7 orders/create.php; the server prices the lines itself. `replaces`: this checkout's earlier unpaid
 * order, released first so its seats are the buyer's again (issue 46).
 */
export function createOrder(
  items: CheckoutCartItem[],
  userData: UserData,
  donation: number,
  idempotencyKey: string,
  couponCode?: string,
  replaces?: { order_id: string; checkout_secret: string },
) {
  return apiRequest<CreateOrderResponse>('orders/create.php', {
    json: {
      cart: items,
      user_data: userData,
      donation_amount: donation,
      ...(couponCode ? { coupon_code: couponCode } : {}),
      ...(replaces ? { replaces } : {}),
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** What the server will charge for this cart with this code (orders/quote.php); holds nothing. */
export function quoteOrder(items: CheckoutCartItem[], donation: number, couponCode?: string): Promise<QuoteResponse> {
  return apiRequest<QuoteResponse>('orders/quote.php', {
    json: { cart: items, donation_amount: donation, ...(couponCode ? { coupon_code: couponCode } : {}) },
  });
}

/** The checkout's secret from create.php makes the answer name the e-mail and the ticket link. */
export function captureOrder(providerOrderId: string, checkoutSecret: string | undefined): Promise<CaptureOrderResponse> {
  return apiRequest<CaptureOrderResponse>('orders/capture.php', { json: { order_id: providerOrderId, checkout_secret: checkoutSecret } });
}

/** The order's status alone (capture.php with the bare order number starts no capture): polled while a payment is checked. */
export async function fetchOrderStatus(orderId: number): Promise<string> {
  return (await apiRequest<CaptureStatusResponse>('orders/capture.php', { json: { order_id: orderId } })).status;
}

/** The order as the server holds it, for the summary above "Zahlungspflichtig bestellen". */
export function fetchOrderSummary(providerOrderId: string, checkoutSecret: string | undefined): Promise<OrderSummaryResponse> {
  return apiRequest<OrderSummaryResponse>('orders/summary.php', { query: { id: providerOrderId, secret: checkoutSecret } });
}
