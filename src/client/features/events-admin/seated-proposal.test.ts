import { describe, expect, it } from 'vitest';
import type { RoomDto } from '../../../shared/api/rooms';
import { seatedRoomProposal } from './seated-proposal';

const room = (rows: Array<{ row: string; seats: number; blocked?: number[] }>, name = 'Aula'): RoomDto =>
  ({ id: 1, name, capacity: 0, location: '', status: 'Available', layout: { rows: rows.length, seatsPerRow: 10 }, plan: rows }) as unknown as RoomDto;
const hall = room([...'ABCDEF'].map((row) => ({ row, seats: row === 'F' ? 9 : 10, ...(row === 'A' ? { blocked: [1, 2] } : {}) })));
const defaults = { capacities: ['100', '100'], boxOffice: '20', taken: [0, 0] };

describe("the event editor proposes the room's seats (issue 51 item 6)", () => {
  it('replaces the default 100 per category by the seats of a seated room, blocked seats left out', () => {
    expect(seatedRoomProposal(defaults, hall, true)).toEqual({
      patch: { capacities: ['19', '18'], boxOffice: '20' },
      note: 'Kontingente auf die 57 Plätze von „Aula“ verteilt – bitte prüfen.',
    });
  });

  it('leaves free seating, an unseated event, fitting quotas and unreadable input alone', () => {
    expect(seatedRoomProposal(defaults, room([]), true)).toBeNull();
    expect(seatedRoomProposal(defaults, hall, false)).toBeNull();
    expect(seatedRoomProposal({ ...defaults, capacities: ['30', '7'] }, hall, true)).toBeNull();
    expect(seatedRoomProposal({ ...defaults, capacities: ['1,5', '7'] }, hall, true)).toBeNull();
    expect(seatedRoomProposal(defaults, undefined, true)).toBeNull();
  });
});
