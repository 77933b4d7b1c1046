import { AsyncLocalStorage } from 'node:async_hooks';
import type { FieldChanges } from '../../../shared/domain/audit-changes.js';

/**
 * What a service adds to the audit entry of the write it serves: the record acted on and its changed
 * fields. One entry per write request is written by the audit trail (audit-trail.ts) when the answer
 * goes out; services only describe, they never write the log themselves, and outside a request (sweeps,
 * webhooks' background work) a note is simply dropped.
 */
export interface AuditNote {
  /** Overrides the route as the entry's action (sign-ins: 'auth.login'). */
  action?: string;
  subject?: string | null;
  orderId?: number | null;
  /** For writes without a session (sign-in): who it was about. */
  userId?: number | null;
  username?: string | null;
  changes: Record<string, unknown>;
}

const notes = new AsyncLocalStorage<AuditNote>();

/** Runs `next` with a fresh note; the audit trail calls it for every write request. */
export function withAuditNote(note: AuditNote, next: () => void): void {
  notes.run(note, next);
}

/** Adds to the current write's audit entry: the subject, the order, and changed fields as { field: [before, after] }. */
export function noteAudit(note: {
  action?: string;
  subject?: string;
  orderId?: number | null;
  changes?: FieldChanges | Record<string, unknown>;
  /** Who, for a write without a session (the second step of a sign-in). */
  user?: { id: number; name: string };
}): void {
  const current = notes.getStore();
  if (!current) return;
  if (note.action) current.action = note.action;
  if (note.subject) current.subject = note.subject;
  if (note.orderId != null) current.orderId = note.orderId;
  if (note.changes) Object.assign(current.changes, note.changes);
  if (note.user) {
    current.userId = note.user.id;
    current.username = note.user.name;
  }
}
