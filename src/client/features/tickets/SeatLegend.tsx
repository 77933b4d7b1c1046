import type { Seat } from '../../../shared/domain/seats';
import { type LegendKey, legendKeys } from '../../../shared/domain/seat-map-rules';
import type { SeatMapTexts } from './seat-map-texts';

const SWATCH: Record<LegendKey, string> = {
  free: '',
  chosen: ' seat-map__seat--chosen',
  taken: ' seat-map__seat--taken',
  heldBack: ' seat-map__seat--taken seat-map__seat--held',
  wheelchair: ' seat-map__seat--wheelchair',
  companion: ' seat-map__seat--companion',
  blocked: ' seat-map__seat--blocked',
};

/** Every kind of seat this room shows, each with the look it has on the map (issue 51). */
export function SeatLegend({ seats, texts }: { seats: readonly Seat[]; texts: SeatMapTexts }) {
  return (
    <ul className="seat-map__legend" aria-label={texts.legendLabel}>
      {legendKeys(seats).map((key) => (
        <li key={key}>
          <span className={`seat-map__swatch${SWATCH[key]}`} aria-hidden="true">
            {key === 'wheelchair' ? '♿' : ''}
          </span>{' '}
          {texts.legend(key)}
        </li>
      ))}
    </ul>
  );
}
