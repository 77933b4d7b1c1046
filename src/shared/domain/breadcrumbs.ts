export interface Crumb {
  label: string;
  path: string;
}

/** Spec §2: hyphens become spaces, each word capitalised. */
export function crumbLabel(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return decoded
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * German words for the back office's path words (issue 32 item 8): the spec builds crumbs from the path
 * ('Orders / Details', 'Rooms', 'Outbox'), which staff read as English. Other segments (ids, role names,
 * pages added later) keep the spec's rule.
 */
const GERMAN: Record<string, string> = {
  admin: 'Backoffice',
  add: 'Anlegen',
  alerts: 'Warnungen',
  api: 'API',
  audit: 'Audit-Log',
  backup: 'Datensicherung',
  configuration: 'Konfiguration',
  coupons: 'Gutscheine',
  delete: 'Löschen',
  details: 'Details',
  detailed: 'Detailliert',
  edit: 'Bearbeiten',
  events: 'Events',
  files: 'Dateien',
  general: 'Allgemein',
  help: 'Hilfe',
  info: 'Info',
  list: 'Übersicht',
  logs: 'Protokolle',
  mail: 'Mails',
  media: 'Medien',
  orders: 'Bestellungen',
  outbox: 'Postausgang',
  paypal: 'PayPal',
  reservations: 'Reservierungen',
  roles: 'Rollen',
  rooms: 'Spielstätten',
  self: 'Mein Profil',
  settings: 'Einstellungen',
  sites: 'Seiten',
  statistics: 'Statistik',
  support: 'Support',
  template: 'Vorlagen',
  'ticket-designer': 'Ticket-Designer',
  universes: 'Universen',
  user: 'Benutzer',
  'waiting-list': 'Warteliste',
};

/** The crumb's German label where the back office has one, else the spec's rule. */
export function germanCrumbLabel(segment: string): string {
  return GERMAN[segment] ?? crumbLabel(segment);
}

/** Spec §2: breadcrumbs for paths deeper than one segment; none otherwise. Labels are German (above). */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  return segments.map((segment, index) => ({
    label: germanCrumbLabel(segment),
    path: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
