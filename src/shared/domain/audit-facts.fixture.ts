import type { AuditFacts } from './audit-sentence';

/** An audit entry for tests: Petra Schmidt (account 4) did `action` successfully, with any field changed. */
export const auditEntry = (action: string, extra: Partial<AuditFacts> = {}): AuditFacts => ({
  action,
  username: 'petra',
  user_id: 4,
  user_fullname: 'Petra Schmidt',
  subject: null,
  order_id: null,
  status: 200,
  changes: {},
  ...extra,
});

/** The same entry as nobody pressed a button for it: a provider's webhook, a buyer's link, the system. */
export const NO_STAFF: Partial<AuditFacts> = { username: null, user_id: null, user_fullname: null };

/** The same entry refused by the server (409): the sentence says what was wanted. */
export const REFUSED: Partial<AuditFacts> = { status: 409 };
