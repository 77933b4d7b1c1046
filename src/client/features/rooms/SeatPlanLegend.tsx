/**
 * What the editor's seat squares mean (issue 51 item 6): each kind drawn with the plan's own classes, so the
 * legend cannot drift from the plan. The samples are pictures, the words say it.
 */
const KINDS: Array<{ kind: string; sign: string; text: string }> = [
  { kind: 'seat', sign: '1', text: 'Normaler Platz (mit Nummer)' },
  { kind: 'wheelchair', sign: '♿', text: 'Rollstuhlplatz' },
  { kind: 'companion', sign: '2', text: 'Begleitplatz (gestrichelt)' },
  { kind: 'blocked', sign: '×', text: 'Gesperrt, wird nicht verkauft' },
];

export function SeatPlanLegend() {
  return (
    <ul className="seat-editor__legend" aria-label="Legende">
      {KINDS.map((item) => (
        <li key={item.kind}>
          <span className={`seat-editor__seat seat-editor__seat--${item.kind}`} aria-hidden="true">
            {item.sign}
          </span>
          {item.text}
        </li>
      ))}
      <li>
        <span className="seat-editor__gap" aria-hidden="true">
          <span className="seat-editor__seat">3</span>
          <span className="seat-editor__seat">4</span>
        </span>
        Lücke: Gang nach dem Platz
      </li>
    </ul>
  );
}
