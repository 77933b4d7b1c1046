import type { VerdictKey } from '../api/checkin.js';

/**
 * Which stored scan is a ticket's admission, and which are duplicates (issue 8): the earliest scan a
 * device judged 'Gültig' admits; any other scan of that ticket from a different device is a duplicate,
 * which is how two doors that both let a guest in while offline show up afterwards.
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
}

export function readAdmissions(scans: readonly StoredScan[]): AdmissionReading {
  const first = new Map<number, StoredScan>();
  for (const scan of scans) {
    if (scan.verdict !== 'valid') continue;
    const current = first.get(scan.ticketId);
    const earlier =
      !current ||
      scan.scannedAt.getTime() < current.scannedAt.getTime() ||
      (scan.scannedAt.getTime() === current.scannedAt.getTime() && scan.id < current.id);
    if (earlier) first.set(scan.ticketId, scan);
  }
  const admitted = new Set<number>();
  const duplicates = new Set<number>();
  for (const admission of first.values()) admitted.add(admission.id);
  for (const scan of scans) {
    const admission = first.get(scan.ticketId);
    if (admission && scan.id !== admission.id && scan.deviceId !== admission.deviceId) duplicates.add(scan.id);
  }
  return { admitted, duplicates };
}
