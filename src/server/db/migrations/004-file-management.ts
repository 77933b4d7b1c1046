import type { Kysely } from 'kysely';

/**
 * FILES_VIEW lets staff look at the file explorer; changing files (upload, rename, delete) gets its own
 * key so a role can browse without being able to remove an event's poster.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const last = await db.selectFrom('permissions').select(({ fn }) => fn.max('sort_order').as('max')).executeTakeFirst();
  await db
    .insertInto('permissions')
    .values({
      key: 'FILES_EDIT',
      name: 'Dateien bearbeiten',
      description: 'Dateien hochladen, umbenennen, verschieben und löschen',
      parent_key: 'FILES_VIEW',
      sort_order: Number(last?.max ?? 0) + 1,
    })
    .execute();
  const holders = await db.selectFrom('role_permissions').select('role_name').where('permission_key', '=', 'FILES_VIEW').execute();
  if (holders.length) {
    await db
      .insertInto('role_permissions')
      .values(holders.map((row) => ({ role_name: row.role_name, permission_key: 'FILES_EDIT' })))
      .execute();
  }
  await db.schema.createIndex('files_folder').on('files').columns(['folder', 'name']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('files_folder').execute();
  await db.deleteFrom('permissions').where('key', '=', 'FILES_EDIT').execute();
}
