import type { RouteObject } from 'react-router-dom';
import { adminScreen } from './admin-screen';

/** Issue 31: the API keys and webhook page of the sidebar's "API Verwaltung". */
export const accessRoutes: RouteObject[] = [
  { path: 'api', element: adminScreen('API Verwaltung', 'API_MANAGE', async () => (await import('../../features/api-keys/ApiKeysPage')).ApiKeysPage) },
];
