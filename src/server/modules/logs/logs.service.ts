import { LOGS_PAGE_SIZE, type LogsQuery } from '../../../shared/api/logs.js';
import { spanEdge } from '../../../shared/domain/time-span.js';
import type { AppContext } from '../../http/context.js';
import { invalid } from '../../domain-errors.js';
import { countLogs, type LogFilter, listLogs } from './logs.repository.js';

/** pino's numbers for the filter's levels; without one, every stored line (warnings and worse). */
const LEVELS = { warn: 40, error: 50, fatal: 60 } as const;

function filterOf(query: LogsQuery): LogFilter {
  const from = spanEdge(query.from, 'from');
  const to = spanEdge(query.to, 'to');
  if ((query.from && !from) || (query.to && !to)) throw invalid('Bitte gib ein gültiges Datum an.', 'INVALID_DATE');
  const level = query.level ? LEVELS[query.level] : undefined;
  return { minLevel: level ?? 40, maxLevel: level, text: query.text?.trim() || undefined, from, to };
}

export async function logPage(ctx: AppContext, query: LogsQuery) {
  const filter = filterOf(query);
  const page = query.page ?? 1;
  const size = query.pageSize ?? LOGS_PAGE_SIZE;
  const [rows, total] = await Promise.all([listLogs(ctx.db, filter, size, (page - 1) * size), countLogs(ctx.db, filter)]);
  return { lines: rows.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() })), total, page, page_size: size };
}
