import type { VerdictKey } from '../api/checkin.js';

/**
 * Which stored scan is a ticket's admission, and which are duplicates (issue 8): the earliest scan a
 * device judged 'Gültig' admits; any other scan of that ticket from a different device is a duplicate,
 * which is how two doors that both let a guest in while offline show up afterwards.
 *
 * With re-entry allowed ("Mehrfacheintritt pro Tag", issue 33) a guest may leave and come back: every
 * later scan that let the guest in – 'Wiedereinlass', or 'Gültig' from a door that had not yet heard of the
 * admission – is a re-entry, counted and never a duplicate. A door's own 'Wiedereinlass' stays one even
 * after the setting is switched off, since that is what the door told the guest.
 */
export interface StoredScan {
  id: number;
  ticketId: number;
  deviceId: string;
  verdict: VerdictKey;
  scannedAt: Date;
}

export interface AdmissionReading {
  admitted: Set<number>;
  duplicates: Set<number>;
  reentries: Set<number>;
}

export function readAdmissions(scans: readonly StoredScan[], options: { reentry?: boolean } = {}): AdmissionReading {
  const first = new Map<number, StoredScan>();
  for (const scan of scans) {
    if (scan.verdict !== 'valid') continue;
    const current = first.get(scan.ticketId);
    const earlier =
      !current || scan.scannedAt.getTime() < current.scannedAt.getTime() || (scan.scannedAt.getTime() === current.scannedAt.getTime() && scan.id < current.id);
    if (earlier) first.set(scan.ticketId, scan);
  }
  const admitted = new Set<number>();
  const duplicates = new Set<number>();
  const reentries = new Set<number>();
  for (const admission of first.values()) admitted.add(admission.id);
  for (const scan of scans) {
    const admission = first.get(scan.ticketId);
    if (!admission || scan.id === admission.id) continue;
    if (scan.verdict === 'reentry' || (options.reentry && scan.verdict === 'valid')) reentries.add(scan.id);
    else if (scan.deviceId !== admission.deviceId) duplicates.add(scan.id);
  }
  return { admitted, duplicates, reentries };
}
