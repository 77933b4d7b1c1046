/** Spec §9 table page sizes and default. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface Paging {
  page: number;
  pageSize: number;
  pageCount: number;
  /** Index of the first row on the page. */
  start: number;
}

const positiveInteger = (raw: string | null | undefined): number | undefined =>
  raw != null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

/**
 * Spec §5 paging: page and pageSize from the URL must be positive integers (and the size one of the
 * offered sizes), else page 1 and size 10; the page is clamped to the last page.
 */
export function resolvePaging(rawPage: string | null | undefined, rawSize: string | null | undefined, total: number): Paging {
  let page = positiveInteger(rawPage ?? '1');
  let pageSize = positiveInteger(rawSize ?? String(DEFAULT_PAGE_SIZE));
  if (page === undefined || pageSize === undefined || !(PAGE_SIZES as readonly number[]).includes(pageSize)) {
    page = 1;
    pageSize = DEFAULT_PAGE_SIZE;
  }
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  page = Math.min(page, pageCount);
  return { page, pageSize, pageCount, start: (page - 1) * pageSize };
}

export function pageRows<T>(rows: readonly T[], paging: Paging): T[] {
  return rows.slice(paging.start, paging.start + paging.pageSize);
}
