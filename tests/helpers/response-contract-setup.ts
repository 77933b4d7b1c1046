import { afterAll } from 'vitest';
import { takeMismatches } from './response-contract';

/** A server test file fails when any answer it saw did not conform to the OpenAPI document (response-contract.ts). */
afterAll(() => {
  const found = takeMismatches();
  if (found.length) throw new Error(`${found.length} Antworten passen nicht zum OpenAPI-Dokument:\n${[...new Set(found)].join('\n')}`);
});
