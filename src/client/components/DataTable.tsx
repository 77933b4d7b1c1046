import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, pageRows, resolvePaging } from '../../shared/domain/paging';
import './data-table.css';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Put on the column's header and cells, e.g. to leave a secondary column out on a tablet. */
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty?: string;
  /** Server paging: `rows` is already the page the URL names, out of `total` rows. */
  total?: number;
}

/** The one table of the back office; spec §2: page and pageSize live in the URL query. */
export function DataTable<T>({ caption, columns, rows, rowKey, empty = 'Keine Einträge', total }: DataTableProps<T>) {
  const [params, setParams] = useSearchParams();
  const paging = resolvePaging(params.get('page'), params.get('pageSize'), total ?? rows.length);
  const visible = total === undefined ? pageRows(rows, paging) : rows;

  const go = (page: number, pageSize = paging.pageSize) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    next.set('pageSize', String(pageSize));
    setParams(next);
  };

  return (
    <div className="data-table">
      <div className="data-table__scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="data-table__empty">
                  {empty}
                </td>
              </tr>
            )}
            {visible.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="data-table__paging" aria-label={`Seiten: ${caption}`}>
        <button type="button" className="button button--ghost" disabled={paging.page <= 1} onClick={() => go(paging.page - 1)}>
          Zurück
        </button>
        <span aria-live="polite">
          Seite {paging.page} von {paging.pageCount}
        </span>
        <button type="button" className="button button--ghost" disabled={paging.page >= paging.pageCount} onClick={() => go(paging.page + 1)}>
          Weiter
        </button>
        <label className="data-table__size">
          <span>Einträge pro Seite</span>
          <select value={paging.pageSize} onChange={(event) => go(1, Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  );
}
