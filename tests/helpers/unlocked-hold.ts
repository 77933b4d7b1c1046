import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';

/**
 * The oversell tests' control: replaces `place_hold` in this test's database (never the shop's code) with a
 * variant that decides on free places it read beforehand instead of the newest version of the locked quota
 * row, and sleeps a moment in between so concurrent holds interleave. Built from the live definition, so
 * the rest of the statement stays the shop's; it throws when that definition no longer has the expected
 * shape, rather than testing something else.
 */
export async function installUnlockedHold(db: Db): Promise<void> {
  const { rows } = await sql<{ definition: string }>`
    SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc p WHERE p.proname = 'place_hold'`.execute(db);
  if (rows.length !== 1) throw new Error(`expected one place_hold, found ${rows.length}`);
  const replacements: [string, string][] = [
    // Read the free places first, then give other holds the time to commit theirs.
    [
      'BEGIN\n',
      `DECLARE stale jsonb;
BEGIN
  SELECT jsonb_object_agg(q.performance_id || ':' || q.category_id, q.capacity - q.sold - q.held) INTO stale FROM quotas q;
  PERFORM pg_sleep(0.002);
`,
    ],
    // The early refusal reads the newest counts: off, as the stale numbers decide.
    ['WHERE q.capacity - q.sold - q.held < w.n ORDER BY q.performance_id, q.category_id LIMIT 1;\n  IF short', 'WHERE false LIMIT 1;\n  IF short'],
    ['AND q.capacity - q.sold - q.held >= w.n', "AND coalesce((stale->>(w.performance_id || ':' || w.category_id))::int, 0) >= w.n"],
  ];
  let definition = rows[0].definition;
  for (const [from, to] of replacements) {
    if (!definition.includes(from)) throw new Error(`place_hold no longer contains: ${from}`);
    definition = definition.replace(from, to);
  }
  await sql.raw(definition).execute(db);
}
