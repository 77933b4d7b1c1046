/**
 * The shop's defaults where nothing is configured: what every visitor page needs of the configuration
 * fields (shop-config-fields.ts), without the back office's labels and sections, so the visitor's
 * precache stays small (issue 53).
 */
export type Option = readonly [value: string, label: string];

export const LAYOUTS: readonly Option[] = [
  ['standard', 'Standard'],
  ['grid', 'Grid'],
  ['list', 'Liste'],
  ['minimal', 'Minimal'],
  ['marketplace', 'Marktplatz'],
];

export const DEFAULT_SUPPORT_EMAIL = 'musical@gesamtschule-stadtpark.de';
export const DEFAULT_SHOP_NAME = 'Musical-Tickets';
export const DEFAULT_COOKIE_TEXT =
  'Wir speichern nur, was der Shop braucht – deinen Warenkorb und diese Auswahl. Externe Inhalte wie die Karte von OpenStreetMap laden wir nur, wenn du zustimmst.';
