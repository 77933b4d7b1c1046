import type { AdminEvent, AdminEventListItem, AdminEventListResponse, AdminEventResponse, EventSaveRequest } from '../../../shared/api/events-admin';
import type { FileUploadResponse } from '../../../shared/api/files';
import { apiRequest, apiUrl } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export async function fetchAdminEvents(): Promise<AdminEventListItem[]> {
  return (await adminRead<AdminEventListResponse>('events/admin_list.php')).data;
}

export async function fetchAdminEvent(id: number): Promise<AdminEvent> {
  return (await adminRead<AdminEventResponse>('events/get.php', { id })).event;
}

export function saveEvent(event: EventSaveRequest): Promise<{ id: number; message: string }> {
  return apiRequest('events/save.php', { json: event });
}

export function deleteEvent(id: number): Promise<{ message: string }> {
  return apiRequest('events/delete.php', { json: { id } });
}

/** files/upload.php with the `event_image` field: lands in 'Plakate', needs only EVENTS_EDIT. */
export async function uploadEventImage(file: File): Promise<number> {
  const body = new FormData();
  body.append('event_image', file);
  return (await apiRequest<FileUploadResponse>('files/upload.php', { body })).file_id;
}

export const imageUrl = (id: number) => apiUrl('files/download.php', { id });
