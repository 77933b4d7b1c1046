import type { Db } from '../../db/database.js';

export interface NewLogLine {
  at: Date;
  level: number;
  msg: string;
  req_id: string | null;
  pid: number | null;
  /** JSON text. */
  details: string;
}

export async function insertLogLines(db: Db, lines: NewLogLine[]): Promise<void> {
  if (lines.length) await db.insertInto('server_logs').values(lines).execute();
}

export async function pruneLogs(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('server_logs').where('at', '<', before).execute();
}

export interface LogFilter {
  minLevel?: number;
  maxLevel?: number;
  text?: string;
  from?: Date;
  to?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtered(db: Db, filter: LogFilter) {
  let query = db.selectFrom('server_logs');
  if (filter.minLevel) query = query.where('level', '>=', filter.minLevel);
  if (filter.maxLevel) query = query.where('level', '<=', filter.maxLevel);
  if (filter.text) {
    const like = `%${escapeLike(filter.text)}%`;
    // The text is looked for in the message, the request id and the line's other fields.
    query = query.where((eb) => eb.or([eb('msg', 'ilike', like), eb('req_id', 'ilike', like), eb(eb.cast('details', 'text'), 'ilike', like)]));
  }
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  return query;
}

export function listLogs(db: Db, filter: LogFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select(['id', 'at', 'level', 'msg', 'req_id', 'details'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countLogs(db: Db, filter: LogFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
