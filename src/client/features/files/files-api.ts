import type { FileInfo, FileListResponse, FileUploadResponse } from '../../../shared/api/files';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export function fetchFiles(): Promise<FileListResponse> {
  return adminRead<FileListResponse>('files/list.php');
}

/** files/upload.php with the general `file` field and the target folder. */
export async function uploadFile(file: File, folder: string): Promise<number> {
  const body = new FormData();
  body.append('folder', folder);
  body.append('file', file);
  return (await apiRequest<FileUploadResponse>('files/upload.php', { body })).file_id;
}

export async function renameFile(id: number, name: string, folder: string): Promise<void> {
  await apiRequest('files/rename.php', { json: { id, name, folder } });
}

export async function deleteFile(id: number): Promise<void> {
  await apiRequest('files/delete.php', { json: { id } });
}

export const folderLabel = (folder: string) => folder || 'Hauptordner';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}

export const typeLabel = (file: FileInfo) =>
  ({ 'image/png': 'PNG-Bild', 'image/jpeg': 'JPEG-Bild', 'image/webp': 'WebP-Bild', 'image/gif': 'GIF-Bild', 'application/pdf': 'PDF-Dokument' })[
    file.content_type
  ] ?? file.content_type;
