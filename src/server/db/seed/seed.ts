import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { berlinDay, berlinInstant } from '../../../shared/domain/berlin-time.js';
import { writeAnnounced } from '../change-feed.js';
import type { Db } from '../database.js';
import { attachArtwork } from './posters.js';
import { BOX_OFFICE_CAPACITY, categories, firstMusical, musicalFacts, schoolHall, schoolSettings, secondMusical } from './demo-content.js';

export interface SeedOptions {
  /** argon2id over the SHA-256 hex of the admin password. */
  adminPasswordHash: string;
  demoMode: boolean;
  now: Date;
}

type Musical = typeof firstMusical | typeof secondMusical;

async function insertMusical(db: Db, musical: Musical, roomId: number, visible: boolean): Promise<number> {
  const first = musical.performances[0];
  const event = await db
    .insertInto('events')
    .values({
      name: musical.name,
      title: musical.title,
      description: musical.description,
      color_primary: musical.colors[0],
      color_secondary: musical.colors[1],
      premiere_date: berlinInstant(first.day, first.time),
      visible,
      has_seat_selection: false,
      passages: JSON.stringify(musical.passages),
      cast_members: JSON.stringify(musical.cast),
      location: JSON.stringify(schoolHall),
      ...musicalFacts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('categories')
    .values(categories.map((category, sort_order) => ({ event_id: event.id, name: category.name, price_cents: category.price_cents, sort_order })))
    .execute();
  for (const performance of musical.performances) {
    await addPerformance(db, event.id, roomId, performance.day, performance.time, performance.doors);
  }
  await attachArtwork(db, event.id, musical.name, { title: musical.title, subtitle: 'Das Musical der Musical-AG', colors: musical.colors });
  return event.id;
}

async function addPerformance(db: Db, eventId: number, roomId: number | null, day: string, time: string, doors: string) {
  const performance = await db
    .insertInto('performances')
    .values({
      event_id: eventId,
      starts_at: berlinInstant(day, time),
      doors_at: berlinInstant(day, doors),
      room_id: roomId,
      box_office_capacity: BOX_OFFICE_CAPACITY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const eventCategories = await db.selectFrom('categories').select(['id', 'name']).where('event_id', '=', eventId).execute();
  await db
    .insertInto('quotas')
    .values(
      eventCategories.map((category) => ({
        performance_id: performance.id,
        category_id: category.id,
        capacity: categories.find((c) => c.name === category.name)?.capacity ?? 50,
      })),
    )
    .execute();
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** Fills an empty database: rooms, the two musicals of spec §1, and the first admin account. */
export async function seedEmptyDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const hall = await trx
      .insertInto('rooms')
      .values({ name: 'Aula', address: schoolHall.address ?? '', capacity: 300, seat_rows: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rooms')
      .values({
        name: 'Studiobühne',
        address: schoolHall.address ?? '',
        capacity: 10,
        seat_rows: JSON.stringify([
          { row: 'A', seats: 5 },
          { row: 'B', seats: 5 },
        ]),
      })
      .execute();
    // The first musical is over; the second stays visible as the shop's event.
    await insertMusical(trx, firstMusical, hall.id, false);
    await insertMusical(trx, secondMusical, hall.id, true);

    const admin = await trx
      .insertInto('users')
      .values({ username: 'admin', name: 'Admin', surname: 'Schule', mail: '', password_hash: options.adminPasswordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: admin.id, role_name: 'admin' }).execute();
    // The demo school's colours and contact; a real shop sets its own in the configuration.
    await trx
      .insertInto('settings')
      .values(Object.entries(schoolSettings).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  });
  if (options.demoMode) await ensureDemoPerformance(db, options.now);
}

/**
 * Demo mode: both spec musicals lie in the past, so the shop keeps one performance of 'musical'
 * three weeks ahead, letting a newcomer walk the whole purchase path.
 */
export async function ensureDemoPerformance(db: Db, now: Date): Promise<void> {
  const event = await db.selectFrom('events').select('id').where('name', '=', secondMusical.name).executeTakeFirst();
  if (!event) return;
  const upcoming = await db
    .selectFrom('performances')
    .select('id')
    .where('event_id', '=', event.id)
    .where('starts_at', '>', sql<Date>`${now}`)
    .executeTakeFirst();
  if (upcoming) return;
  const hall = await db.selectFrom('rooms').select('id').where('name', '=', 'Aula').executeTakeFirst();
  const day = berlinDay(new Date(now.getTime() + 21 * 24 * 60 * 60 * 1000));
  // Processes already running on this PostgreSQL database keep a catalog cache: they hear of the new show.
  await writeAnnounced(db, ['catalog'], (trx) => addPerformance(trx, event.id, hall?.id ?? null, day, '19:00', '18:30'));
}

/** A readable random password for the first admin when ADMIN_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
