/**
 * The database's disk (or the server's) is full: PostgreSQL's SQLSTATE 53100 disk_full and the general
 * 53000 insufficient_resources, a file write's ENOSPC, or PostgreSQL's "could not write … No space left".
 */
export function isDiskFull(error: { code?: unknown; message?: string }): boolean {
  const code = String(error.code ?? '');
  return code === '53100' || code === '53000' || code === 'ENOSPC' || /No space left on device/i.test(error.message ?? '');
}
