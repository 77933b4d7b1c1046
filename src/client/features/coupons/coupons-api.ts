import type { CouponCreateRequest, CouponListResponse, CouponUsesResponse } from '../../../shared/api/coupons';
import type { EventListResponse } from '../../../shared/api/events';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export const fetchCoupons = () => adminRead<CouponListResponse>('coupons/list.php');
export const fetchCouponUses = (id: number) => adminRead<CouponUsesResponse>('coupons/uses.php', { id });
export const createCoupon = (body: CouponCreateRequest) => apiRequest<{ message: string; id: number }>('coupons/create.php', { json: body });
export const toggleCoupon = (id: number, active: boolean) => apiRequest<{ message: string }>('coupons/toggle.php', { json: { id, active } });
/** The events with their categories, for a code's scope. */
/** The events on sale with the school's German texts: the back office speaks German, whatever the shop's language cookie says. */
export const fetchSaleEvents = () => apiRequest<EventListResponse>('events/list_detailed.php', { query: { lang: 'de' } });
