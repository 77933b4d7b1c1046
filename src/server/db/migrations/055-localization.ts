import { type Kysely, sql } from 'kysely';
import { addPermissionKeys, type PermissionRow } from './permission-keys.js';

/**
 * Issue 53 item 7, the "Localization" page: LOCALIZATION_VIEW (since 001) reads it, LOCALIZATION_EDIT saves
 * which languages the shop offers, its default language and the school's own wording of catalog texts. The
 * manager runs the shop's texts and mails (007), so the manager gets both.
 *
 * The languages are two settings of the spec's names (`default_language`, `supported_languages`, removed by
 * 034 while the shop spoke German only; without a row every language is offered, German the default). The
 * school's wording is a table: one text per language and catalog key, laid over the catalog for visitors.
 * Neither the language nor the key is checked here: a catalog key that goes away, or a language, just
 * leaves a row that nothing shows.
 */
const permissions: PermissionRow[] = [
  ['LOCALIZATION_EDIT', 'Localization bearbeiten', 'Sprachen des Shops und eigene Formulierungen der Shop-Texte speichern', 'CONFIGURATION_VIEW'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('text_overrides')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('text_overrides_pkey', ['language', 'key'])
    .execute();
  await addPermissionKeys(db, permissions, [['manager', ['LOCALIZATION_VIEW', 'LOCALIZATION_EDIT']]]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_permissions').where('permission_key', '=', 'LOCALIZATION_EDIT').execute();
  await db.deleteFrom('role_permissions').where('role_name', '=', 'manager').where('permission_key', '=', 'LOCALIZATION_VIEW').execute();
  await db.deleteFrom('permissions').where('key', '=', 'LOCALIZATION_EDIT').execute();
  await db.deleteFrom('settings').where('key', 'in', ['default_language', 'supported_languages']).execute();
  await db.schema.dropTable('text_overrides').execute();
}
