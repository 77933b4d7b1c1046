import { Navigate, type RouteObject } from 'react-router-dom';
import { SITES_KEYS } from '../../../shared/domain/permissions';
import { adminScreen } from './admin-screen';

/** Spec §2 back-office routes of the dashboard, statistics, mails and configuration (charts load only here). */
export const insightRoutes: RouteObject[] = [
  { index: true, element: adminScreen('Dashboard', 'DASHBOARD_VIEW', async () => (await import('../../features/dashboard/Dashboard')).Dashboard) },
  {
    path: 'statistics',
    element: adminScreen(
      'Statistiken',
      ['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED'],
      async () => (await import('../../features/statistics/StatisticsReduced')).StatisticsReduced,
    ),
  },
  {
    path: 'statistics/detailed',
    element: adminScreen(
      'Detaillierte Statistiken',
      'STATISTICS_VIEW_DETAILED',
      async () => (await import('../../features/statistics/StatisticsDetailed')).StatisticsDetailed,
    ),
  },
  { path: 'mail/outbox', element: adminScreen('Mails', 'CONFIGURATION_MAIL_VIEW', async () => (await import('../../features/outbox/Outbox')).Outbox) },
  {
    path: 'mail/outbox/:mailId',
    element: adminScreen('Mail', 'CONFIGURATION_MAIL_VIEW', async () => (await import('../../features/outbox/MailView')).MailView),
  },
  {
    path: 'mail/template/list',
    element: adminScreen('Mailvorlagen', 'MAIL_TEMPLATES_VIEW', async () => (await import('../../features/mail-templates/TemplateList')).TemplateList),
  },
  {
    path: 'mail/template/edit/:eventId',
    element: adminScreen(
      'Mailvorlage bearbeiten',
      'MAIL_TEMPLATES_VIEW',
      async () => (await import('../../features/mail-templates/TemplateEditor')).TemplateEditor,
    ),
  },
  {
    path: 'mail/template/add',
    element: adminScreen(
      'Mailvorlage erstellen',
      'MAIL_TEMPLATES_EDIT',
      async () => (await import('../../features/mail-templates/TemplateEditor')).TemplateEditor,
    ),
  },
  { path: 'settings', element: <Navigate to="/admin/configuration/general" replace /> },
  { path: 'configuration', element: <Navigate to="/admin/configuration/general" replace /> },
  {
    path: 'configuration/general',
    element: adminScreen(
      'Shop-Konfiguration',
      'CONFIGURATION_VIEW',
      async () => (await import('../../features/configuration/ConfigurationGeneral')).ConfigurationGeneral,
    ),
  },
  {
    path: 'configuration/coupons',
    element: adminScreen('Gutscheincodes', 'CONFIGURATION_VIEW', async () => (await import('../../features/coupons/CouponsPage')).CouponsPage),
  },
  {
    path: 'configuration/info',
    element: adminScreen('Info', 'CONFIGURATION_VIEW', async () => (await import('../../features/configuration/InfoPage')).InfoPage),
  },
  {
    path: 'configuration/sites',
    element: adminScreen('Seiten', SITES_KEYS, async () => (await import('../../features/site-pages/SitePagesEditor')).SitePagesEditor),
  },
  { path: 'backup', element: adminScreen('Backup', 'BACKUP_VIEW', async () => (await import('../../features/backup/BackupPage')).BackupPage) },
  {
    path: 'configuration/localization',
    element: adminScreen('Localization', 'LOCALIZATION_VIEW', async () => (await import('../../features/configuration/LocalizationPage')).LocalizationPage),
  },
  {
    path: 'configuration/ui',
    element: adminScreen('UI Customization', 'UI_CUSTOMIZE_VIEW', async () => (await import('../../features/configuration/UiCustomization')).UiCustomization),
  },
];
