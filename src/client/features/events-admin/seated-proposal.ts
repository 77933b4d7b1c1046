import type { RoomDto } from '../../../shared/api/rooms';
import { layoutRows } from '../../../shared/domain/seat-layout';
import { proposedSeatedQuotas } from '../../../shared/domain/seated-capacity';
import { sellableSeatCount } from '../../../shared/domain/seats';
import type { PerformanceForm } from './event-form';

/** The seats a room sells: its drawn plan, else rows × seats; 0 for free seating. */
export const roomSeats = (room: RoomDto) => sellableSeatCount(room.plan ?? layoutRows(room.layout.rows, room.layout.seatsPerRow));

/**
 * A seated room chosen for a seated event's performance (issue 51 item 6): when its quotas (100 per category
 * by default) do not fit the seats, the editor fills in the room's seats instead and says so. Null when
 * nothing changes (free seating, quotas that fit, or typed quotas it cannot read).
 */
export function seatedRoomProposal(
  performance: Pick<PerformanceForm, 'capacities' | 'boxOffice' | 'taken'>,
  room: RoomDto | undefined,
  hasSeatSelection: boolean,
): { patch: Pick<PerformanceForm, 'capacities' | 'boxOffice'>; note: string } | null {
  if (!room || !hasSeatSelection) return null;
  const seats = roomSeats(room);
  const capacities = performance.capacities.map((text) => Number(text || 0));
  const boxOffice = Number(performance.boxOffice || 0);
  if (seats === 0 || capacities.some((n) => !Number.isInteger(n) || n < 0) || !Number.isInteger(boxOffice) || boxOffice < 0) return null;
  const proposal = proposedSeatedQuotas({ seats, capacities, boxOffice, taken: performance.taken });
  if (!proposal) return null;
  return {
    patch: { capacities: proposal.capacities.map(String), boxOffice: String(proposal.boxOffice) },
    note: `Kontingente auf die ${seats} Plätze von „${room.name}“ verteilt – bitte prüfen.`,
  };
}
