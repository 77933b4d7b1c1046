/**
 * The waiting list's rules (issue 42 item 1), pure: who is offered freed places, what a sign-up must say.
 */

export interface WaitingEntry {
  id: number;
  /** Null: any category will do. */
  categoryId: number | null;
  quantity: number;
}

export interface FreeCategory {
  categoryId: number;
  free: number;
}

/**
 * The offers to make now: entries in sign-up order, each getting its category (or, waiting for any, the
 * first category in the list with room) when all its places fit; one that does not fit keeps its place
 * and the next that fits is offered.
 */
export function pickOffers(entries: readonly WaitingEntry[], categories: readonly FreeCategory[]): Array<{ entryId: number; categoryId: number }> {
  const free = new Map(categories.map((category) => [category.categoryId, category.free]));
  const offers: Array<{ entryId: number; categoryId: number }> = [];
  for (const entry of entries) {
    const candidates = entry.categoryId === null ? categories.map((category) => category.categoryId) : [entry.categoryId];
    const fits = candidates.find((categoryId) => (free.get(categoryId) ?? 0) >= entry.quantity);
    if (fits === undefined) continue;
    free.set(fits, (free.get(fits) ?? 0) - entry.quantity);
    offers.push({ entryId: entry.id, categoryId: fits });
  }
  return offers;
}

/** The hours an offer holds its places when the setting is missing or out of range. */
export const DEFAULT_OFFER_HOURS = 24;

export function offerHours(setting: unknown): number {
  const hours = Number(setting);
  return Number.isFinite(hours) && hours >= 1 && hours <= 336 ? hours : DEFAULT_OFFER_HOURS;
}

/** When an offer made at `now` runs out. */
export function offerExpiry(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpInput {
  email: string;
  name: string;
  quantity: number;
  consent: boolean;
}

/** Field → German message for what a sign-up gets wrong; empty when it is fine. */
export function signUpProblems(input: SignUpInput, maxQuantity: number): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!EMAIL.test(input.email.trim()) || input.email.trim().length > 254) problems.email = 'Bitte gib eine gültige E-Mail-Adresse ein.';
  if (!input.name.trim()) problems.name = 'Bitte gib deinen Namen ein.';
  else if (input.name.trim().length > 120) problems.name = 'Der Name ist zu lang (höchstens 120 Zeichen).';
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > maxQuantity) {
    problems.quantity = `Bitte wähle zwischen 1 und ${maxQuantity} Tickets.`;
  }
  if (!input.consent) problems.consent = 'Bitte stimme der Speicherung deiner Angaben für die Warteliste zu.';
  return problems;
}

/** "1 Ticket" / "3 Tickets". */
export const ticketWord = (count: number) => (count === 1 ? '1 Ticket' : `${count} Tickets`);

/** Hours a sign-up may wait for its mail link to confirm it (double opt-in, issue 52) before it is deleted. */
export const UNCONFIRMED_ENTRY_HOURS = 48;

/** Sign-ups made at or before this moment and still unconfirmed have run out. */
export const unconfirmedCutoff = (now: Date) => new Date(now.getTime() - UNCONFIRMED_ENTRY_HOURS * 3_600_000);

/** A listed address signed up again hears of it at most once in this time (the stranger's mails stay few). */
export const SIGN_UP_MAIL_GAP_MS = 10 * 60_000;

/**
 * Which mail a sign-up sends (issue 52): a new entry its confirmation link; an address already listed but
 * unconfirmed the link again (the first mail may be lost); a confirmed one a note that it is listed, so its
 * owner learns of the attempt while the page tells the signer nothing. None within the gap of the last one.
 */
export function signUpMail(entry: { inserted: boolean; status: string }, mailedWithinGap: boolean): 'confirmation' | 'already' | null {
  if (entry.inserted) return 'confirmation';
  if (mailedWithinGap) return null;
  return entry.status === 'unconfirmed' ? 'confirmation' : 'already';
}

/** The page's answer to every accepted sign-up, new or already listed: it must not tell who is queued. */
export const joinedMessage = (quantity: number) =>
  `Fast geschafft: Wir haben dir eine E-Mail geschickt. Bitte bestätige deine Anmeldung (${ticketWord(quantity)}) über den Link darin; erst dann stehst du auf der Warteliste und bekommst der Reihe nach ein Angebot, wenn Plätze frei werden.`;
