import type { ReactNode } from 'react';

export const NO_DATA = 'Keine Daten verfügbar';

/** A titled chart card; without data it says so instead of drawing an empty chart. */
export function ChartPanel({ title, empty, label, children }: { title: string; empty: boolean; label: string; children: ReactNode }) {
  return (
    <section className="panel chart-panel" aria-label={title}>
      <h2>{title}</h2>
      {empty ? (
        <p className="chart-panel__empty">{NO_DATA}</p>
      ) : (
        <div className="chart-panel__canvas" role="img" aria-label={label}>
          {children}
        </div>
      )}
    </section>
  );
}
