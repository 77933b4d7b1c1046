import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { SsrEntry } from '../../shared/api/ssr.js';
import { PROJECT_ROOT } from '../project-root.js';
import { ASSETS_FOLDER, registerBuiltAssets } from './built-assets.js';
import { createShellSender } from './shell-page.js';
import { builtSsrEntry, createPageRenderer } from './ssr-renderer.js';

export const CLIENT_DIST = path.join(PROJECT_ROOT, 'dist', 'client') + path.sep;

/**
 * Serves the built client; the public pages are rendered on the server (ssr-renderer.ts), every other path
 * outside /api/ gets index.html so the router decides (history fallback). Hashed assets are cached for good,
 * the shell and service worker never. `ssrEntry` defaults to the built one beside the client build.
 */
export async function registerClientFiles(app: FastifyInstance, root: string | undefined, ssrEntry?: () => Promise<SsrEntry>): Promise<void> {
  const hasBuild = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  const loadEntry = hasBuild && root ? (ssrEntry ?? builtSsrEntry(root, (line) => app.log.warn(line))) : undefined;
  const renderPage = loadEntry && root ? createPageRenderer(app, root, loadEntry) : undefined;
  const sendShell = hasBuild && root ? createShellSender(app, root) : undefined;
  if (hasBuild && root) {
    registerBuiltAssets(app, root);
    await app.register(fastifyStatic, {
      root,
      // One route per built file, listed at start: a wildcard route would read the folder on every request
      // to check the address's spelling. The hashed chunks are served from memory (built-assets.ts).
      wildcard: false,
      globIgnore: [`${ASSETS_FOLDER}/**`],
      index: ['index.html'],
      // The build writes .br/.gz beside each file (vite.config.ts); sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply) {
        reply.header('Cache-Control', shellCaching(reply.request.url));
      },
    });
  }

  if (renderPage) app.addHook('onListen', async () => renderPage.prepare());

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      if (await renderPage?.(request, reply)) return reply;
      if (sendShell) return sendShell(request, reply, shellCaching(pathname));
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `Unbekannte Adresse: ${request.method} ${pathname}` });
  });
}

/** A ticket link is a secret: the browser's HTTP cache must not keep it as a key (shared devices, issue 11). */
function shellCaching(url: string): string {
  return url.startsWith('/tickets/') ? 'no-store' : 'no-cache';
}
