import type { Kysely } from 'kysely';

/**
 * Sized AVIF and WebP copies of uploaded pictures (issue 14): the shop serves these with `srcset`,
 * the back office keeps the original in `files`. Copies go with their file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image_variants')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variants_pkey', ['file_id', 'format', 'width'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_variants').execute();
}
