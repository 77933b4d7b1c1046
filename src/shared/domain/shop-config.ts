import { parseBlockList } from './ip-block-list';
import { parsePlainDecimal } from './money';
import { CONFIG_FIELDS, CONFIG_SECTIONS, type ConfigField, type JsonShape } from './shop-config-fields';
import { parseRecipients } from './staff-notices';

export type ConfigValue = string | number | boolean | null | readonly string[] | readonly Record<string, string | number>[];
export type ConfigValues = Record<string, ConfigValue>;
export type Checked = { ok: true; value: ConfigValue } | { ok: false; error: string };

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const fail = (field: ConfigField, reason: string): Checked => ({ ok: false, error: `${field.label}: ${reason}` });

function isUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkNumber(field: Extract<ConfigField, { kind: 'number' }>, raw: unknown): Checked {
  const decimals = (String(field.step).split('.')[1] ?? '').length;
  const units = parsePlainDecimal(raw, decimals);
  if (units === null) {
    if ((typeof raw === 'number' && raw < 0) || (typeof raw === 'string' && /^\s*-\d/.test(raw)))
      return fail(field, `Der Wert muss mindestens ${field.min} sein.`);
    return fail(field, decimals === 0 ? 'Bitte eine ganze Zahl eingeben.' : `Bitte eine Zahl mit höchstens ${decimals} Nachkommastellen eingeben.`);
  }
  const value = units / 10 ** decimals;
  if (value < field.min) return fail(field, `Der Wert muss mindestens ${field.min} sein.`);
  if (value > field.max) return fail(field, `Der Wert darf höchstens ${field.max} sein.`);
  const steps = value / field.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return fail(field, `Bitte ein Vielfaches von ${field.step} eingeben.`);
  return { ok: true, value: Number((Math.round(steps) * field.step).toFixed(decimals)) };
}

function checkJsonEntry(shape: JsonShape, entry: unknown): string | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return 'Jeder Eintrag muss ein Objekt sein.';
  const item = entry as Record<string, unknown>;
  if (shape === 'tax-rules') {
    if (typeof item.country !== 'string' || !/^[A-Z]{2}$/.test(item.country)) return 'Der Ländercode besteht aus zwei Buchstaben (z. B. AT).';
    if (typeof item.rate !== 'number' || item.rate < 0 || item.rate > 100) return 'Der Steuersatz muss eine Zahl von 0 bis 100 sein.';
    return Object.keys(item).length === 2 ? null : 'Nur country und rate sind erlaubt.';
  }
  if (typeof item.start !== 'string' || !DAY.test(item.start) || Number.isNaN(Date.parse(item.start))) return 'Bitte den ersten Tag als Datum angeben.';
  if (typeof item.end !== 'string' || !DAY.test(item.end) || Number.isNaN(Date.parse(item.end))) return 'Bitte den letzten Tag als Datum angeben.';
  if (item.end < item.start) return 'Der letzte Tag darf nicht vor dem ersten liegen.';
  return Object.keys(item).length === 2 ? null : 'Nur start und end sind erlaubt.';
}

/** Checks one submitted value against its field; the value returned is the one to store. */
export function checkConfigValue(field: ConfigField, raw: unknown): Checked {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'email':
    case 'tel': {
      if (typeof raw !== 'string') return fail(field, 'Bitte einen Text eingeben.');
      const value = field.kind === 'textarea' ? raw.replace(/\r\n/g, '\n') : raw.trim();
      const max = field.maxLength ?? (field.kind === 'textarea' ? 2000 : 500);
      if (value.length > max) return fail(field, `Höchstens ${max} Zeichen.`);
      if (field.kind === 'url' && value && !isUrl(value)) return fail(field, 'Bitte eine gültige URL (https://…) eingeben.');
      if (field.kind === 'email' && value && !MAIL.test(value)) return fail(field, 'Bitte eine gültige E-Mail-Adresse eingeben.');
      if (field.kind === 'tel' && !/^[0-9+()/ -]*$/.test(value)) return fail(field, 'Nur Ziffern, Leerzeichen und + ( ) / - sind erlaubt.');
      // The webhook is called by the server, so it needs a full address, not a path of this shop.
      if (field.key === 'webhook_url' && value && !/^https?:\/\//i.test(value)) return fail(field, 'Bitte eine vollständige URL (https://…) eingeben.');
      if (field.key === 'ip_block_list') {
        const { errors } = parseBlockList(value);
        if (errors.length) return fail(field, errors[0]);
      }
      return { ok: true, value };
    }
    case 'color':
      return typeof raw === 'string' && /^#[0-9a-fA-F]{6}$/.test(raw)
        ? { ok: true, value: raw.toLowerCase() }
        : fail(field, 'Bitte eine Farbe im Format #rrggbb angeben.');
    case 'number':
      return checkNumber(field, raw);
    case 'boolean':
      return typeof raw === 'boolean' ? { ok: true, value: raw } : fail(field, 'Bitte an oder aus wählen.');
    case 'select':
      return typeof raw === 'string' && field.options.some(([value]) => value === raw)
        ? { ok: true, value: raw }
        : fail(field, 'Bitte eine der Optionen wählen.');
    case 'multiselect': {
      if (!Array.isArray(raw) || raw.some((value) => typeof value !== 'string' || !field.options.some(([option]) => option === value))) {
        return fail(field, 'Bitte nur angebotene Optionen wählen.');
      }
      return { ok: true, value: field.options.map(([value]) => value).filter((value) => raw.includes(value)) };
    }
    case 'json': {
      if (!Array.isArray(raw)) return fail(field, 'Bitte eine Liste angeben.');
      if (raw.length > 100) return fail(field, 'Höchstens 100 Einträge.');
      for (const [index, entry] of raw.entries()) {
        const problem = checkJsonEntry(field.shape, entry);
        if (problem) return fail(field, `Zeile ${index + 1}: ${problem}`);
        // One rate per country: a second row would leave open which one the receipts state.
        const earlier = field.shape === 'tax-rules' ? raw.findIndex((other) => other.country === entry.country) : index;
        if (earlier < index) return fail(field, `Zeile ${index + 1}: ${entry.country} steht schon in Zeile ${earlier + 1}.`);
      }
      return { ok: true, value: raw as Record<string, string | number>[] };
    }
    case 'file':
      return raw === null || (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 && raw < 2 ** 31)
        ? { ok: true, value: raw }
        : fail(field, 'Ungültige Datei.');
    case 'readonly':
      return fail(field, 'Dieser Wert kann nicht geändert werden.');
  }
}

export function configDefaults(): ConfigValues {
  const values: ConfigValues = {};
  for (const field of CONFIG_FIELDS.values()) values[field.key] = field.default as ConfigValue;
  return values;
}

/** Stored values where they are still valid (a field's rules may have changed), defaults elsewhere. */
export function resolveConfig(stored: Record<string, unknown>): ConfigValues {
  const values = configDefaults();
  for (const field of CONFIG_FIELDS.values()) {
    if (!(field.key in stored)) continue;
    if (field.kind === 'readonly') {
      const raw = stored[field.key];
      values[field.key] = typeof raw === 'string' ? raw : null;
      continue;
    }
    const checked = checkConfigValue(field, stored[field.key]);
    if (checked.ok) values[field.key] = checked.value;
  }
  return values;
}

/** Validates a save: every key must be a known, writable field. Errors are keyed by field. */
export function validateConfigChanges(changes: Record<string, unknown>): { values: ConfigValues; errors: Record<string, string> } {
  const values: ConfigValues = {};
  const errors: Record<string, string> = {};
  for (const [key, raw] of Object.entries(changes)) {
    const field = CONFIG_FIELDS.get(key);
    if (!field) {
      errors[key] = `Unbekannte Einstellung "${key}".`;
      continue;
    }
    const checked = checkConfigValue(field, raw);
    // The staff addresses (issue 33) are a list: each one must be an address.
    const invalid = checked.ok && key === 'notify_new_orders_recipients' ? parseRecipients(String(checked.value)).invalid : [];
    if (invalid.length > 0) errors[key] = `Empfänger für neue Bestellungen: „${invalid[0]}“ ist keine gültige E-Mail-Adresse.`;
    else if (checked.ok) values[key] = checked.value;
    else errors[key] = checked.error;
  }
  return { values, errors };
}

export const PUBLIC_CONFIG_KEYS = CONFIG_SECTIONS.flatMap((section) => section.fields.filter((field) => field.public).map((field) => field.key));

export function publicConfig(values: ConfigValues): ConfigValues {
  return Object.fromEntries(PUBLIC_CONFIG_KEYS.map((key) => [key, values[key]]));
}
