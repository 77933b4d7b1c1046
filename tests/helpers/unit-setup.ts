import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { vi } from 'vitest';

// The client's test files share one jsdom per worker (`isolate: false`: a fresh jsdom per file cost more
// than all the tests together). Each file still starts from a clean slate: fresh copies of the app's
// modules (their module-level state), an empty IndexedDB, empty storage and an empty document.
vi.resetModules();
globalThis.indexedDB = new IDBFactory();
globalThis.IDBKeyRange = IDBKeyRange;
// Dexie is a dependency, kept across files: it read the old factory when first imported.
Dexie.dependencies.indexedDB = globalThis.indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;
localStorage.clear();
sessionStorage.clear();
document.head.replaceChildren();
document.body.replaceChildren();
