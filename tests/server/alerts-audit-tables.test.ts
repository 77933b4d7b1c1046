import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { raiseAlert } from '../../src/server/modules/alerts/raise-alert';
import { recordAudit } from '../../src/server/modules/audit/record-audit';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('alerts and the audit log', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('raises one open alert per condition, and a new one once the first is resolved', async () => {
    t = await createTestApp();
    await raiseAlert(t.db, { kind: 'BACKUP_FAILED', message: 'Backup fehlgeschlagen', dedupeKey: 'backup' });
    await raiseAlert(t.db, { kind: 'BACKUP_FAILED', message: 'Backup fehlgeschlagen', dedupeKey: 'backup' });
    expect(await t.db.selectFrom('alerts').selectAll().execute()).toHaveLength(1);
    await t.db.updateTable('alerts').set({ resolved_at: new Date() }).execute();
    await raiseAlert(t.db, { kind: 'BACKUP_FAILED', message: 'Backup fehlgeschlagen', dedupeKey: 'backup' });
    expect(await t.db.selectFrom('alerts').selectAll().execute()).toHaveLength(2);
  });

  it('keeps audit entries append-only: the database refuses to change or delete one', async () => {
    t = await createTestApp();
    await recordAudit(t.db, { action: 'order.cancel', orderId: null, changes: { status: ['CAPTURED', 'CANCELLED'] } });
    await expect(sql`UPDATE audit_log SET action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    const rows = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toMatchObject([{ action: 'order.cancel', changes: { status: ['CAPTURED', 'CANCELLED'] } }]);
  });
});
