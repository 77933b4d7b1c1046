import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { directionOf, type Language } from '../../shared/i18n/languages.js';
import { FULL_OFFER } from '../../shared/i18n/offer.js';
import { languageOffer } from '../modules/localization/index.js';
import { pageLanguage, sendCompressed } from './ssr-renderer.js';

/** The back office and the kiosk stay German (issue 53 item 7): their shell is the built file as it is. */
const STAFF_PATH = /^\/(admin|kiosk)(\/|$)/;

/** The shell with `<html lang dir>` of `language`: its loading line (one per language) shows that one's. */
export function shellInLanguage(template: string, language: Language): string {
  return template.replace(/<html lang="[^"]*"(?: dir="[^"]*")?/, `<html lang="${language}" dir="${directionOf(language)}"`);
}

/**
 * Sends the app shell for a page the browser renders (issue 53): in the visitor's language (`?lang=`, the
 * cookie, Accept-Language, among the offered ones), as the server-rendered pages are, so the loading line
 * and the page's direction are the visitor's before any code runs. Each language's copy is made once,
 * and compressed once per encoding.
 */
export function createShellSender(app: FastifyInstance, root: string) {
  let template: string | undefined;
  const copies = new Map<Language, { html: string; encoded: Partial<Record<'br' | 'gzip', Buffer>> }>();
  return async (request: FastifyRequest, reply: FastifyReply, caching: string): Promise<FastifyReply> => {
    reply.header('Cache-Control', caching);
    if (STAFF_PATH.test(request.url.split('?')[0])) return reply.sendFile('index.html');
    const offer = await languageOffer(app.ctx.db).catch(() => FULL_OFFER);
    const language = pageLanguage(request, offer);
    template ??= fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    let copy = copies.get(language);
    if (!copy) {
      copy = { html: shellInLanguage(template, language), encoded: {} };
      copies.set(language, copy);
    }
    return sendCompressed(request, reply.type('text/html; charset=utf-8'), copy);
  };
}
