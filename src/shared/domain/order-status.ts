export type OrderStatus = 'CREATED' | 'CAPTURED' | 'FAILED' | 'EXPIRED' | 'CANCELLED';

export const ORDER_STATUSES: readonly OrderStatus[] = ['CAPTURED', 'CREATED', 'EXPIRED', 'FAILED', 'CANCELLED'];

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Spec §4: CAPTURED shows active, CREATED pending, anything else banned. */
export function statusBadge(status: string): 'active' | 'pending' | 'banned' {
  if (status === 'CAPTURED') return 'active';
  if (status === 'CREATED') return 'pending';
  return 'banned';
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  CAPTURED: 'Bezahlt',
  CREATED: 'Offen',
  EXPIRED: 'Abgelaufen',
  FAILED: 'Fehlgeschlagen',
  CANCELLED: 'Storniert',
};

export const orderStatusLabel = (status: string) => STATUS_LABELS[status as OrderStatus] ?? status;
