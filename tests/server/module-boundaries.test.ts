import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(__dirname, '../../src/server/modules');

/** Every .ts file under a folder, subfolders included (orders/ is split by what happens to an order). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** module → the other server modules its files import (file names kept for the failure message). */
function moduleImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const mod of fs.readdirSync(MODULES)) {
    const targets = new Map<string, string[]>();
    for (const full of sourceFiles(path.join(MODULES, mod))) {
      const file = path.relative(path.join(MODULES, mod), full);
      const source = fs.readFileSync(full, 'utf8');
      for (const [, specifier] of source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(full), specifier)).split(path.sep)[0];
        if (target !== mod && !target.startsWith('..')) targets.set(target, [...(targets.get(target) ?? []), file]);
      }
    }
    graph.set(mod, targets);
  }
  return graph;
}

function cycles(graph: Map<string, Map<string, string[]>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (mod: string, trail: string[]) => {
    if (trail.includes(mod)) {
      found.push([...trail.slice(trail.indexOf(mod)), mod].join(' → '));
      return;
    }
    if (done.has(mod)) return;
    for (const target of graph.get(mod)?.keys() ?? []) walk(target, [...trail, mod]);
    done.add(mod);
  };
  for (const mod of graph.keys()) walk(mod, []);
  return found;
}

describe('server module boundaries', () => {
  it('payments, tickets and mail are leaves that never import orders (orders owns the purchase)', () => {
    const graph = moduleImports();
    const upward = ['payments', 'tickets', 'mail'].flatMap((mod) => (graph.get(mod)?.get('orders') ?? []).map((file) => `${mod}/${file}`));
    expect(upward).toEqual([]);
  });

  it('mail imports no other module: it sends what orders hands it', () => {
    expect([...(moduleImports().get('mail')?.keys() ?? [])]).toEqual([]);
  });

  it('mail reads and writes only its own tables', () => {
    const tables = sourceFiles(path.join(MODULES, 'mail'))
      .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/(?:selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin)\('(\w+)/g)])
      .map(([, table]) => table);
    expect([...new Set(tables)].sort()).toEqual(['mail_outbox', 'mail_templates']);
  });

  it('server modules import each other without cycles', () => {
    expect(cycles(moduleImports())).toEqual([]);
  });
});
