import { formatCents, formatTime } from '../../../shared/domain/format';
import { ApiError } from '../../lib/api-client';
import { type KioskDevice, newNonce } from './device';
import { refuseAction, settleGuest, settlePayment } from './door-actions-outbox';
import { type DoorListsApi, ownAction } from './door-lists';
import type { KioskDatabase, KioskDoorActionRow } from './kiosk-db';
import { stopReason } from './outbox';

/**
 * The door's decisions on the guest list and on "zahlt an der Abendkasse" (issue 42): made from the local
 * copy, written to the outbox first, then sent. Without an answer they stand and are sent later, as door
 * sales are (box-office.ts).
 */
export type DoorActionOutcome = { status: 'done' | 'queued' | 'already' | 'rejected'; message: string };

export const QUEUED_NOTE = 'Ohne Netz gespeichert; wird übertragen, sobald das Netz wieder da ist.';

type Decision = { row: KioskDoorActionRow } | { outcome: DoorActionOutcome };

function pendingRow(fields: Pick<KioskDoorActionRow, 'kind' | 'performanceId' | 'subjectId' | 'name' | 'totalCents'>, now: Date): KioskDoorActionRow {
  return { ...fields, nonce: newNonce(), at: now.toISOString(), offline: false, state: 'pending', attempts: 0 };
}

/** Sends a just-decided action; no answer leaves it waiting (offline). */
async function sendNow<Answer>(
  db: KioskDatabase,
  row: KioskDoorActionRow,
  call: () => Promise<Answer>,
  settle: (answer: Answer) => Promise<DoorActionOutcome>,
  queued: string,
): Promise<DoorActionOutcome> {
  let answer: Answer;
  try {
    answer = await call();
  } catch (error) {
    if (error instanceof ApiError && stopReason(error) === 'refused') return { status: 'rejected', message: await refuseAction(db, row, error) };
    await db.kioskDoorActions.update(row.nonce, { offline: true });
    return { status: 'queued', message: `${queued} ${QUEUED_NOTE}` };
  }
  return settle(answer);
}

/** "Einlassen" for a name on the guest list: once, whoever admitted first (this door or, as last synced, another). */
export async function admitGuestAtDoor(
  db: KioskDatabase,
  api: DoorListsApi,
  device: KioskDevice,
  guestId: number,
  now = new Date(),
): Promise<DoorActionOutcome> {
  const decided = await db.transaction('rw', db.kioskGuests, db.kioskDoorActions, async (): Promise<Decision> => {
    const guest = await db.kioskGuests.get(guestId);
    if (!guest) return { outcome: { status: 'rejected', message: 'Diesen Gast gibt es auf der Gästeliste nicht (mehr).' } };
    const first = guest.admittedAt ?? (await ownAction(db, 'guest', guestId))?.at;
    if (first) return { outcome: { status: 'already', message: `${guest.name} wurde bereits um ${formatTime(first)} Uhr eingelassen.` } };
    const row = pendingRow({ kind: 'guest', performanceId: guest.performanceId, subjectId: guest.id, name: guest.name, totalCents: 0 }, now);
    await db.kioskDoorActions.add(row);
    return { row };
  });
  if ('outcome' in decided) return decided.outcome;
  const { row } = decided;
  return sendNow(
    db,
    row,
    () => api.admitGuest(row.subjectId, { device_id: device.id, device_name: device.name }, { nonce: row.nonce, offline: false, admitted_at: row.at }),
    async (answer) => {
      await settleGuest(db, row, answer);
      return { status: answer.already ? 'already' : 'done', message: answer.message };
    },
    `${row.name} eingelassen.`,
  );
}

const CLOSED_TEXT: Record<string, string> = {
  abgelaufen: 'Diese Reservierung ist abgelaufen; ihre Plätze sind wieder im Verkauf.',
  storniert: 'Diese Reservierung wurde storniert.',
};

/** "Bar bezahlt" for a reservation: the cash is taken once; its guests go in. */
export async function payReservationAtDoor(
  db: KioskDatabase,
  api: DoorListsApi,
  device: KioskDevice,
  orderId: number,
  now = new Date(),
): Promise<DoorActionOutcome> {
  const decided = await db.transaction('rw', db.kioskReservations, db.kioskDoorActions, async (): Promise<Decision> => {
    const reservation = await db.kioskReservations.get(orderId);
    if (!reservation) return { outcome: { status: 'rejected', message: 'Diese Reservierung ist auf diesem Gerät nicht bekannt.' } };
    const own = await ownAction(db, 'payment', orderId);
    if (own) return { outcome: { status: 'rejected', message: `Bestellung ${orderId} wurde hier bereits um ${formatTime(own.at)} Uhr bar bezahlt.` } };
    if (reservation.state === 'bezahlt') return { outcome: { status: 'rejected', message: `Bestellung ${orderId} ist bereits bezahlt.` } };
    if (reservation.state !== 'offen')
      return { outcome: { status: 'rejected', message: CLOSED_TEXT[reservation.state] ?? 'Diese Reservierung ist nicht mehr offen.' } };
    const name = `${reservation.firstName} ${reservation.lastName}`.trim();
    const row = pendingRow({ kind: 'payment', performanceId: reservation.performanceId, subjectId: orderId, name, totalCents: reservation.totalCents }, now);
    await db.kioskDoorActions.add(row);
    return { row };
  });
  if ('outcome' in decided) return decided.outcome;
  const { row } = decided;
  const reservation = await db.kioskReservations.get(orderId);
  const tickets = reservation?.tickets ?? 0;
  return sendNow(
    db,
    row,
    () => api.pay(orderId, { device_id: device.id, device_name: device.name }, { nonce: row.nonce, offline: false, paid_at: row.at }),
    async (answer) => {
      await settlePayment(db, row, answer);
      return { status: 'done', message: `${answer.message} ${formatCents(answer.total_cents)} bar erhalten.` };
    },
    `Bestellung ${orderId}: ${formatCents(row.totalCents)} bar erhalten, ${tickets === 1 ? '1 Gast' : `${tickets} Gäste`} eingelassen.`,
  );
}
