import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * What a restore found in the (table-less) schema before it began: a failed restore takes away everything
 * else, so the database is as empty as it was and a retry with a good file works (issue 39).
 */
export interface SchemaSnapshot {
  relations: Set<number>;
  functions: Set<number>;
  types: Set<number>;
}

const oids = (rows: Array<{ oid: number }>) => new Set(rows.map((row) => Number(row.oid)));

export async function snapshotSchema(db: Db): Promise<SchemaSnapshot> {
  const [relations, functions, types] = await Promise.all([
    sql<{ oid: number }>`SELECT c.oid::int8 AS oid FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace`.execute(db),
    sql<{ oid: number }>`SELECT p.oid::int8 AS oid FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace`.execute(db),
    sql<{ oid: number }>`SELECT t.oid::int8 AS oid FROM pg_type t WHERE t.typnamespace = current_schema()::regnamespace`.execute(db),
  ]);
  return { relations: oids(relations.rows), functions: oids(functions.rows), types: oids(types.rows) };
}

/** Drops, in one transaction, every table, view, sequence, function and type the snapshot does not name. */
export async function resetSchemaTo(db: Db, before: SchemaSnapshot): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Tables first: their indexes, triggers, owned sequences and row types go with them.
    const relations = await sql<{ oid: number; name: string; kind: string }>`
      SELECT c.oid::int8 AS oid, c.oid::regclass::text AS name, c.relkind AS kind FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      ORDER BY c.relkind IN ('r', 'p') DESC`.execute(trx);
    const dropRelation: Record<string, string> = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE', f: 'FOREIGN TABLE' };
    for (const relation of relations.rows) {
      if (before.relations.has(Number(relation.oid))) continue;
      await sql`DROP ${sql.raw(dropRelation[relation.kind])} IF EXISTS ${sql.raw(relation.name)} CASCADE`.execute(trx);
    }
    const functions = await sql<{ oid: number; signature: string; kind: string }>`
      SELECT p.oid::int8 AS oid, p.oid::regprocedure::text AS signature, p.prokind AS kind FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace`.execute(trx);
    const dropRoutine: Record<string, string> = { f: 'FUNCTION', p: 'PROCEDURE', a: 'AGGREGATE', w: 'FUNCTION' };
    for (const routine of functions.rows) {
      if (before.functions.has(Number(routine.oid))) continue;
      await sql`DROP ${sql.raw(dropRoutine[routine.kind] ?? 'FUNCTION')} IF EXISTS ${sql.raw(routine.signature)} CASCADE`.execute(trx);
    }
    // Enums, domains and composite types of their own; array types go with their element type.
    const types = await sql<{ oid: number; name: string }>`
      SELECT t.oid::int8 AS oid, t.oid::regtype::text AS name FROM pg_type t
      WHERE t.typnamespace = current_schema()::regnamespace AND t.typelem = 0
        AND (t.typtype IN ('e', 'd', 'r', 'm') OR (t.typtype = 'c' AND (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c'))`.execute(trx);
    for (const type of types.rows) {
      if (before.types.has(Number(type.oid))) continue;
      await sql`DROP TYPE IF EXISTS ${sql.raw(type.name)} CASCADE`.execute(trx);
    }
  });
}
