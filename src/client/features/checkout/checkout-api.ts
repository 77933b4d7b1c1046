import type { CaptureOrderResponse, CreateOrderResponse, OrderSummaryResponse, PaymentConfigResponse, UserData } from '../../../shared/api/orders';
import { apiRequest } from '../../lib/api-client';
import type { CheckoutCartItem } from './checkout-cart';

export function fetchPaymentConfig(): Promise<PaymentConfigResponse> {
  return apiRequest<PaymentConfigResponse>('payments/config.php');
}

/** Spec §7 orders/create.php; the server prices the lines itself. */
export function createOrder(items: CheckoutCartItem[], userData: UserData, donation: number, idempotencyKey: string) {
  return apiRequest<CreateOrderResponse>('orders/create.php', {
    json: { cart: items, user_data: userData, donation_amount: donation },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function captureOrder(providerOrderId: string): Promise<CaptureOrderResponse> {
  return apiRequest<CaptureOrderResponse>('orders/capture.php', { json: { order_id: providerOrderId } });
}

/** The order as the server holds it, for the summary above "Zahlungspflichtig bestellen". */
export function fetchOrderSummary(providerOrderId: string): Promise<OrderSummaryResponse> {
  return apiRequest<OrderSummaryResponse>(`orders/summary.php?id=${encodeURIComponent(providerOrderId)}`);
}
