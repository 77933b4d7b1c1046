import type {
  GuestAdmitResponse,
  GuestListResponse,
  GuestResponse,
  ReservationCreateRequest,
  ReservationCreateResponse,
  ReservationOptionsResponse,
  ReservationPayResponse,
  StaffOrdersResponse,
  StaffSeatsResponse,
} from '../../../shared/api/reservations';
import { apiDownload, apiRequest } from '../../lib/api-client';

/** Staff orders, the guest list and the door list (issue 42): the back office's and the kiosk's calls. */
export const reservationsApi = {
  options: () => apiRequest<ReservationOptionsResponse>('reservations/options.php'),
  seats: (performanceId: number) => apiRequest<StaffSeatsResponse>('reservations/seats.php', { query: { performance_id: performanceId } }),
  create: (body: ReservationCreateRequest) => apiRequest<ReservationCreateResponse>('reservations/create.php', { json: body }),
  list: (performanceId: number, search = '') =>
    apiRequest<StaffOrdersResponse>('reservations/list.php', { query: { performance_id: performanceId, search: search || undefined } }),
  /** `door`: the kiosk's nonce (a retry is answered as the first time), when the cash was taken, and whether offline. */
  pay: (orderId: number, device: { device_id: string; device_name: string }, door?: { nonce: string; offline: boolean; paid_at: string }) =>
    apiRequest<ReservationPayResponse>('reservations/pay.php', { json: { ...device, ...door, order_id: orderId } }),
  guests: (performanceId: number, search = '') =>
    apiRequest<GuestListResponse>('guests/list.php', { query: { performance_id: performanceId, search: search || undefined } }),
  addGuest: (performanceId: number, name: string, note: string) =>
    apiRequest<GuestResponse>('guests/add.php', { json: { performance_id: performanceId, name, note } }),
  removeGuest: (id: number) => apiRequest<GuestResponse>('guests/remove.php', { json: { id } }),
  admitGuest: (id: number, device: { device_id: string; device_name: string }, door?: { nonce: string; offline: boolean; admitted_at: string }) =>
    apiRequest<GuestAdmitResponse>('guests/admit.php', { json: { ...device, ...door, id } }),
  doorList: (performanceId: number) => apiDownload('reservations/door-list.php', { query: { performance_id: performanceId } }),
};

/** Opens a downloaded file for printing or saving: a link click keeps the file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
