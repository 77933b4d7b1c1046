import { type ReactNode, useId } from 'react';

export const NO_DATA = 'Keine Daten verfügbar';

/** What a chart draws, as a table: the text a screen reader reads instead of the canvas (issue 41). */
export interface ChartData {
  /** Names the table, e.g. 'Umsatz der letzten 14 Tage'. */
  caption: string;
  labelHeader: string;
  valueHeader: string;
  labels: readonly string[];
  values: readonly number[];
  /** Appended to each value, e.g. ' €'. */
  unit?: string;
}

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/**
 * A titled chart card; without data it says so instead of drawing an empty chart. The canvas is hidden from
 * assistive technology (chart.js gives it role="img" with no name); a visually hidden table carries its data.
 */
export function ChartPanel({ title, empty, data, children }: { title: string; empty: boolean; data: ChartData; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="panel chart-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {empty ? (
        <p className="chart-panel__empty">{NO_DATA}</p>
      ) : (
        <>
          <div className="chart-panel__canvas" aria-hidden="true">
            {children}
          </div>
          {/* Hidden around the table: a table is never narrower than its content, even at width 1px. */}
          <div className="visually-hidden">
            <table>
              <caption>{data.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{data.labelHeader}</th>
                  <th scope="col">{data.valueHeader}</th>
                </tr>
              </thead>
              <tbody>
                {data.labels.map((label, index) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>
                      {number.format(data.values[index] ?? 0)}
                      {data.unit ?? ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
