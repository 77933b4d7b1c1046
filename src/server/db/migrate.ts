import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database.js';
import { applyFunctions } from './repeatable.js';
import * as foundation from './migrations/001-foundation.js';
import * as sitePages from './migrations/002-site-pages.js';
import * as orders from './migrations/003-orders.js';
import * as fileManagement from './migrations/004-file-management.js';
import * as checkin from './migrations/005-checkin.js';
import * as operations from './migrations/006-operations.js';
import * as insight from './migrations/007-insight.js';
import * as holdLimit from './migrations/008-hold-limit.js';
import * as captureRecovery from './migrations/009-capture-recovery.js';
import * as holdAddress from './migrations/010-hold-address.js';
import * as anyEvent from './migrations/011-any-event.js';
import * as quotaCounters from './migrations/012-quota-counters.js';
import * as mailOutboxData from './migrations/013-mail-outbox-data.js';
import * as imageVariants from './migrations/014-image-variants.js';
import * as holdFunction from './migrations/015-hold-function.js';
import * as settleFunction from './migrations/016-settle-function.js';
import * as lighterHold from './migrations/017-lighter-hold.js';
import * as holdAnswersId from './migrations/018-hold-answers-id.js';
import * as alertsAudit from './migrations/019-alerts-audit.js';
import * as paypalTruth from './migrations/020-paypal-truth.js';
import * as mailClaimant from './migrations/021-mail-claimant.js';
import * as auditLogs from './migrations/024-audit-logs.js';
import * as officeAccess from './migrations/025-office-access.js';
import * as backups from './migrations/026-backups.js';
import * as eventVoice from './migrations/027-event-voice.js';
import * as coupons from './migrations/028-coupons.js';
import * as reentry from './migrations/029-reentry.js';
import * as reminders from './migrations/030-reminders.js';
import * as staffNotices from './migrations/030-staff-notices.js';
import * as ticketReturns from './migrations/031-ticket-returns.js';
import * as configTruth from './migrations/032-config-truth.js';
import * as freeOrderMails from './migrations/033-free-order-mails.js';
import * as languageSettings from './migrations/034-language-settings.js';
import * as ticketTransfer from './migrations/034-ticket-transfer.js';
import * as ticketCancel from './migrations/035-ticket-cancel.js';
import * as moneyKept from './migrations/037-money-kept.js';
import * as holdWithoutTestHook from './migrations/038-hold-without-test-hook.js';
import * as waitingList from './migrations/039-waiting-list.js';
import * as reservations from './migrations/041-reservations.js';
import * as seatPlan from './migrations/042-seat-plan.js';
import * as holdYieldsToWaitingList from './migrations/043-hold-yields-to-waiting-list.js';
import * as doorOffline from './migrations/045-door-offline.js';
import * as pendingRefundKept from './migrations/046-pending-refund-kept.js';
import * as waitingListConfirm from './migrations/047-waiting-list-confirm.js';
import * as offerSeats from './migrations/048-offer-seats.js';
import * as diskProbe from './migrations/049-disk-probe.js';
import * as orphanKeysRevoked from './migrations/050-orphan-keys-revoked.js';
import * as sharedRateLimits from './migrations/051-shared-rate-limits.js';
import * as orderLanguage from './migrations/052-order-language.js';
import * as waitingListLanguage from './migrations/053-waiting-list-language.js';
import * as schoolTextTranslations from './migrations/054-school-text-translations.js';
import * as localization from './migrations/055-localization.js';

/** Migrations are listed here, in order, so they work the same from source, tests and a bundle. */
const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-site-pages': sitePages,
  '003-orders': orders,
  '004-file-management': fileManagement,
  '005-checkin': checkin,
  '006-operations': operations,
  '007-insight': insight,
  '008-hold-limit': holdLimit,
  '009-capture-recovery': captureRecovery,
  '010-hold-address': holdAddress,
  '011-any-event': anyEvent,
  '012-quota-counters': quotaCounters,
  '013-mail-outbox-data': mailOutboxData,
  '014-image-variants': imageVariants,
  '015-hold-function': holdFunction,
  '016-settle-function': settleFunction,
  '017-lighter-hold': lighterHold,
  '018-hold-answers-id': holdAnswersId,
  '019-alerts-audit': alertsAudit,
  '020-paypal-truth': paypalTruth,
  '021-mail-claimant': mailClaimant,
  '024-audit-logs': auditLogs,
  '025-office-access': officeAccess,
  '026-backups': backups,
  '027-event-voice': eventVoice,
  '028-coupons': coupons,
  '029-reentry': reentry,
  '030-reminders': reminders,
  '030-staff-notices': staffNotices,
  '031-ticket-returns': ticketReturns,
  '032-config-truth': configTruth,
  '033-free-order-mails': freeOrderMails,
  '034-language-settings': languageSettings,
  '034-ticket-transfer': ticketTransfer,
  '035-ticket-cancel': ticketCancel,
  '037-money-kept': moneyKept,
  '038-hold-without-test-hook': holdWithoutTestHook,
  '039-waiting-list': waitingList,
  '041-reservations': reservations,
  '042-seat-plan': seatPlan,
  '043-hold-yields-to-waiting-list': holdYieldsToWaitingList,
  '045-door-offline': doorOffline,
  '046-pending-refund-kept': pendingRefundKept,
  '047-waiting-list-confirm': waitingListConfirm,
  '048-offer-seats': offerSeats,
  '049-disk-probe': diskProbe,
  '050-orphan-keys-revoked': orphanKeysRevoked,
  '051-shared-rate-limits': sharedRateLimits,
  '052-order-language': orderLanguage,
  '053-waiting-list-language': waitingListLanguage,
  '054-school-text-translations': schoolTextTranslations,
  '055-localization': localization,
};

/**
 * Issue 52: a migration may rebuild an index or rewrite a big table, longer than a request's statement may
 * run (db/pool.ts); Kysely runs the migrations in one transaction, so the limit is lifted for it alone.
 */
const unlimited = (migration: Migration): Migration => ({
  ...migration,
  up: async (db) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(db);
    await migration.up(db);
  },
});

const provider: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, migration]) => [name, unlimited(migration)])),
};

/** Every migration this version knows, in the order they run. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

/** Up to and including `name`: restore and the PGlite import build the schema their source was at before loading it. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateTo(name);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Datenbank-Migration ${failed?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Datenbank-Migration ${failed?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
  }
  // The functions' current definitions (db/functions/*.sql), once the tables they use are there.
  await applyFunctions(db);
}
