import fs from 'node:fs';
import path from 'node:path';
import { buildApiDocument } from './api-document.js';

/** `npm run lint:api` writes the document with this, then lints it: `tsx src/server/write-api-document.ts FILE`. */
const file = process.argv[2];
if (!file) {
  process.stderr.write('Aufruf: tsx src/server/write-api-document.ts ZIELDATEI\n');
  process.exit(2);
}
fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(await buildApiDocument(), null, 2)}\n`);
