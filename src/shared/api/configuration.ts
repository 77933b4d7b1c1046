import { type Static, Type } from 'typebox';
import type { ConfigValues as ConfigValuesType } from '../domain/shop-config.js';
import { PublicLanguages } from './localization.js';

/** The shop's settings by key (shared/domain/shop-config-fields names them all). */
const ConfigValues = Type.Unsafe<ConfigValuesType>(Type.Record(Type.String(), Type.Unknown(), { description: 'Einstellungen nach Schlüssel' }));

/** config/save.php: the changed fields by key; the catalogue (shared/domain/shop-config-fields) checks them. */
export const ConfigSaveRequest = Type.Object({ values: Type.Record(Type.String({ maxLength: 60 }), Type.Unknown()) });
export type ConfigSaveRequest = Static<typeof ConfigSaveRequest>;

/** config/upload.php: a text file (SVG logo, CSS, JavaScript) for one of the file fields. */
export const ConfigUploadRequest = Type.Object({
  key: Type.String({ maxLength: 60 }),
  filename: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ minLength: 1, maxLength: 400_000 }),
});
export type ConfigUploadRequest = Static<typeof ConfigUploadRequest>;

export const ConfigFileInfo = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ConfigFileInfo = Static<typeof ConfigFileInfo>;

export const ConfigResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  values: ConfigValues,
  /** Names of the files the file fields point at. */
  files: Type.Record(Type.String(), Type.Union([ConfigFileInfo, Type.Null()])),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type ConfigResponse = Static<typeof ConfigResponse>;

/**
 * The settings of the "UI Customization" page (issue 31). Someone holding UI_CUSTOMIZE_VIEW without
 * CONFIGURATION_VIEW reads only these from config/get.php (issue 51: the page's own key could not load it).
 */
export const UI_CONFIG_KEYS = [
  'shop_name',
  'shop_slogan',
  'color_primary',
  'color_secondary',
  'color_background',
  'logo_file_id',
  'start_page_layout',
] as const;

/** `languages` (issue 53 item 7): what the shop's pages offer and the school's own wording of catalog texts. */
export const PublicConfigResponse = Type.Object({ success: Type.Literal(true), config: ConfigValues, languages: PublicLanguages });
export type PublicConfigResponse = Static<typeof PublicConfigResponse>;

export const ConfigUploadResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), file_id: Type.Integer(), name: Type.String() });
export type ConfigUploadResponse = Static<typeof ConfigUploadResponse>;
