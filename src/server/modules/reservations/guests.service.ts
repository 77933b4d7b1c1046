import type { GuestAdmitRequest, GuestAdmitResponse, GuestDto, GuestListResponse, GuestResponse } from '../../../shared/api/reservations.js';
import { compareGuests } from '../../../shared/domain/reservations.js';
import { formatTime } from '../../../shared/domain/format.js';
import type { AppContext } from '../../http/context.js';
import { invalid, notFound } from '../../domain-errors.js';
import { noteAudit } from '../audit/index.js';
import type { SessionUser } from '../auth/index.js';
import { scanTime } from '../checkin/index.js';
import * as repo from './reservations.repository.js';

type GuestRow = NonNullable<Awaited<ReturnType<typeof repo.guestById>>>;

const dto = (row: GuestRow): GuestDto => ({
  id: row.id,
  performance_id: row.performance_id,
  name: row.name,
  note: row.note,
  admitted_at: row.admitted_at?.toISOString() ?? null,
});

/** guests/list.php: the guest list of a performance, by last name, optionally by (part of) a name. */
export async function listGuests(ctx: AppContext, performanceId: number, search?: string): Promise<GuestListResponse> {
  const rows = await repo.guestsOf(ctx.db, performanceId, search);
  return { success: true, guests: rows.sort(compareGuests).map(dto) };
}

/** guests/add.php: a name on the list (no ticket, nothing counted against a quota). */
export async function addGuest(ctx: AppContext, user: SessionUser, body: { performance_id: number; name: string; note?: string }): Promise<GuestResponse> {
  const name = body.name.trim();
  if (!name) throw invalid('Bitte gib den Namen des Gastes an.', 'GUEST_NAME_REQUIRED', { fields: { name: 'Bitte gib den Namen des Gastes an.' } });
  const performance = await repo.performanceForStaff(ctx.db, body.performance_id);
  if (!performance) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const row = await repo.insertGuest(ctx.db, { performanceId: performance.id, name, note: body.note?.trim() ?? '', addedBy: user.userId });
  noteAudit({ action: 'guest.add', subject: `performance:${performance.id}`, changes: { guest: [null, { id: row.id, name: row.name, note: row.note }] } });
  return { success: true, message: `${row.name} steht auf der Gästeliste.`, guest: dto(row) };
}

/** guests/remove.php */
export async function removeGuest(ctx: AppContext, id: number): Promise<GuestResponse> {
  const row = await repo.deleteGuest(ctx.db, id);
  if (!row) throw notFound('Diesen Gast gibt es nicht (mehr).', 'GUEST_NOT_FOUND');
  noteAudit({ action: 'guest.remove', subject: `performance:${row.performance_id}`, changes: { guest: [{ id: row.id, name: row.name }, null] } });
  return { success: true, message: `${row.name} wurde von der Gästeliste genommen.`, guest: dto(row) };
}

/**
 * guests/admit.php: a guest comes in; the first admission is recorded, a second says when the first was.
 * A door's nonce makes its upload idempotent: the admission it made is answered as the first time on every
 * retry; an offline door's own time of admission is kept (unless its clock lies in the future).
 */
export async function admitGuest(ctx: AppContext, user: SessionUser, body: GuestAdmitRequest): Promise<GuestAdmitResponse> {
  const now = ctx.now();
  const ours = body.nonce ? await repo.guestByAdmitNonce(ctx.db, body.nonce) : undefined;
  if (ours) return { success: true, message: `${ours.name} eingelassen.`, guest: dto(ours), already: false };
  const at = body.admitted_at ? scanTime(body.admitted_at, now) : now;
  const admitted = await repo.admitGuest(ctx.db, body.id, { at, by: user.userId, device: body.device_name, nonce: body.nonce ?? null });
  if (admitted) {
    noteAudit({
      action: 'guest.admit',
      subject: `performance:${admitted.performance_id}`,
      changes: { guest: [null, { id: admitted.id, name: admitted.name, device: body.device_name, offline: body.offline ?? false }] },
    });
    return { success: true, message: `${admitted.name} eingelassen.`, guest: dto(admitted), already: false };
  }
  const row = await repo.guestById(ctx.db, body.id);
  if (!row) throw notFound('Diesen Gast gibt es nicht (mehr).', 'GUEST_NOT_FOUND');
  const when = row.admitted_at ? ` um ${formatTime(row.admitted_at)} Uhr` : '';
  return { success: true, message: `${row.name} wurde bereits${when} eingelassen.`, guest: dto(row), already: true };
}
