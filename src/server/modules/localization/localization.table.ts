import type { CreatedAt } from '../../db/column-types.js';

/** Table types of the localization module (migration 055); db/schema.ts lists them in `Database`. */
export interface TextOverridesTable {
  language: string;
  key: string;
  text: string;
  updated_at: CreatedAt;
  updated_by: number | null;
}
