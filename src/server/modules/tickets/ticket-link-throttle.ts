import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { lookupUnderThrottle } from '../auth/secret-throttle.js';

/** The one pool every ticket link belongs to: the buyers' order tokens and the holders' tokens alike. */
export const TICKET_LINKS = 'ticket_links';

/**
 * Issue 38: a lookup by a ticket link's token, under the secret throttle (per /64 and across all links).
 * The lookup runs under the throttle's locks and only a miss (undefined) is recorded, so a buyer with the
 * right link never adds to a count, and a rush of right links waits for no one's provisional failure.
 */
export function lookupTicketLink<T>(ctx: AppContext, address: string, lookup: (db: Db) => Promise<T | undefined>): Promise<T | undefined> {
  return lookupUnderThrottle(ctx, { kind: 'ticket_token', address, target: TICKET_LINKS }, lookup, (found) => found === undefined);
}

/** How a route that looks up a ticket link marks itself in /api/openapi.json (the invariant of issue 38 reads it). */
export const TICKET_LINK_CHECK = { secrets: ['ticket_token'], target: TICKET_LINKS };
