import { type Kysely, sql } from 'kysely';

/** Permission keys of spec §6 as a tree: ticking a parent in the role editor ticks its children. */
const permissions: Array<[key: string, name: string, description: string, parent: string | null]> = [
  ['ADMIN', 'Administrator', 'Alle Rechte, jede Prüfung wird bestanden', null],
  ['DASHBOARD_VIEW', 'Dashboard', 'Übersicht mit Kennzahlen sehen', null],
  ['EVENTS_VIEW', 'Events', 'Bereich Events sehen', null],
  ['EVENT_LIST_VIEW', 'Eventliste', 'Liste der Events sehen', 'EVENTS_VIEW'],
  ['EVENTS_LIST_VIEW', 'Eventliste (Menü)', 'Menüeintrag der Eventliste sehen', 'EVENTS_VIEW'],
  ['ORDERS_VIEW', 'Bestellungen', 'Bestellungen auflisten', null],
  ['ORDERS_VIEW_DETAILS', 'Bestelldetails', 'Einzelne Bestellungen mit Kundendaten sehen', 'ORDERS_VIEW'],
  ['PAYPAL_VIEW', 'PayPal', 'Zahlungseinstellungen (Universen) sehen', null],
  ['ROOMS_VIEW', 'Spielstätten', 'Räume und Sitzpläne sehen', null],
  ['MEDIA_VIEW', 'Medien', 'Mediathek sehen', null],
  ['FILES_VIEW', 'Dateien', 'Dateiablage sehen', 'MEDIA_VIEW'],
  ['STATISTICS_VIEW', 'Statistiken', 'Tickets pro Tag und Kategorie sehen', null],
  ['STATISTICS_VIEW_DETAILED', 'Detaillierte Statistiken', 'Alle Auswertungen sehen', 'STATISTICS_VIEW'],
  ['SYSTEM_VIEW', 'System', 'Systembereich sehen', null],
  ['AUDIT_LOG_VIEW', 'Audit Log', 'Audit Log sehen', 'SYSTEM_VIEW'],
  ['LOGS_VIEW', 'Logs', 'Protokolle sehen', 'SYSTEM_VIEW'],
  ['ALERTS_VIEW', 'Alerts', 'Warnungen sehen', 'SYSTEM_VIEW'],
  ['BACKUP_VIEW', 'Backup', 'Sicherungen sehen', 'SYSTEM_VIEW'],
  ['API_MANAGE', 'API Verwaltung', 'API-Zugänge verwalten', 'SYSTEM_VIEW'],
  ['USERS_VIEW', 'Benutzer', 'Benutzer auflisten', null],
  ['USERS_LIST_VIEW', 'Benutzerliste (Menü)', 'Menüeintrag der Benutzerliste sehen', 'USERS_VIEW'],
  ['USERS_ADD', 'Benutzer anlegen', 'Neue Accounts erstellen', 'USERS_VIEW'],
  ['USERS_EDIT', 'Benutzer bearbeiten', 'Accounts ändern, sperren und Rollen zuweisen', 'USERS_VIEW'],
  ['USERS_DELETE', 'Benutzer löschen', 'Accounts löschen', 'USERS_VIEW'],
  ['USERS_ROLES', 'Rollen', 'Rollen und ihre Rechte bearbeiten', 'USERS_VIEW'],
  ['USERS_PERMISSIONS_VIEW', 'Rollen (Menü)', 'Menüeintrag der Rollen sehen', 'USERS_VIEW'],
  ['CONFIGURATION_VIEW', 'Konfiguration', 'Shop-Konfiguration und Info sehen', null],
  ['CONFIGURATION_SITES', 'Seiten', 'Rechtstexte und Seiten bearbeiten', 'CONFIGURATION_VIEW'],
  ['CONFIGURATION_SITES_VIEW', 'Seiten (Menü)', 'Menüeintrag der Seiten sehen', 'CONFIGURATION_VIEW'],
  ['CONFIGURATION_MAIL_VIEW', 'Mails', 'Mailvorlagen und Postausgang sehen', 'CONFIGURATION_VIEW'],
  ['LOCALIZATION_VIEW', 'Localization', 'Übersetzungen sehen', 'CONFIGURATION_VIEW'],
  ['UI_CUSTOMIZE_VIEW', 'UI Customization', 'Darstellung anpassen', 'CONFIGURATION_VIEW'],
  ['SUPPORT_VIEW', 'Support', 'Support-Bereich sehen', null],
];

const roles: Array<[name: string, displayName: string, hierarchy: number, keys: string[]]> = [
  ['admin', 'Administrator', 100, ['ADMIN']],
  [
    'manager',
    'Manager',
    50,
    [
      'DASHBOARD_VIEW', 'EVENTS_VIEW', 'EVENT_LIST_VIEW', 'EVENTS_LIST_VIEW', 'ORDERS_VIEW', 'ORDERS_VIEW_DETAILS',
      'PAYPAL_VIEW', 'ROOMS_VIEW', 'MEDIA_VIEW', 'FILES_VIEW', 'STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED',
      'SUPPORT_VIEW',
    ],
  ],
  [
    'privileged',
    'Privileged User',
    20,
    ['DASHBOARD_VIEW', 'EVENTS_VIEW', 'EVENT_LIST_VIEW', 'EVENTS_LIST_VIEW', 'ORDERS_VIEW', 'STATISTICS_VIEW', 'SUPPORT_VIEW'],
  ],
  ['user', 'User', 10, ['DASHBOARD_VIEW', 'SUPPORT_VIEW']],
];

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Available'))
    .addColumn('seat_rows', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('color_primary', 'text', (c) => c.notNull().defaultTo('1976d2'))
    .addColumn('color_secondary', 'text', (c) => c.notNull().defaultTo('ff9800'))
    .addColumn('premiere_date', 'timestamptz')
    .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('has_seat_selection', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('passages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cast_members', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('location', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('gallery_file_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('performances')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('doors_at', 'timestamptz')
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id').onDelete('set null'))
    .addColumn('box_office_capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('performances_event').on('performances').column('event_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('max_per_order', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('categories_event_name', ['event_id', 'name'])
    .execute();

  // The online quota per performance and category; the row is also the lock that serialises holds.
  await db.schema
    .createTable('quotas')
    .addColumn('performance_id', 'integer', (c) => c.notNull().references('performances.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotas_pk', ['performance_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_key', 'text', (c) => c.references('permissions.key').onDelete('set null'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('hierarchy', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_name', 'text', (c) => c.notNull().references('roles.name').onDelete('cascade').onUpdate('cascade'))
    .addColumn('permission_key', 'text', (c) => c.notNull().references('permissions.key').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_name', 'permission_key'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('surname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_name', 'text', (c) => c.notNull().references('roles.name').onDelete('cascade').onUpdate('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_name'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // Failed sign-ins, by account and by address, for throttling across every server process.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('login_failures_subject').on('login_failures').columns(['subject', 'failed_at']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('site_pages')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db
    .insertInto('permissions')
    .values(permissions.map(([key, name, description, parent_key], sort_order) => ({ key, name, description, parent_key, sort_order })))
    .execute();
  await db
    .insertInto('roles')
    .values(roles.map(([name, display_name, hierarchy]) => ({ name, display_name, hierarchy })))
    .execute();
  await db
    .insertInto('role_permissions')
    .values(roles.flatMap(([role_name, , , keys]) => keys.map((permission_key) => ({ role_name, permission_key }))))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'site_pages', 'settings', 'login_failures', 'sessions', 'user_roles', 'users', 'role_permissions', 'roles',
    'permissions', 'quotas', 'categories', 'performances', 'events', 'rooms', 'files',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
