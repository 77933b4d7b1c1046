/**
 * A backup file is gzip-compressed text, one line per record. Lines starting with `#` carry JSON about the
 * file (header, table start, sequences, end); every other line is one table row as PostgreSQL's own
 * `to_jsonb` renders it, passed through untouched, so no value takes a detour through JavaScript types.
 *
 *   #{"format":"musical-tickets-backup","version":1,"created_at":…,"migrations":[…],"tables":[…]}
 *   #{"table":"files","rows":2}
 *   {"id":1,"name":"logo.svg","data":"\\x3c737667…",…}
 *   …
 *   #{"sequences":[{"name":"files_id_seq","startValue":1,"lastValue":2},…]}
 *   #{"end":true}
 */
export const BACKUP_FORMAT = 'musical-tickets-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  /** The applied migrations: restore builds the same schema before it loads the rows. */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
}

export const metaLine = (value: object) => `#${JSON.stringify(value)}\n`;
