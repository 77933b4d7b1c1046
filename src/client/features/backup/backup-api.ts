import type { BackupCreateResponse, BackupListResponse } from '../../../shared/api/backup';
import { apiDownload, apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export const fetchBackups = () => adminRead<BackupListResponse>('backup/list.php');

export const createBackup = () => apiRequest<BackupCreateResponse>('backup/create.php', { method: 'POST' });

export const downloadBackup = (name: string) => apiDownload('backup/download.php', { query: { name } });
