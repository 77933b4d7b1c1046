import { formatTicketCount } from './format';

/**
 * On a seated performance the seats are the capacity (issue 46): the category quotas and the box office
 * together may not promise more places than the room seats. The German message for the editor, or null.
 */
export function seatedCapacityError(input: { capacities: readonly number[]; boxOffice: number; seats: number; room: string; when: string }): string | null {
  const quotas = input.capacities.reduce((sum, capacity) => sum + capacity, 0);
  const total = quotas + input.boxOffice;
  if (total <= input.seats) return null;
  return (
    `Am ${input.when} hat „${input.room}“ nur ${input.seats === 1 ? '1 Platz' : `${input.seats} Plätze`}, ` +
    `die Kontingente (${formatTicketCount(quotas)}) und die Abendkasse (${input.boxOffice}) ergeben aber ${total}. ` +
    `Bitte verteile höchstens ${input.seats} Plätze.`
  );
}

/**
 * Every date whose quotas do not fit the room, in one message (issue 51 item 6: the editor named only the
 * first, so staff fixed one date and met the next refusal). Null when all fit.
 */
export function seatedCapacityErrors(messages: ReadonlyArray<string | null>): string | null {
  const failing = messages.filter((message): message is string => message !== null);
  if (failing.length <= 1) return failing[0] ?? null;
  return `An ${failing.length} Terminen reichen die Plätze nicht. ${failing.join(' ')}`;
}

/**
 * The quotas the editor proposes when a seated room is chosen (issue 51 item 6: the default of 100 per
 * category always failed): the room's seats, the box office's share first (as far as it fits), the rest
 * split evenly over the categories, the first ones taking the remainder. A category keeps what it has
 * sold or holds; null when the current quotas already fit.
 */
export function proposedSeatedQuotas(input: { seats: number; capacities: readonly number[]; boxOffice: number; taken: readonly number[] }): {
  capacities: number[];
  boxOffice: number;
} | null {
  const total = input.capacities.reduce((sum, capacity) => sum + capacity, 0) + input.boxOffice;
  if (total <= input.seats) return null;
  const count = input.capacities.length;
  const takenSum = input.taken.reduce((sum, n) => sum + n, 0);
  const boxOffice = Math.max(0, Math.min(input.boxOffice, input.seats - takenSum));
  const online = Math.max(0, input.seats - boxOffice);
  if (count === 0) return { capacities: [], boxOffice };
  // What is sold stays; each further seat goes to the smallest quota, so the split is as even as it can be.
  const capacities = input.capacities.map((_, index) => input.taken[index] ?? 0);
  for (let left = online - takenSum; left > 0; left--) {
    const smallest = capacities.indexOf(Math.min(...capacities));
    capacities[smallest] += 1;
  }
  return { capacities, boxOffice };
}
