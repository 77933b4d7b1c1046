import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { lookupInSharedPool } from '../auth/index.js';

/** The one pool every ticket link belongs to: the buyers' order tokens and the holders' tokens alike. */
export const TICKET_LINKS = 'ticket_links';

/**
 * Issue 38: a lookup by a ticket link's token, under the secret throttle (per /64 and across all links).
 * Only a miss (undefined) is recorded, and the ceiling across all links refuses only misses: a buyer with
 * the right link is held back only by wrong links from their own network, never by guesses from elsewhere.
 */
export function lookupTicketLink<T>(ctx: AppContext, address: string, lookup: (db: Db) => Promise<T | undefined>): Promise<T | undefined> {
  return lookupInSharedPool(ctx, { kind: 'ticket_token', address, target: TICKET_LINKS }, lookup, (found) => found === undefined);
}

/** How a route that looks up a ticket link marks itself in /api/openapi.json (the invariant of issue 38 reads it). */
export const TICKET_LINK_CHECK = { secrets: ['ticket_token'], target: TICKET_LINKS };
