import fs from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { type ContentEncoding, chosenEncoding } from './content-encoding.js';
import { notFound } from '../domain-errors.js';

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
  encodings: ContentEncoding[];
}

/** The chunk's file name, the part of the URL after /assets/. */
const AssetParams = Type.Object({ '*': Type.String() });

const isCopy = (name: string) => name.endsWith('.br') || name.endsWith('.gz');

function readAsset(folder: string, name: string): BuiltAsset | undefined {
  const file = path.join(folder, name);
  if (isCopy(name) || path.basename(name) !== name || !fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
  const sibling = (copy: string) => (fs.existsSync(copy) ? fs.readFileSync(copy) : undefined);
  const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
  const copies = { br: sibling(`${file}.br`), gzip: sibling(`${file}.gz`) };
  const encodings = (['br', 'gzip'] as const).filter((encoding) => copies[encoding] !== undefined);
  return { type, plain: fs.readFileSync(file), ...copies, encodings };
}

/**
 * The hashed chunks, read once at start and sent from memory. A page on a phone asks for about twenty at
 * once; from disk each took about half a millisecond of the server's only thread (stat, open, read, close),
 * and the last of them waited for all the others. Cached for good: a new build has new names. A chunk this
 * build does not have gets a 404, not the page shell, which a browser cannot run as a script.
 */
export function registerBuiltAssets(app: FastifyInstance, root: string): void {
  const folder = path.join(root, ASSETS_FOLDER);
  const assets = new Map<string, BuiltAsset>();
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const asset = readAsset(folder, name);
    if (asset) assets.set(name, asset);
  }
  // A build made while the server runs brings chunks with new names: they are read when first asked for.
  const find = (name: string) => {
    const known = assets.get(name);
    if (known) return known;
    const built = readAsset(folder, name);
    if (built) assets.set(name, built);
    return built;
  };
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: `/${ASSETS_FOLDER}/*`,
    // The built client's files are no part of the API and stay out of its document.
    schema: { hide: true, params: AssetParams },
    handler(request, reply) {
      const name = request.params['*'];
      const asset = find(name);
      if (!asset) throw notFound(`Unbekannte Adresse: ${request.method} ${request.url.split('?')[0]}`);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding').type(asset.type);
      const encoding = chosenEncoding(request.headers['accept-encoding'], asset.encodings);
      return encoding ? reply.header('Content-Encoding', encoding).send(asset[encoding]) : reply.send(asset.plain);
    },
  });
}
