/**
 * What a server's database committed (issue 55): pg_stat_database's xact_commit and the orders written,
 * read beside the server, so a run's commits per hold are the difference of two readings. A backend
 * reports its counts at most once a second while busy and when it ends; the second reading is taken after
 * the server stopped, so every commit of the run is in it (and the server's own background work, a few a
 * second: the figure is an upper bound).
 */
import pg from 'pg';

export interface Counters {
  commits: number;
  orders: number;
  /** Places of the quota held or sold, by the order items (not the counters the shop keeps). */
  taken: number;
}

export async function readCounters(url: string, quota: { performanceId: number; categoryId: number }): Promise<Counters> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ commits: string; orders: string; taken: string }>(
      `SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS commits,
        (SELECT count(*) FROM orders) AS orders,
        (SELECT coalesce(sum(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.performance_id = $1 AND i.category_id = $2 AND o.status IN ('CREATED', 'CAPTURED')) AS taken`,
      [quota.performanceId, quota.categoryId],
    );
    return { commits: Number(rows[0].commits), orders: Number(rows[0].orders), taken: Number(rows[0].taken) };
  } finally {
    await client.end();
  }
}
