import { type Static, Type } from 'typebox';
import type { ConfigValues } from '../domain/shop-config.js';

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

export interface ConfigFileInfo {
  id: number;
  name: string;
}

export interface ConfigResponse {
  success: true;
  message: string;
  values: ConfigValues;
  /** Names of the files the file fields point at. */
  files: Record<string, ConfigFileInfo | null>;
  updated_at: string | null;
}

export interface PublicConfigResponse {
  success: true;
  config: ConfigValues;
}

export interface ConfigUploadResponse {
  success: true;
  message: string;
  file_id: number;
  name: string;
}
