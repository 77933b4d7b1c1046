import type { PaymentStatus, UniverseDto, UniverseListResponse, UniverseSaveRequest } from '../../../shared/api/payments';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

/** Spec §7 paypal/universe_list.php. */
export async function fetchUniverses(): Promise<UniverseDto[]> {
  return (await adminRead<UniverseListResponse>('paypal/universe_list.php')).data;
}

export async function fetchPaymentStatus(): Promise<PaymentStatus> {
  return (await adminRead<{ data: PaymentStatus }>('paypal/status.php')).data;
}

export function saveUniverse(universe: UniverseSaveRequest): Promise<{ message: string; id: number }> {
  return apiRequest('paypal/universe_save.php', { json: universe });
}

export function activateUniverse(id: number): Promise<{ message: string }> {
  return apiRequest('paypal/universe_activate.php', { json: { id } });
}

export function deleteUniverse(id: number): Promise<{ message: string }> {
  return apiRequest('paypal/universe_delete.php', { json: { id } });
}
