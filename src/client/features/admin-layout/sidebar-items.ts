import { SITES_KEYS } from '../../../shared/domain/permissions';

export interface SidebarLink {
  kind: 'link';
  label: string;
  to: string;
  /** Any one of these keys shows the entry (spec §6). */
  keys: readonly string[];
}
/** Every entry leads somewhere: the spec's placeholders are built or left out (README, Abweichungen). */
export type SidebarItem = SidebarLink;
export interface SidebarGroup {
  kind: 'group';
  id: string;
  label: string;
  keys: readonly string[];
  items: SidebarItem[];
}
export type SidebarEntry = SidebarItem | SidebarGroup;

const link = (label: string, to: string, ...keys: string[]): SidebarLink => ({ kind: 'link', label, to, keys });

/** Spec §2 sidebar entries with the sidebar keys of spec §6. */
export const SIDEBAR: SidebarEntry[] = [
  link('Dashboard', '/admin', 'DASHBOARD_VIEW'),
  {
    kind: 'group',
    id: 'events',
    label: 'Events',
    keys: ['EVENTS_VIEW'],
    items: [
      link('Eventliste', '/admin/events/list', 'EVENTS_LIST_VIEW', 'EVENT_LIST_VIEW'),
      link('Ticket-Designer', '/admin/ticket-designer', 'TICKET_DESIGN_VIEW', 'TICKET_DESIGN_EDIT'),
    ],
  },
  link('Bestellungen', '/admin/orders', 'ORDERS_VIEW'),
  // Orders and the guest list staff keep, and the door's paper list (issue 42).
  link('Reservierungen', '/admin/reservations', 'ORDERS_CREATE'),
  // The door kiosk (issue 8) runs full screen outside the back office. Only for the keys it works with: with
  // KIOSK_VIEW alone (the group key of the role editor) the kiosk could only say "Keine Berechtigung" (issue 51).
  link('Einlass', '/kiosk', 'CHECKIN_SCAN', 'BOX_OFFICE_SELL'),
  link('PayPal Universen', '/admin/paypal/universes', 'PAYPAL_VIEW'),
  link('Spielstätten', '/admin/rooms', 'ROOMS_VIEW'),
  {
    kind: 'group',
    id: 'media',
    label: 'Medien',
    keys: ['MEDIA_VIEW'],
    items: [link('Mediathek', '/admin/media', 'MEDIA_VIEW'), link('Dateien', '/admin/files', 'FILES_VIEW')],
  },
  {
    kind: 'group',
    id: 'statistics',
    label: 'Statistiken',
    keys: ['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED'],
    items: [link('Übersicht', '/admin/statistics', 'STATISTICS_VIEW'), link('Detailliert', '/admin/statistics/detailed', 'STATISTICS_VIEW_DETAILED')],
  },
  {
    kind: 'group',
    id: 'system',
    label: 'System',
    keys: ['SYSTEM_VIEW'],
    items: [
      link('Audit Log', '/admin/audit-log', 'AUDIT_LOG_VIEW'),
      link('Logs', '/admin/logs', 'LOGS_VIEW'),
      link('Alerts', '/admin/alerts', 'ALERTS_VIEW'),
      link('Backup', '/admin/backup', 'BACKUP_VIEW'),
      link('API Verwaltung', '/admin/api', 'API_MANAGE'),
    ],
  },
  {
    kind: 'group',
    id: 'users',
    label: 'Benutzer',
    keys: ['USERS_VIEW'],
    items: [link('Benutzerliste', '/admin/user/list', 'USERS_LIST_VIEW'), link('Rollen', '/admin/user/roles', 'USERS_PERMISSIONS_VIEW')],
  },
  {
    kind: 'group',
    id: 'configuration',
    label: 'Konfiguration',
    keys: ['CONFIGURATION_VIEW'],
    items: [
      link('Allgemein', '/admin/configuration/general', 'CONFIGURATION_VIEW'),
      link('Seiten', '/admin/configuration/sites', ...SITES_KEYS),
      link('Gutscheincodes', '/admin/configuration/coupons', 'CONFIGURATION_VIEW'),
      link('Info', '/admin/configuration/info', 'CONFIGURATION_VIEW'),
      link('Mails', '/admin/mail/outbox', 'CONFIGURATION_MAIL_VIEW'),
      link('Localization', '/admin/configuration/localization', 'LOCALIZATION_VIEW'),
      link('UI Customization', '/admin/configuration/ui', 'UI_CUSTOMIZE_VIEW'),
    ],
  },
  // "Support Client" is gone: the footer's "Support" page is the help there is (README, deviations).
];

/** Entries the holder of these permissions sees; a group disappears when none of its items is allowed. */
export function visibleSidebar(entries: readonly SidebarEntry[], allowed: (keys: readonly string[]) => boolean): SidebarEntry[] {
  const result: SidebarEntry[] = [];
  for (const entry of entries) {
    if (!allowed(entry.keys)) continue;
    if (entry.kind !== 'group') {
      result.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => allowed(item.keys));
    if (items.length) result.push({ ...entry, items });
  }
  return result;
}

/** The group holding the current path, opened at start. */
export function groupOfPath(entries: readonly SidebarEntry[], pathname: string): string | null {
  for (const entry of entries) {
    if (entry.kind === 'group' && entry.items.some((item) => item.kind === 'link' && pathname.startsWith(item.to))) return entry.id;
  }
  return null;
}
