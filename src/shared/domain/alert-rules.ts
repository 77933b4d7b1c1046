/** Issue 31: when a condition needs a person. Thresholds in one place, so the README can name them. */

/** A mail that failed this often (and is still retried) keeps failing; a final failure counts at once. */
export const MAIL_FAILING_ATTEMPTS = 3;
/** A payment owed back that the automatic refund has not settled within an hour needs a person. */
export const UNSETTLED_AFTER_MS = 60 * 60_000;
/** PayPal usually settles a refund within a day; three days pending is too long. */
export const REFUND_PENDING_AFTER_MS = 3 * 24 * 60 * 60_000;
/** The data folder's disk is full below 1 GiB free or below 5 % free, whichever comes first. */
export const DISK_FREE_MIN_BYTES = 1024 ** 3;
export const DISK_FREE_MIN_SHARE = 0.05;

export function diskIsFull(space: { freeBytes: number; totalBytes: number }): boolean {
  if (space.totalBytes <= 0) return false;
  return space.freeBytes < DISK_FREE_MIN_BYTES || space.freeBytes / space.totalBytes < DISK_FREE_MIN_SHARE;
}

/** 1,5 GB — a size for the staff's message. */
export function bytesText(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1).replace('.', ',')} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}
