import type {
  PerformancesResponse,
  SellRequest,
  SellResponse,
  SyncResponse,
  UploadRequest,
  UploadResponse,
} from '../../../shared/api/checkin';
import { apiRequest } from '../../lib/api-client';

/** The kiosk's calls (shared/api/checkin.ts), all with the staff session. */
export const kioskApi = {
  performances: () => apiRequest<PerformancesResponse>('checkin/performances.php', { auth: true }),
  sync: (query: { performance_id: number; since?: string; after?: number; limit?: number }) =>
    apiRequest<SyncResponse>('checkin/sync.php', { auth: true, query }),
  upload: (body: UploadRequest) => apiRequest<UploadResponse>('checkin/upload.php', { auth: true, json: body }),
  sell: (body: SellRequest) => apiRequest<SellResponse>('boxoffice/sell.php', { auth: true, json: body }),
};

export type KioskApi = typeof kioskApi;
