import type {
  AdmissionEvent,
  DoorSeatsResponse,
  PerformancesResponse,
  ScanRequest,
  ScanResponse,
  SellRequest,
  SellResponse,
  SyncResponse,
  UploadRequest,
  UploadResponse,
} from '../../../shared/api/checkin';
import { apiEventStream, apiRequest } from '../../lib/api-client';

export interface AdmissionHandlers {
  admission: (event: AdmissionEvent) => void;
  ready: () => void;
  feed: (live: boolean) => void;
}

/** The kiosk's calls (shared/api/checkin.ts), all with the staff session. */
export const kioskApi = {
  performances: () => apiRequest<PerformancesResponse>('checkin/performances.php'),
  sync: (query: { performance_id: number; since?: string; after?: number; limit?: number }) => apiRequest<SyncResponse>('checkin/sync.php', { query }),
  upload: (body: UploadRequest) => apiRequest<UploadResponse>('checkin/upload.php', { json: body }),
  sell: (body: SellRequest) => apiRequest<SellResponse>('boxoffice/sell.php', { json: body }),
  /** While online the server decides (issue 12); the caller gives up after a short timeout. */
  scan: (body: ScanRequest, signal?: AbortSignal) => apiRequest<ScanResponse>('checkin/scan.php', { json: body, signal }),
  /**
   * Every admission at every door of this performance, pushed; resolves when the stream ends. `ready`
   * comes first; `feed` says whether the server hears admissions right now (false while its database is away).
   */
  admissions: (performanceId: number, on: AdmissionHandlers, signal?: AbortSignal) =>
    apiEventStream(
      'checkin/events.php',
      (name, data) => {
        if (name === 'admission') on.admission(JSON.parse(data) as AdmissionEvent);
        else if (name === 'ready') on.ready();
        else if (name === 'feed') on.feed((JSON.parse(data) as { live: boolean }).live);
      },
      { query: { performance_id: performanceId }, signal },
    ),
};

export type KioskApi = typeof kioskApi;

/** The seat plan as the door sees it (issue 51): its own and every free seat can be picked; online only. */
export const fetchDoorSeats = (performanceId: number) => apiRequest<DoorSeatsResponse>('boxoffice/seats.php', { query: { performance_id: performanceId } });
