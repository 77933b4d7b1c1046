import type { RoomDto, RoomListResponse, RoomSaveRequest } from '../../../shared/api/rooms';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export async function fetchRooms(): Promise<RoomDto[]> {
  return (await adminRead<RoomListResponse>('rooms/list.php')).data;
}

export function saveRoom(room: RoomSaveRequest): Promise<{ id: number; message: string }> {
  return apiRequest('rooms/save.php', { json: room });
}

export function deleteRoom(id: number): Promise<{ message: string }> {
  return apiRequest('rooms/delete.php', { json: { id } });
}

/** Spec §4 venue badge: Available shows as Verfügbar, otherwise Belegt. */
export const roomStatusLabel = (status: string) => (status === 'Available' ? 'Verfügbar' : 'Belegt');
