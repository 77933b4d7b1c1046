import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(__dirname, '../../src/server/modules');

/** module → the other server modules its files import (file names kept for the failure message). */
function moduleImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const mod of fs.readdirSync(MODULES)) {
    const targets = new Map<string, string[]>();
    for (const file of fs.readdirSync(path.join(MODULES, mod)).filter((name) => name.endsWith('.ts'))) {
      const source = fs.readFileSync(path.join(MODULES, mod, file), 'utf8');
      for (const [, target] of source.matchAll(/from\s+'\.\.\/([\w-]+)\//g)) {
        if (target !== mod) targets.set(target, [...(targets.get(target) ?? []), file]);
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
    const upward = ['payments', 'tickets', 'mail'].flatMap((mod) =>
      (graph.get(mod)?.get('orders') ?? []).map((file) => `${mod}/${file}`),
    );
    expect(upward).toEqual([]);
  });

  it('mail imports no other module: it sends what orders hands it', () => {
    expect([...(moduleImports().get('mail')?.keys() ?? [])]).toEqual([]);
  });

  it('server modules import each other without cycles', () => {
    expect(cycles(moduleImports())).toEqual([]);
  });
});
