import type { FastifyInstance } from 'fastify';
import { BLOCKED_MESSAGE, type BlockedRange, blockingEntry, parseBlockList } from '../../shared/domain/ip-block-list.js';
import { currentConfig } from '../modules/configuration/index.js';
import type { AppContext } from './context.js';
import { DomainError } from '../domain-errors.js';

type BlockList = { ranges: BlockedRange[]; shopToo: boolean };

/** The app's block list as last parsed and read (one per app, built by compose.ts). */
export class BlockListMemory {
  parsed: { text: string; ranges: BlockedRange[] } = { text: '', ranges: [] };
  lastRead?: BlockList;
}

/**
 * The configured list, parsed once per change of its text. Issue 52 item 8: while the configuration cannot
 * be read (the database gone), the list last read holds, so the shop's pages can still answer from what
 * is kept.
 */
async function blockList(ctx: AppContext): Promise<BlockList> {
  let values: Record<string, unknown>;
  try {
    values = (await currentConfig(ctx.db)).values;
  } catch (error) {
    const known = ctx.blockList.lastRead;
    if (known) return known;
    throw error;
  }
  const text = typeof values.ip_block_list === 'string' ? values.ip_block_list : '';
  const memory = ctx.blockList;
  if (text !== memory.parsed.text) memory.parsed = { text, ranges: parseBlockList(text).ranges };
  const list = { ranges: memory.parsed.ranges, shopToo: values.ip_block_shop === true };
  memory.lastRead = list;
  return list;
}

const blocked = () => new DomainError('forbidden', 'ADDRESS_BLOCKED', BLOCKED_MESSAGE);

/** Sign-in, the back office and the API refuse an address on the configuration's "IP-Sperrliste" (issue 31). */
export async function refuseBlockedAddress(ctx: AppContext, address: string): Promise<void> {
  const { ranges } = await blockList(ctx);
  const entry = blockingEntry(address, ranges);
  if (!entry) return;
  ctx.log.info({ address, entry: entry.text }, 'request from a blocked address refused');
  throw blocked();
}

/**
 * The public shop (pages and its API calls) stays open to every address unless the setting
 * "IP-Sperrliste auch für den öffentlichen Shop" asks otherwise: a shared school network on the list
 * should not keep parents from buying tickets.
 */
export function registerShopBlock(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    // The health answer must come without the database (issue 39): it is what says the database is gone.
    if (request.url.startsWith('/api/health.php')) return;
    let list: BlockList;
    try {
      list = await blockList(ctx);
    } catch (error) {
      // No list read yet and none to be had: a page still answers (from what is kept, or saying why not).
      if (request.url.startsWith('/api/')) throw error;
      list = { ranges: [], shopToo: false };
    }
    const { ranges, shopToo } = list;
    if (!shopToo || !ranges.length || !blockingEntry(request.ip, ranges)) return;
    if (request.url.startsWith('/api/')) throw blocked();
    reply
      .code(403)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="de"><meta charset="utf-8"><title>Zugriff gesperrt</title><h1>Zugriff gesperrt</h1><p>${BLOCKED_MESSAGE}</p></html>`);
    return reply;
  });
}

/** Hook (preValidation) for the calls without a session that must still refuse a blocked address (sign-in). */
export const blockedAddressHook =
  (ctx: AppContext) =>
  async (request: { ip: string }): Promise<void> =>
    refuseBlockedAddress(ctx, request.ip);
