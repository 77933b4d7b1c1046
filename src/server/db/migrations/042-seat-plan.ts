import { type Kysely, sql } from 'kysely';

/**
 * Issue 46: seated shows.
 *
 * A seat can be held back per performance without an order (for the box office, guests, the jury): a
 * `seat_claims` row with no order and `held_for` saying for whom. The claim's primary key is what already
 * keeps two orders off one seat, so online holds (place_hold inserts claims ON CONFLICT DO NOTHING) cannot
 * take a held-back seat, and a door sale takes one by writing its order into the claim.
 *
 * Seated performances still to come whose box office has tickets left get that many seats held back, the
 * last free seats of the hall first (as a later save of the event would choose them). Rooms keep their
 * stored rows: the richer seat plan only adds optional fields to each row. `rooms.stage` says on which side
 * of the plan the stage is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE seat_claims ALTER COLUMN order_id DROP NOT NULL, ADD COLUMN held_for text,
      ADD CONSTRAINT seat_claims_owner CHECK (order_id IS NOT NULL OR held_for IS NOT NULL)`.execute(db);
  await sql`CREATE INDEX seat_claims_held ON seat_claims (performance_id) WHERE held_for IS NOT NULL`.execute(db);
  await sql`ALTER TABLE rooms ADD COLUMN stage text NOT NULL DEFAULT 'top'`.execute(db);
  await sql`INSERT INTO seat_claims (performance_id, seat, held_for)
      SELECT performance_id, seat, 'box_office' FROM (
        SELECT p.id AS performance_id, (r.value->>'row') || n AS seat, p.box_office_capacity - p.box_office_sold AS wanted,
          row_number() OVER (PARTITION BY p.id ORDER BY r.position DESC, n DESC) AS k
        FROM performances p
        JOIN events e ON e.id = p.event_id AND e.has_seat_selection
        JOIN rooms ro ON ro.id = p.room_id
        CROSS JOIN LATERAL jsonb_array_elements(ro.seat_rows) WITH ORDINALITY r (value, position)
        CROSS JOIN LATERAL generate_series(1, (r.value->>'seats')::int) n
        WHERE p.starts_at > now() AND p.box_office_capacity > p.box_office_sold
          AND NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.performance_id = p.id AND c.seat = (r.value->>'row') || n)
      ) free WHERE k <= wanted`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM seat_claims WHERE order_id IS NULL`.execute(db);
  await sql`ALTER TABLE rooms DROP COLUMN stage`.execute(db);
  await sql`DROP INDEX seat_claims_held`.execute(db);
  await sql`ALTER TABLE seat_claims DROP CONSTRAINT seat_claims_owner, DROP COLUMN held_for, ALTER COLUMN order_id SET NOT NULL`.execute(db);
}
