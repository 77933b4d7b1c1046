import type { ApiKeyCreateResponse, ApiOverviewResponse, WebhookSecretResponse } from '../../../shared/api/api-keys';
import type { MessageResponse } from '../../../shared/api/errors';
import type { ApiScope } from '../../../shared/domain/api-scopes';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export const fetchApiOverview = () => adminRead<ApiOverviewResponse>('api_keys/list.php');

export const createApiKey = (name: string, scope: ApiScope) => apiRequest<ApiKeyCreateResponse>('api_keys/create.php', { json: { name, scope } });

export const revokeApiKey = (id: number) => apiRequest<MessageResponse>('api_keys/revoke.php', { json: { id } });

export const fetchWebhookSecret = () => apiRequest<WebhookSecretResponse>('api_keys/webhook_secret.php');

export const rotateWebhookSecret = () => apiRequest<WebhookSecretResponse>('api_keys/webhook_secret_rotate.php', { method: 'POST', json: {} });
