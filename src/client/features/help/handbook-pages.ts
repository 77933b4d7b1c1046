/**
 * The staff handbook (docs/handbuch/*.md) is the one source of the in-app help: each back-office screen
 * names the handbook page that explains it, and the "Hilfe" link of the top bar opens that page.
 * Every sidebar entry must have a page here (tests/server/docs.test.ts checks it).
 */
export interface HandbookPage {
  /** File name in docs/handbuch without `.md`; also the last part of /admin/help/:page. */
  slug: string;
  title: string;
  /** Back-office paths this page explains; the longest matching prefix wins. */
  screens: readonly string[];
}

/** docs/handbuch/README.md: the table of contents, shown at /admin/help. */
export const HANDBOOK_INDEX = 'README';

export const HANDBOOK_PAGES: readonly HandbookPage[] = [
  { slug: 'dashboard', title: 'Dashboard', screens: ['/admin'] },
  { slug: 'events', title: 'Events anlegen und pflegen', screens: ['/admin/events'] },
  { slug: 'ticket-designer', title: 'Ticket-Designer', screens: ['/admin/ticket-designer'] },
  { slug: 'bestellungen', title: 'Bestellungen, Stornierung und Erstattung', screens: ['/admin/orders'] },
  { slug: 'reservierungen', title: 'Reservierungen, Freikarten, Gästeliste und Einlassliste', screens: ['/admin/reservations'] },
  { slug: 'warteliste', title: 'Warteliste', screens: ['/admin/orders/waiting-list'] },
  { slug: 'einlass', title: 'Einlass am Tablet', screens: ['/kiosk'] },
  { slug: 'paypal', title: 'PayPal Universen', screens: ['/admin/paypal'] },
  { slug: 'spielstaetten', title: 'Spielstätten', screens: ['/admin/rooms'] },
  { slug: 'mediathek', title: 'Mediathek', screens: ['/admin/media'] },
  { slug: 'dateien', title: 'Dateien', screens: ['/admin/files'] },
  { slug: 'statistik', title: 'Statistik: Übersicht', screens: ['/admin/statistics'] },
  { slug: 'statistik-detailliert', title: 'Statistik: Detailliert', screens: ['/admin/statistics/detailed'] },
  { slug: 'audit-log', title: 'Audit Log', screens: ['/admin/audit-log'] },
  { slug: 'logs', title: 'Logs', screens: ['/admin/logs'] },
  { slug: 'alerts', title: 'Alerts', screens: ['/admin/alerts'] },
  { slug: 'backup', title: 'Backup', screens: ['/admin/backup'] },
  { slug: 'api', title: 'API Verwaltung', screens: ['/admin/api'] },
  {
    slug: 'benutzer',
    title: 'Benutzer und eigenes Profil',
    screens: ['/admin/user/list', '/admin/user/add', '/admin/user/edit', '/admin/user/delete', '/admin/user/self'],
  },
  { slug: 'rollen', title: 'Rollen und Rechte', screens: ['/admin/user/roles'] },
  { slug: 'konfiguration', title: 'Konfiguration: Allgemein', screens: ['/admin/configuration/general', '/admin/configuration', '/admin/settings'] },
  { slug: 'seiten', title: 'Seiten', screens: ['/admin/configuration/sites'] },
  { slug: 'gutscheine', title: 'Gutscheincodes', screens: ['/admin/configuration/coupons'] },
  { slug: 'info', title: 'Info', screens: ['/admin/configuration/info'] },
  { slug: 'mails', title: 'Mails: Postausgang und Vorlagen', screens: ['/admin/mail'] },
  { slug: 'sprachen', title: 'Sprachen des Shops', screens: ['/admin/configuration/localization'] },
  { slug: 'ui-anpassung', title: 'UI Customization', screens: ['/admin/configuration/ui'] },
  { slug: 'stoerungen', title: 'Wenn etwas schiefgeht', screens: [] },
];

/** The dashboard's `/admin` is the prefix of every screen, so it counts only for itself. */
const covers = (screen: string, pathname: string) => pathname === screen || (screen !== '/admin' && pathname.startsWith(`${screen}/`));

/** The handbook page for a screen: the page whose screen is the longest prefix of the path, else the index. */
export function handbookPageFor(pathname: string): string {
  let best: { slug: string; length: number } | null = null;
  for (const page of HANDBOOK_PAGES) {
    for (const screen of page.screens) {
      if (covers(screen, pathname) && (!best || screen.length > best.length)) best = { slug: page.slug, length: screen.length };
    }
  }
  return best?.slug ?? HANDBOOK_INDEX;
}

/** The in-app address of a handbook page. */
export function handbookPath(slug: string): string {
  return slug === HANDBOOK_INDEX ? '/admin/help' : `/admin/help/${slug}`;
}

/**
 * A link inside the handbook as the app serves it: `bestellungen.md#x` → `/admin/help/bestellungen#x`; a link
 * out of the handbook (`../betrieb.md`) has no page in the app and stays null; web addresses stay as they are.
 */
export function handbookHref(href: string): string | null {
  if (/^(https?:|mailto:|tel:)/.test(href)) return href;
  if (href.startsWith('#')) return href;
  const match = /^(?:\.\/)?([a-z0-9-]+|README)\.md(#.*)?$/i.exec(href);
  if (!match) return null;
  return `${handbookPath(match[1] === 'README' ? HANDBOOK_INDEX : match[1])}${match[2] ?? ''}`;
}
