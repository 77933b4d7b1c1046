import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SigningKey } from './signing-keys.js';
import { drawTicketIds, insertTickets } from './issue-tickets.repository.js';
import { signTicket } from './ticket-signer.js';

interface Item {
  id: number;
  performance_id: number;
  category_id: number;
  seat: string | null;
  quantity: number;
}

/** One ticket per admitted person, each with its signed code; ids are drawn first since the code names them. */
export async function issueTickets(trx: Transaction<Database>, orderId: number, items: Item[], key: SigningKey): Promise<number> {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  if (count === 0) return 0;
  const pool = await drawTicketIds(trx, count);
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => {
      const id = pool.shift() as number;
      const code = signTicket({ ticketId: id, performanceId: item.performance_id, categoryId: item.category_id }, key);
      return {
        id,
        order_id: orderId,
        order_item_id: item.id,
        performance_id: item.performance_id,
        category_id: item.category_id,
        seat: item.seat,
        key_id: key.id,
        code,
      };
    }),
  );
  await insertTickets(trx, rows);
  return rows.length;
}
