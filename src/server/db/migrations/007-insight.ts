import { type Kysely, sql } from 'kysely';
import { addPermissionKeys, type PermissionRow } from './permission-keys.js';
import { createStatisticsSummaries, dropStatisticsSummaries } from './007-insight.stats.js';
import { confirmationV1, confirmationV2, ticketsTemplate } from './007-insight.texts.js';

/** Keys for the back office's configuration, pages, mail templates and outbox (issue 6). */
const permissions: PermissionRow[] = [
  ['CONFIGURATION_EDIT', 'Konfiguration bearbeiten', 'Shop-Konfiguration speichern (auch Wartungsmodus)', 'CONFIGURATION_VIEW'],
  ['CONFIGURATION_SITES_EDIT', 'Seiten bearbeiten', 'Impressum, Datenschutz, AGB und weitere Seiten speichern', 'CONFIGURATION_VIEW'],
  ['MAIL_TEMPLATES_VIEW', 'Mailvorlagen', 'Mailvorlagen sehen', 'CONFIGURATION_MAIL_VIEW'],
  ['MAIL_TEMPLATES_EDIT', 'Mailvorlagen bearbeiten', 'Mailvorlagen anlegen, ändern, aktivieren und löschen', 'CONFIGURATION_MAIL_VIEW'],
  ['MAIL_RESEND', 'Mails erneut senden', 'Gesendete oder fehlgeschlagene Mails erneut senden', 'CONFIGURATION_MAIL_VIEW'],
];

/** The manager runs the shop's texts and mails; saving the configuration stays with admins. */
const managerKeys = [
  'CONFIGURATION_VIEW',
  'CONFIGURATION_SITES',
  'CONFIGURATION_SITES_VIEW',
  'CONFIGURATION_SITES_EDIT',
  'CONFIGURATION_MAIL_VIEW',
  'MAIL_TEMPLATES_VIEW',
  'MAIL_TEMPLATES_EDIT',
  'MAIL_RESEND',
];

export async function up(db: Kysely<any>): Promise<void> {
  await addPermissionKeys(db, permissions, [['manager', managerKeys]]);

  // A template serves one purpose; the one active template of a purpose is the one mails use.
  await db.schema.alterTable('mail_templates').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('order_confirmation')).execute();
  await sql`update mail_templates set purpose = 'order_confirmation'`.execute(db);
  await sql`create unique index mail_templates_one_active on mail_templates (purpose) where status = 'active'`.execute(db);
  await db
    .updateTable('mail_templates')
    .set({ subject: confirmationV2.subject, content: confirmationV2.content })
    .where('name', '=', confirmationV1.name)
    .where('content', '=', confirmationV1.content)
    .where('subject', '=', confirmationV1.subject)
    .execute();
  await db.insertInto('mail_templates').values(ticketsTemplate).onConflict((oc) => oc.column('name').doNothing()).execute();

  // Statistics read hourly sums kept by triggers; the newest paid orders and the top donations by index.
  await createStatisticsSummaries(db);
  await sql`create index orders_captured_created on orders (created_at) where status = 'CAPTURED'`.execute(db);
  await sql`create index orders_captured_donation on orders (donation_cents desc) where status = 'CAPTURED' and donation_cents > 0`.execute(db);
  await db.schema.createIndex('performances_starts').on('performances').column('starts_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('performances_starts').execute();
  await db.schema.dropIndex('orders_captured_donation').execute();
  await db.schema.dropIndex('orders_captured_created').execute();
  await dropStatisticsSummaries(db);
  await db.deleteFrom('mail_templates').where('name', '=', ticketsTemplate.name).execute();
  await sql`drop index mail_templates_one_active`.execute(db);
  await db.schema.alterTable('mail_templates').dropColumn('purpose').execute();
  await db.deleteFrom('permissions').where('key', 'in', permissions.map(([key]) => key)).execute();
}
