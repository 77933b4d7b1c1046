/**
 * Spec §3 shop configuration: every section, field and default, with the input bounds of spec §5.
 * One catalogue drives the server's validation and defaults and the back office's form.
 */
import { NEW_ORDER_NOTICE_OPTIONS } from './staff-notices';
import { DEFAULT_COOKIE_TEXT, DEFAULT_SHOP_NAME, DEFAULT_SUPPORT_EMAIL, LAYOUTS, type Option } from './shop-defaults';

export type { Option };

interface Base {
  key: string;
  label: string;
  /** Shown to anyone through config/public.php (the shop reads these). */
  public?: boolean;
  help?: string;
  /** Changing it needs this permission besides CONFIGURATION_EDIT (the webhook: API_MANAGE, issue 38). */
  permission?: string;
}
export type ConfigField = Base &
  (
    | { kind: 'text' | 'textarea' | 'url' | 'email' | 'tel'; default: string; maxLength?: number }
    | { kind: 'color'; default: string }
    | { kind: 'number'; default: number; min: number; max: number; step: number }
    | { kind: 'boolean'; default: boolean }
    | { kind: 'select'; default: string; options: readonly Option[] }
    | { kind: 'multiselect'; default: readonly string[]; options: readonly Option[] }
    | { kind: 'json'; default: readonly Record<string, string | number>[]; shape: JsonShape }
    | { kind: 'file'; default: null; accept: FileAccept }
    | { kind: 'readonly'; default: string | null; format: 'time' | 'bytes' }
  );
export type JsonShape = 'tax-rules' | 'blackout-periods';
export type FileAccept = 'svg' | 'css';

export interface ConfigSection {
  id: string;
  title: string;
  fields: ConfigField[];
}

const text = (key: string, label: string, value = '', extra: Partial<Base> & { maxLength?: number } = {}): ConfigField => ({
  key,
  label,
  kind: 'text',
  default: value,
  ...extra,
});
const flag = (key: string, label: string, value: boolean, extra: Partial<Base> = {}): ConfigField => ({
  key,
  label,
  kind: 'boolean',
  default: value,
  ...extra,
});
/** Whole numbers unless a step says otherwise; the maxima only keep values sane (spec §5 gives minima). */
const number = (key: string, label: string, value: number, min: number, max: number, step = 1, extra: Partial<Base> = {}): ConfigField => ({
  key,
  label,
  kind: 'number',
  default: value,
  min,
  max,
  step,
  ...extra,
});
const file = (key: string, label: string, accept: FileAccept, extra: Partial<Base> = {}): ConfigField => ({
  key,
  label,
  kind: 'file',
  default: null,
  accept,
  ...extra,
});

export const PASSWORD_POLICIES: readonly Option[] = [
  ['none', 'Keine'],
  ['medium', 'Mittel (mind. 8 Zeichen, Buchstaben und Ziffern)'],
  ['strong', 'Stark (mind. 12 Zeichen mit Sonderzeichen)'],
];
// The shop's defaults live in shop-defaults.ts, which visitor pages import without the fields' labels.
export { DEFAULT_COOKIE_TEXT, DEFAULT_SHOP_NAME, DEFAULT_SUPPORT_EMAIL, LAYOUTS } from './shop-defaults';

export const CONFIG_SECTIONS: ConfigSection[] = [
  {
    id: 'general',
    title: 'Allgemeine Shop-Einstellungen',
    fields: [
      text('shop_name', 'Shop-Name', DEFAULT_SHOP_NAME, { public: true, maxLength: 80, help: 'Erscheint in den Seitentiteln.' }),
      { key: 'shop_url', label: 'Shop-URL', kind: 'url', default: '' },
      text('shop_slogan', 'Slogan', '', { public: true, maxLength: 200 }),
    ],
  },
  {
    id: 'design',
    title: 'Design und Branding',
    fields: [
      { key: 'color_primary', label: 'Primärfarbe', kind: 'color', default: '#1976d2', public: true },
      { key: 'color_secondary', label: 'Sekundärfarbe', kind: 'color', default: '#ff9800', public: true },
      { key: 'color_background', label: 'Hintergrundfarbe', kind: 'color', default: '#ffffff', public: true },
      file('logo_file_id', 'Logo (SVG)', 'svg'),
      file('css_file_id', 'Stylesheet (CSS)', 'css', { public: true, help: 'Gilt auf allen Seiten des Shops (nicht im Backoffice).' }),
    ],
  },
  // Section "Sprache" is the Localization page's (issue 53 item 7, localization/save.php), not this form's.
  {
    // Euro only: prices, PayPal orders and refunds are in EUR (README, Abweichungen: currency and exchange rates left).
    id: 'currency',
    title: 'Steuern',
    fields: [
      number('default_tax_rate', 'Standard-Steuersatz (%)', 19, 0, 100, 0.01, { public: true, help: 'Wird auf den Belegen ausgewiesen.' }),
      {
        key: 'tax_rules',
        label: 'Steuerregeln pro Land',
        kind: 'json',
        default: [],
        shape: 'tax-rules',
        help: 'Ländercode (zwei Buchstaben) und Steuersatz in Prozent. Gilt für Vorstellungen an einem Ort in diesem Land (Land im Event-Editor, leer ist DE), sonst der Standard-Steuersatz. Bestätigung und Ticketseite nennen die enthaltene MwSt.; die Preise bleiben.',
      },
    ],
  },
  {
    id: 'legal',
    title: 'Rechtliches und Datenschutz',
    fields: [
      text('imprint_url', 'Link Impressum', '/impressum', { public: true }),
      text('privacy_url', 'Link Datenschutz', '/datenschutz', { public: true }),
      text('terms_url', 'Link AGB', '/agb', { public: true }),
      flag('cookie_banner_enabled', 'Cookie-Banner anzeigen', true, { public: true }),
      { key: 'cookie_banner_text', label: 'Text des Cookie-Banners', kind: 'textarea', default: DEFAULT_COOKIE_TEXT, maxLength: 2000, public: true },
    ],
  },
  {
    id: 'contact',
    title: 'Kontakt und Support',
    fields: [
      { key: 'support_email', label: 'Support-E-Mail', kind: 'email', default: DEFAULT_SUPPORT_EMAIL, public: true },
      { key: 'support_phone', label: 'Support-Telefon', kind: 'tel', default: '', public: true },
    ],
  },
  {
    id: 'address',
    title: 'Adresse und Öffnungszeiten',
    fields: [
      // Shown on the contact page (/kontakt) under its text.
      { key: 'address', label: 'Adresse', kind: 'textarea', default: 'Gesamtschule am Stadtpark\nParkstraße 12\n45127 Essen', maxLength: 500, public: true },
      {
        key: 'opening_hours',
        label: 'Öffnungszeiten',
        kind: 'textarea',
        default: '',
        maxLength: 500,
        public: true,
        help: 'Zum Beispiel die Zeiten des Vorverkaufs im Sekretariat.',
      },
    ],
  },
  {
    id: 'mode',
    title: 'Shop-Modus',
    fields: [
      flag('maintenance_mode', 'Wartungsmodus', false, { public: true, help: 'Besucher sehen die Wartungsseite; angemeldete Mitarbeiter arbeiten weiter.' }),
    ],
  },
  // Sections "Tracking und Marketing" and "Versand" left the page (README, Abweichungen): e-tickets ship nothing,
  // and the shop loads no third-party scripts and keeps no mailing list.
  {
    id: 'orders',
    title: 'Bestellung und Zahlung',
    fields: [
      number('max_order_quantity_per_customer', 'Maximale Bestellmenge pro Kunde', 10, 1, 400),
      flag('order_confirmation_mail', 'Bestellbestätigung per E-Mail', true),
      flag('coupon_codes', 'Gutscheincodes', false, {
        public: true,
        help: 'Zeigt das Gutscheinfeld in der Kasse; die Codes legst du unter Gutscheincodes an.',
      }),
      number('max_coupon_use_per_customer', 'Maximale Gutscheinnutzung pro Kunde', 1, 1, 1000),
    ],
  },
  {
    id: 'tickets',
    title: 'Ticket-Einstellungen',
    fields: [
      number('ticket_reservation_minutes', 'Reservierungszeit (Minuten)', 20, 1, 1440, 1, { public: true }),
      flag('auto_eticket_sending', 'E-Tickets automatisch versenden', true),
      number('reservation_limit_per_customer', 'Reservierungslimit pro Kunde', 5, 1, 1000),
      number('group_discount_percent', 'Gruppenrabatt (%)', 10, 0, 100, 0.1, { public: true, help: '0 schaltet den Gruppenrabatt ab.' }),
      number('group_discount_min_tickets', 'Gruppenrabatt ab (Tickets pro Bestellung)', 20, 2, 400, 1, { public: true }),
      number('ticket_return_days', 'Rückgabefrist (Tage)', 14, 0, 365),
      number('waiting_list_offer_hours', 'Warteliste: Angebot gilt (Stunden)', 24, 1, 336, 1, {
        help: 'So lange hält ein Angebot an die Warteliste die frei gewordenen Plätze; danach gehen sie an die nächste Person. Die Warteliste schaltest du pro Event unter Bestellungen → Warteliste ein.',
      }),
      flag('ticket_transfer', 'Ticketübertragung', false, {
        help: 'Käufer können auf der Ticketseite einzelne Tickets an jemand anderen weitergeben: neuer QR-Code, der alte gilt nicht mehr, die neue Person bekommt ihren eigenen Link per Mail.',
      }),
      flag('multiple_entries_per_day', 'Mehrfacheintritt pro Tag', false),
      number('minimum_ticket_price', 'Mindestpreis pro Ticket (€)', 5, 0, 10000, 0.01, { help: 'Der Event-Editor speichert keine Kategorie darunter.' }),
      flag('free_ticket_categories', 'Kategorien mit 0 € (Freikarten) erlaubt', false),
    ],
  },
  {
    id: 'events',
    title: 'Event-Verwaltung',
    fields: [
      flag('public_event_calendar', 'Öffentlicher Veranstaltungskalender', true, {
        public: true,
        help: 'Die Eventliste bietet „Kalender abonnieren“ an: alle kommenden Vorstellungen als Kalender-Abo (/api/events/calendar.ics).',
      }),
      number('max_concurrent_events', 'Maximale gleichzeitige Events', 100, 1, 100000, 1, { help: 'Sichtbare Events mit einer kommenden Vorstellung.' }),
      number('event_reminder_days', 'Erinnerung vor dem Event (Tage)', 7, 0, 365, 1, {
        help: 'Käufer einer bezahlten Bestellung bekommen so viele Tage vor der Vorstellung eine Erinnerung; 0 schaltet sie ab.',
      }),
      {
        key: 'event_blackout_periods',
        label: 'Sperrzeiträume',
        kind: 'json',
        default: [],
        shape: 'blackout-periods',
        help: 'In diesen Zeiträumen lässt der Event-Editor keine Vorstellung zu (erster und letzter Tag eingeschlossen).',
      },
    ],
  },
  {
    id: 'security',
    title: 'Sicherheit',
    fields: [
      // Off until a school turns it on (README, Abweichungen): on, every staff account must enrol at its next sign-in.
      flag('admin_two_factor', 'Zwei-Faktor-Anmeldung für Admins', false, {
        help: 'Alle Mitarbeiter müssen sich mit Passwort und einem Code aus einer Authenticator-App anmelden; wer noch keine eingerichtet hat, richtet sie bei der nächsten Anmeldung ein.',
      }),
      {
        key: 'password_policy',
        label: 'Passwortrichtlinie',
        kind: 'select',
        default: 'none',
        options: PASSWORD_POLICIES,
        public: true,
        help: 'Wird beim Anlegen von Benutzern und beim Ändern von Passwörtern geprüft.',
      },
      {
        key: 'ip_block_list',
        label: 'IP-Sperrliste',
        kind: 'textarea',
        default: '',
        maxLength: 5000,
        help: 'Eine Adresse oder ein Netz pro Zeile (203.0.113.7, 198.51.100.0/24, 2001:db8::/32). Gesperrt sind Anmeldung, Backoffice und API.',
      },
      flag('ip_block_shop', 'IP-Sperrliste auch für den öffentlichen Shop', false),
    ],
  },
  {
    id: 'notifications',
    title: 'Benachrichtigungen',
    fields: [
      flag('notify_new_orders_mail', 'Neue Bestellungen per E-Mail', true),
      { key: 'notify_new_orders_mode', label: 'Neue Bestellungen melden als', kind: 'select', default: 'order', options: NEW_ORDER_NOTICE_OPTIONS },
      {
        key: 'notify_new_orders_recipients',
        label: 'Empfänger für neue Bestellungen',
        kind: 'textarea',
        default: '',
        maxLength: 2000,
        help: 'Eine E-Mail-Adresse pro Zeile. Die tägliche Zusammenfassung kommt ab 7 Uhr für den Vortag.',
      },
      flag('notify_alerts_mail', 'Warnungen (Alerts) per E-Mail an das Team', true, {
        help: 'Geht an alle aktiven Benutzer mit dem Recht „Alerts“ und einer E-Mail-Adresse.',
      }),
      text('mail_signature', 'Grußzeile der Mails', 'Deine Musical-AG', { maxLength: 120, help: 'Steht als {gruss} unter den Mails an Käufer.' }),
    ],
  },
  {
    id: 'api',
    title: 'API und Integrationen',
    fields: [
      flag('api_access', 'API-Zugriff', false),
      // The keys themselves live on the page "API Verwaltung" (stored hashed, shown once).
      {
        key: 'webhook_url',
        label: 'Webhook-URL',
        kind: 'url',
        default: '',
        permission: 'API_MANAGE',
        help: 'Erhält „Bestellung bezahlt“ und „Bestellung storniert“, signiert (siehe API Verwaltung). Nur https:// an eine öffentliche Adresse; ändern darf sie, wer „API Verwaltung“ darf.',
      },
      number('api_rate_limit', 'API-Limit (Anfragen pro Minute)', 60, 1, 100000),
    ],
  },
  {
    id: 'backup',
    title: 'Backup und Wartung',
    fields: [
      flag('auto_backup', 'Automatisches Backup', true),
      number('backup_interval_hours', 'Backup-Intervall (Stunden)', 24, 1, 8760),
      number('backup_keep_count', 'Aufbewahrte Backups', 14, 1, 1000, 1, { help: 'Ältere automatische und manuelle Backups werden gelöscht.' }),
      // Written by the backup module after each successful backup, never by the form.
      { key: 'last_backup', label: 'Letztes Backup', kind: 'readonly', default: null, format: 'time' },
      { key: 'last_backup_size', label: 'Größe des letzten Backups', kind: 'readonly', default: null, format: 'bytes' },
    ],
  },
  {
    id: 'layout',
    title: 'Layout',
    fields: [
      {
        key: 'start_page_layout',
        label: 'Layout der Startseite',
        kind: 'select',
        default: 'standard',
        options: LAYOUTS,
        public: true,
        help: 'Wie die Eventliste (/events) ihre Karten anordnet.',
      },
      file('custom_css_file_id', 'Eigenes CSS', 'css', { public: true, help: 'Gilt nach dem Stylesheet auf allen Seiten des Shops.' }),
    ],
  },
];

export const CONFIG_FIELDS: ReadonlyMap<string, ConfigField> = new Map(CONFIG_SECTIONS.flatMap((section) => section.fields.map((field) => [field.key, field])));
