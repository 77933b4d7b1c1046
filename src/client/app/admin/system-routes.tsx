import type { RouteObject } from 'react-router-dom';
import { adminScreen } from './admin-screen';

/** The sidebar's "System" pages of issue 31: audit log, logs and alerts. */
export const systemRoutes: RouteObject[] = [
  { path: 'audit-log', element: adminScreen('Audit Log', 'AUDIT_LOG_VIEW', async () => (await import('../../features/audit-log/AuditLog')).AuditLog) },
  { path: 'logs', element: adminScreen('Logs', 'LOGS_VIEW', async () => (await import('../../features/logs/Logs')).Logs) },
  { path: 'alerts', element: adminScreen('Alerts', 'ALERTS_VIEW', async () => (await import('../../features/alerts/AlertList')).AlertList) },
];
