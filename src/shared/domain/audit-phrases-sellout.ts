import { after, asNumber, asRecord, asText, before, fixed, orderName, quoted, subjectId } from './audit-phrase-parts';
import type { Describe } from './audit-sentence';
import { formatCents, formatTicketCount } from './format';
import { seatsPhrase } from './seats';

/** Staff orders, guest lists and the waiting list (issue 42): the sentences of their audit entries. */

const STAFF_ORDER_KINDS: Readonly<Record<string, string>> = {
  free: 'eine Freikarten-Bestellung',
  box_office: 'eine Reservierung „zahlt an der Abendkasse“',
  paid: 'eine bezahlte Bestellung',
};

const staffOrder: Describe = (facts) => {
  const order = asRecord(after(facts.changes, 'order'));
  const tickets = asNumber(order.tickets);
  const cents = asNumber(order.cents);
  const name = asText(order.name);
  const kind = STAFF_ORDER_KINDS[String(order.kind)] ?? 'eine Bestellung';
  // A seated show's staff order names its seats ('D7, D8').
  const seats = asText(order.seats);
  const details = [
    tickets === null ? null : `${formatTicketCount(tickets)}${seats ? ` (${seatsPhrase(seats.split(', '))})` : ''}`,
    cents === null ? null : formatCents(cents),
    name ? `für ${name}` : null,
  ].filter(Boolean);
  return {
    object: `${kind}${facts.order_id ? ` (Bestellung ${facts.order_id})` : ''}`,
    done: 'angelegt',
    want: 'anlegen',
    tail: details.length ? details.join(', ') : undefined,
  };
};

const reservationPaid: Describe = (facts) => {
  const payment = asRecord(after(facts.changes, 'payment'));
  const cents = asNumber(payment.cents);
  const device = asText(payment.device);
  return {
    object: `die Reservierung ${orderName(facts)} an der Abendkasse${cents === null ? '' : ` mit ${formatCents(cents)}`}`,
    done: 'bar kassiert',
    want: 'bar kassieren',
    tail: device ? `am Gerät ${quoted(device)}` : undefined,
  };
};

const guestName = (facts: Parameters<Describe>[0]) => {
  const guest = asRecord(after(facts.changes, 'guest'));
  const gone = asRecord(before(facts.changes, 'guest'));
  const name = asText(guest.name) ?? asText(gone.name);
  return name ? `den Gast ${quoted(name)}` : 'einen Gast';
};

const waitingEntry = (facts: Parameters<Describe>[0]) => {
  const id = subjectId(facts);
  return id ? `Eintrag Nr. ${id} der Warteliste` : 'einen Eintrag der Warteliste';
};

export const SELLOUT_PHRASES: Readonly<Record<string, Describe>> = {
  'order.staff_create': staffOrder,
  'reservation.pay': reservationPaid,
  'reservation.pay_repeated': (facts) => `Die Reservierung ${orderName(facts)} wurde an der Abendkasse noch einmal als bezahlt gemeldet; sie war es schon.`,
  'reservation.pay_refused': (facts) => {
    const why = asText(asRecord(after(facts.changes, 'payment')).message);
    return `Bargeld für die Reservierung ${orderName(facts)} wurde an der Abendkasse gemeldet, aber nicht verbucht${why ? `: ${why}` : '.'}`;
  },
  'guest.add': (facts) => ({ object: `${guestName(facts)} auf die Gästeliste`, done: 'gesetzt', want: 'setzen' }),
  'guest.remove': (facts) => ({ object: `${guestName(facts)} von der Gästeliste`, done: 'genommen', want: 'nehmen' }),
  'guest.admit': (facts) => ({ object: guestName(facts), done: 'eingelassen', want: 'einlassen' }),
  'event.waiting_list': (facts) => {
    const on = after(facts.changes, 'waiting_list') === true;
    return {
      object: `die Warteliste von Event Nr. ${subjectId(facts) ?? '?'}`,
      done: on ? 'eingeschaltet' : 'ausgeschaltet',
      want: on ? 'einschalten' : 'ausschalten',
    };
  },
  'waiting_list.offer': (facts) => ({ object: `${waitingEntry(facts)} von Hand ein Angebot`, done: 'geschickt', want: 'schicken' }),
  'waiting_list.remove': (facts) => ({ object: waitingEntry(facts), done: 'entfernt', want: 'entfernen' }),
  // Routes, as the audit trail names writes no service gave an action (also refused attempts of the above).
  'reservations/create.php': fixed('eine Bestellung für Gäste oder die Abendkasse', 'angelegt', 'anlegen'),
  'reservations/pay.php': fixed('eine Reservierung an der Abendkasse', 'bar kassiert', 'bar kassieren'),
  'guests/add.php': fixed('einen Gast auf die Gästeliste', 'gesetzt', 'setzen'),
  'guests/remove.php': fixed('einen Gast von der Gästeliste', 'genommen', 'nehmen'),
  'guests/admit.php': fixed('einen Gast von der Gästeliste', 'eingelassen', 'einlassen'),
  'waiting-list/join.php': (facts) => ({
    actor: facts.user_id ? undefined : 'Eine Besucherin oder ein Besucher',
    object: 'sich auf die Warteliste',
    done: 'gesetzt',
    want: 'setzen',
  }),
  // The sign-up mail's link (double opt-in, issue 52).
  'waiting-list/confirm.php': (facts) => ({
    actor: facts.user_id ? undefined : 'Eine Besucherin oder ein Besucher',
    object: 'die Anmeldung zur Warteliste',
    done: 'bestätigt',
    want: 'bestätigen',
  }),
  'waiting-list/leave.php': (facts) => ({
    actor: facts.user_id ? undefined : 'Eine Besucherin oder ein Besucher',
    object: 'sich von der Warteliste',
    done: 'abgemeldet',
    want: 'abmelden',
  }),
  'waiting-list/pay.php': (facts) => ({
    actor: facts.user_id ? undefined : 'Eine Besucherin oder ein Besucher',
    object: 'die angebotenen Plätze der Warteliste',
    done: 'gekauft',
    want: 'kaufen',
  }),
  'waiting-list/offer.php': fixed('einem Eintrag der Warteliste von Hand ein Angebot', 'geschickt', 'schicken'),
  'waiting-list/remove.php': fixed('einen Eintrag der Warteliste', 'entfernt', 'entfernen'),
  'waiting-list/switch.php': fixed('die Warteliste eines Events', 'ein- oder ausgeschaltet', 'ein- oder ausschalten'),
};
