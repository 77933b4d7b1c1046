import type { GuestAdmitResponse, ReservationPayResponse } from '../../../shared/api/reservations';
import { ApiError } from '../../lib/api-client';
import type { KioskDevice } from './device';
import type { DoorListsApi } from './door-lists';
import type { KioskDatabase, KioskDoorActionRow } from './kiosk-db';
import { stopReason, type UploadResult } from './outbox';

/** What the server said about an admission: the copy learns when the guest came in (first time stands). */
export async function settleGuest(db: KioskDatabase, row: KioskDoorActionRow, answer: GuestAdmitResponse) {
  await db.transaction('rw', db.kioskDoorActions, db.kioskGuests, async () => {
    await db.kioskDoorActions.update(row.nonce, { state: 'done', already: answer.already, message: answer.already ? answer.message : undefined });
    await db.kioskGuests.update(row.subjectId, { admittedAt: answer.guest.admitted_at });
  });
}

export async function settlePayment(db: KioskDatabase, row: KioskDoorActionRow, _answer: ReservationPayResponse) {
  await db.transaction('rw', db.kioskDoorActions, db.kioskReservations, async () => {
    await db.kioskDoorActions.update(row.nonce, { state: 'done' });
    await db.kioskReservations.update(row.subjectId, { state: 'bezahlt' });
  });
}

/** The server will never take it (guest removed, reservation cancelled or its places sold): kept, with why. */
export async function refuseAction(db: KioskDatabase, row: KioskDoorActionRow, error: unknown) {
  const message = error instanceof ApiError ? error.message : 'Vom Server abgelehnt.';
  await db.kioskDoorActions.update(row.nonce, { state: 'refused', message });
  return message;
}

function send(api: DoorListsApi, device: KioskDevice, row: KioskDoorActionRow) {
  const who = { device_id: device.id, device_name: device.name };
  if (row.kind === 'guest') return api.admitGuest(row.subjectId, who, { nonce: row.nonce, offline: row.offline, admitted_at: row.at });
  return api.pay(row.subjectId, who, { nonce: row.nonce, offline: row.offline, paid_at: row.at });
}

export function waitingDoorActions(db: KioskDatabase) {
  return db.kioskDoorActions.where('state').equals('pending').count();
}

/**
 * Sends waiting admissions and cash payments oldest first, each with its nonce (the server records each
 * once, however often it is sent). A refusal is kept with the server's message for the door staff.
 */
export async function uploadDoorActions(db: KioskDatabase, api: DoorListsApi, device: KioskDevice): Promise<UploadResult> {
  const waiting = await db.kioskDoorActions.where('state').equals('pending').toArray();
  waiting.sort((a, b) => a.at.localeCompare(b.at));
  let uploaded = 0;
  for (const row of waiting) {
    try {
      const answer = await send(api, device, row);
      if (row.kind === 'guest') await settleGuest(db, row, answer as GuestAdmitResponse);
      else await settlePayment(db, row, answer as ReservationPayResponse);
      uploaded += 1;
    } catch (error) {
      const reason = stopReason(error);
      if (reason !== 'refused') {
        await db.kioskDoorActions.update(row.nonce, { attempts: row.attempts + 1 });
        return { uploaded, stopped: reason };
      }
      await refuseAction(db, row, error);
    }
  }
  return { uploaded, stopped: null };
}

/**
 * What staff must hear about this door's offline decisions: refused by the server (cash to give back), or
 * a guest another door had admitted first.
 */
export function doorActionProblems(db: KioskDatabase, performanceId: number, kind: KioskDoorActionRow['kind']) {
  return db.kioskDoorActions
    .where('performanceId')
    .equals(performanceId)
    .filter((row) => row.kind === kind && (row.state === 'refused' || (row.offline && row.already === true)))
    .toArray();
}
