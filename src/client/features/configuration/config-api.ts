import type { ConfigResponse, ConfigUploadResponse } from '../../../shared/api/configuration';
import type { ConfigValues } from '../../../shared/domain/shop-config';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export const fetchConfig = () => adminRead<ConfigResponse>('config/get.php');

export const saveConfig = (values: ConfigValues) => apiRequest<ConfigResponse>('config/save.php', { json: { values } });

export const uploadConfigFile = (key: string, filename: string, content: string) =>
  apiRequest<ConfigUploadResponse>('config/upload.php', { json: { key, filename, content } });
