import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ScanUpload } from '../../src/shared/api/checkin';
import { hashPassword } from '../../src/server/modules/auth/password';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { buy, line, type ShowFixture } from './orders';
import type { TestApp } from './test-app';

export const nonce = () => randomUUID();

/** Buys `count` adult tickets in one order and returns them with their codes. */
export async function soldTickets(t: TestApp, show: ShowFixture, count: number) {
  const { created } = await buy(t.app, [line(show, show.adults, count)]);
  return t.db.selectFrom('tickets').select(['id', 'code', 'order_id']).where('order_id', '=', created.order_id).orderBy('id').execute();
}

/** A staff account with one role, signed in; returns its session token. */
export async function staffWithRole(t: TestApp, role: string): Promise<string> {
  const username = `staff-${role}-${randomUUID().slice(0, 8)}`;
  const password = 'door-passwort-1';
  const user = await t.db
    .insertInto('users')
    .values({ username, name: 'Tür', surname: role, password_hash: await hashPassword(sha256Hex(password), t.config.argon2) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: user.id, role_name: role }).execute();
  return t.login(username, password);
}

export function scan(code: string, scannedAt: Date, extra: Partial<ScanUpload> = {}): ScanUpload {
  return { nonce: nonce(), code, method: 'camera', verdict: 'valid', scanned_at: scannedAt.toISOString(), ...extra };
}

export function upload(app: FastifyInstance, token: string, performanceId: number, scans: ScanUpload[], device = { id: 'device-aaaa', name: 'Eingang Nord' }) {
  return app.inject({
    method: 'POST',
    url: '/api/checkin/upload.php',
    headers: { authorization: `Bearer ${token}` },
    payload: { device_id: device.id, device_name: device.name, performance_id: performanceId, scans },
  });
}

export function sync(app: FastifyInstance, token: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return app.inject({ method: 'GET', url: `/api/checkin/sync.php?${search}`, headers: { authorization: `Bearer ${token}` } });
}

export function sell(
  app: FastifyInstance,
  token: string,
  body: { nonce?: string; performance_id: number; lines: Array<{ category_id: number; quantity: number }>; offline?: boolean; sold_at?: string },
  device = { id: 'device-kasse', name: 'Abendkasse 1' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/boxoffice/sell.php',
    headers: { authorization: `Bearer ${token}` },
    payload: { device_id: device.id, device_name: device.name, nonce: nonce(), sold_at: new Date().toISOString(), ...body },
  });
}
