import { ORDER_PHRASES } from './audit-phrases-orders';
import { OFFICE_PHRASES } from './audit-phrases-office';
import { SELLOUT_PHRASES } from './audit-phrases-sellout';

/**
 * Issue 41: every audit entry reads as a German sentence — who did what — instead of its stable action
 * code, route name or stored JSON. The codes stay in the entry (detail view, export); this only words it.
 */
export interface AuditFacts {
  action: string;
  username: string | null;
  user_id: number | null;
  /** The staff member's first and last name, where the account still exists. */
  user_fullname?: string | null;
  subject: string | null;
  order_id: number | null;
  status: number | null;
  changes: Record<string, unknown>;
}

/** A sentence in parts: "<actor> hat <object> <done>[, <tail>]." or, refused, "<actor> wollte <object> <want> – abgelehnt." */
export interface Phrase {
  object: string;
  /** The participle: 'storniert'. */
  done: string;
  /** The infinitive: 'stornieren'. */
  want: string;
  tail?: string;
  /** Who acted when no staff member did: 'PayPal', 'Die Käuferin oder der Käufer'. */
  actor?: string;
}

/** A whole sentence (a provider's or the system's event), or a phrase the actor and verb are added to. */
export type Describe = (facts: AuditFacts) => Phrase | string;

const DESCRIBERS: Readonly<Record<string, Describe>> = { ...OFFICE_PHRASES, ...ORDER_PHRASES, ...SELLOUT_PHRASES };

/** Areas of the route names ('coupons/…'), for actions no describer knows yet. */
const AREAS: Readonly<Record<string, string>> = {
  accounts: 'ein Benutzerkonto',
  alerts: 'eine Warnung',
  api_keys: 'den API-Zugang',
  auth: 'die eigene Anmeldung',
  backup: 'ein Backup',
  boxoffice: 'die Abendkasse',
  checkin: 'den Einlass',
  config: 'eine Einstellung',
  coupons: 'einen Gutschein',
  event: 'eine Veranstaltung',
  events: 'eine Veranstaltung',
  files: 'eine Datei',
  guest: 'die Gästeliste',
  guests: 'die Gästeliste',
  mail: 'eine E-Mail',
  order: 'eine Bestellung',
  orders: 'eine Bestellung',
  pages: 'eine Seite',
  payment: 'eine Zahlung',
  payments: 'eine Zahlung',
  paypal: 'die Zahlungsanbieter',
  refund: 'eine Erstattung',
  reservation: 'eine Reservierung',
  reservations: 'eine Reservierung',
  rooms: 'einen Saal',
  ticket: 'ein Ticket',
  tickets: 'die Tickets',
  two_factor: 'die Zwei-Faktor-Anmeldung',
  user: 'ein Benutzerkonto',
  'waiting-list': 'die Warteliste',
  waiting_list: 'die Warteliste',
  webhook: 'den Webhook',
};

const refused = (facts: AuditFacts) => (facts.status !== null && facts.status >= 400) || facts.action.endsWith('_failed');

/**
 * Who, as staff read it: the name on the account, else the user name the entry kept; without either a refused
 * request came from someone not signed in (a probe, issue 52), anything else from the system itself.
 */
export function auditActor(facts: AuditFacts): string {
  const fullname = facts.user_fullname?.trim();
  if (fullname) return fullname;
  if (facts.username?.trim()) return facts.username.trim();
  if (facts.user_id) return `Benutzer Nr. ${facts.user_id}`;
  return refused(facts) ? 'Jemand ohne Anmeldung' : 'Das System';
}

/** The area of an action code or route ('orders/cancel.php' → 'orders', 'order.cancel' → 'order'). */
const areaOf = (action: string) => action.split(/[/.]/)[0] ?? '';

function fallback(facts: AuditFacts): Phrase {
  const area = AREAS[areaOf(facts.action)];
  const order = facts.order_id ? ` (Bestellung ${facts.order_id})` : '';
  return area ? { object: `${area}${order}`, done: 'geändert', want: 'ändern' } : { object: `etwas${order}`, done: 'geändert', want: 'ändern' };
}

/** The describer of an action; a failed sign-in ('auth.login_failed') is worded as its refused action. */
function describerOf(action: string): Describe | undefined {
  return DESCRIBERS[action] ?? DESCRIBERS[action.replace(/_failed$/, '')];
}

/** Whether an action has its own sentence (not the fallback): every action the server writes must. */
export function hasOwnSentence(action: string): boolean {
  return describerOf(action) !== undefined;
}

/** The entry as one German sentence, without codes, route names or JSON. */
export function auditSentence(facts: AuditFacts): string {
  let described: Phrase | string;
  try {
    described = describerOf(facts.action)?.(facts) ?? fallback(facts);
  } catch {
    // Old entries may hold other shapes than today's writers store; a sentence is still owed.
    described = fallback(facts);
  }
  if (typeof described === 'string') return described;
  const actor = described.actor ?? auditActor(facts);
  const object = described.object ? `${described.object} ` : '';
  if (refused(facts)) return `${actor} wollte ${object}${described.want} – abgelehnt.`;
  return `${actor} hat ${object}${described.done}${described.tail ? `, ${described.tail}` : ''}.`;
}
