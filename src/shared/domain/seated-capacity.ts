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
