import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the build puts its hashed chunks; their names change with their content. */
export const ASSETS_FOLDER = 'assets';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

interface BuiltAsset {
  type: string;
  plain: Buffer;
  /** The build's precompressed copies (vite.config.ts), where it wrote them. */
  br?: Buffer;
  gzip?: Buffer;
}

function readAssets(folder: string): Map<string, BuiltAsset> {
  const assets = new Map<string, BuiltAsset>();
  if (!fs.existsSync(folder)) return assets;
  const sibling = (name: string) => (fs.existsSync(path.join(folder, name)) ? fs.readFileSync(path.join(folder, name)) : undefined);
  for (const name of fs.readdirSync(folder)) {
    if (name.endsWith('.br') || name.endsWith('.gz') || !fs.statSync(path.join(folder, name)).isFile()) continue;
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    assets.set(name, { type, plain: fs.readFileSync(path.join(folder, name)), br: sibling(`${name}.br`), gzip: sibling(`${name}.gz`) });
  }
  return assets;
}

/**
 * The hashed chunks, read once at start and sent from memory. A page on a phone asks for about twenty at
 * once; from disk each took about half a millisecond of the server's only thread (stat, open, read, close),
 * and the last of them waited for all the others. Cached for good: a new build has new names. A chunk this
 * build does not have gets a 404, not the page shell, which a browser cannot run as a script.
 */
export function registerBuiltAssets(app: FastifyInstance, root: string): void {
  const assets = readAssets(path.join(root, ASSETS_FOLDER));
  app.route({
    method: ['GET', 'HEAD'],
    url: `/${ASSETS_FOLDER}/*`,
    handler(request, reply) {
      const name = (request.params as { '*': string })['*'];
      const asset = assets.get(name);
      if (!asset) {
        const pathname = request.url.split('?')[0];
        return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `Unbekannte Adresse: ${request.method} ${pathname}` });
      }
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding').type(asset.type);
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (asset.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(asset.br);
      if (asset.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
      return reply.send(asset.plain);
    },
  });
}
