import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** Table types of the files module for Kysely; db/schema.ts lists them in `Database`. */
export interface FilesTable {
  id: Generated<number>;
  name: string;
  folder: Generated<string>;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Sized AVIF/WebP copies of an uploaded picture (migration 014). */
export interface ImageVariantsTable {
  file_id: number;
  format: string;
  width: number;
  height: number;
  version: string;
  size: number;
  data: Uint8Array;
}
