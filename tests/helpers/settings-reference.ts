/**
 * The settings of the back office's configuration page as Markdown tables, for the operator guide's
 * reference (docs/betrieb.md). tests/server/docs.test.ts checks that every row is in the guide; after a
 * setting was added or changed, print the tables and paste them:  npx tsx tests/helpers/settings-reference.ts
 */
import { CONFIG_SECTIONS, type ConfigField, type Option } from '../../src/shared/domain/shop-config-fields';

const decimal = (value: number) => String(value).replace('.', ',');
const labelOf = (options: readonly Option[], value: string) => options.find(([key]) => key === value)?.[1] ?? value;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The default of a setting as the guide shows it. */
export function settingDefault(field: ConfigField): string {
  switch (field.kind) {
    case 'boolean':
      return field.default ? 'an' : 'aus';
    case 'number':
      return `${decimal(field.default)} (${decimal(field.min)}–${decimal(field.max)})`;
    case 'select':
      return labelOf(field.options, field.default);
    case 'multiselect':
      return field.default.length ? field.default.map((value) => labelOf(field.options, value)).join(', ') : '–';
    case 'json':
      return field.default.length ? field.default.map((row) => Object.values(row).join(' ')).join('; ') : 'leer';
    case 'file':
      return 'keine Datei';
    case 'readonly':
      return 'schreibt der Shop';
    default:
      if (field.default === '') return 'leer';
      return field.default.length > 60 ? `„${field.default.slice(0, 57)}…“` : `„${field.default}“`;
  }
}

/** One row per setting: `| label | default |`, the start of its row in the guide. */
export function settingRowStart(field: ConfigField): string {
  return `| ${cell(field.label)} | ${cell(settingDefault(field))} |`;
}

export function settingsReference(): string {
  return CONFIG_SECTIONS.map((section) =>
    [
      `#### ${section.title}`,
      '',
      '| Einstellung | Standard | Hinweis |',
      '| --- | --- | --- |',
      ...section.fields.map((field) => `${settingRowStart(field)} ${cell(field.help ?? '')} |`),
    ].join('\n'),
  ).join('\n\n');
}

if (process.argv[1]?.endsWith('settings-reference.ts')) console.log(settingsReference());
