#!/usr/bin/env node
// Gives every server module and client feature its public surface (index.ts) and sends every import from
// outside the unit through it. Re-runnable: on a changed tree it recomputes each index from the imports it
// finds (direct ones and those already going through an index), drops what nobody uses any more, and rewrites
// only what still reaches into internals. Left direct on purpose: tests (they test internals), dynamic
// import() (a lazy route names the one file its chunk holds; an index would pull the whole feature in) and
// stylesheets (CSS is no export).
//
//   node scripts/walls/codemod.mjs            write index files and rewrite imports, then print the figures
//   node scripts/walls/codemod.mjs --report   print the figures only
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { traverse } from '@babel/core';
import { crossings, exportsOf, forget, importsOf, indexOf, parseFile, repo, sourceFiles, unitOf } from './graph.mjs';

const HEADER = (unit) =>
  unit.kind === 'server'
    ? `// What the rest of the server uses of the ${unit.id} module; everything else in this folder is its own.\n`
    : `// What other features use of the ${unit.id} feature (the app composes its pages from their files).\n`;
export const ROUTES = /\.routes\.ts$/;
const GENERATED = '// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.\n';

/**
 * Imports the walls route through an index: static, TypeScript, not from a test. Two kinds stay direct:
 * - A module's route plugins (*.routes.ts) are its HTTP face, registered by the app floor (app.ts) alone; they stay
 *   out of the index, which http/ imports too: through it, http/guard.ts would load every route plugin, and those
 *   import the guard (a cycle).
 * - The client's app floor (app/, main.tsx, entry-server.tsx) composes features from their files, as in
 *   bulletproof-react: through the indexes, Vite's bundler merged most route pages into one shared chunk (208 kB)
 *   and the shop's precache grew from 847 to 1125 KiB. A feature's index is what other features may use of it.
 */
const routable = (c) =>
  (c.form === 'import' || c.form === 'export') &&
  /\.tsx?$/.test(c.target) &&
  !c.specifiers.some((s) => s.kind === 'default') &&
  !(!c.from && c.to.kind === 'server' && ROUTES.test(c.target)) &&
  !(!c.from && c.to.kind === 'client');

/** The graph figures of issue 54: edges between units, and those that reach past an index where the walls forbid it. */
export function figures(list = crossings()) {
  const server = list.filter((c) => c.from?.kind === 'server');
  const client = list.filter((c) => c.from?.kind === 'client');
  const outside = list.filter((c) => !c.from);
  const pairs = (xs) => new Set(xs.map((c) => `${c.from.id} → ${c.to.id}`));
  const intoInternals = (xs) => xs.filter((c) => !c.intoIndex && routable(c));
  return {
    serverEdges: pairs(server).size,
    serverImports: server.length,
    serverEdgesIntoInternals: pairs(intoInternals(server)).size,
    serverImportsIntoInternals: intoInternals(server).length,
    outsideImportsIntoServerInternals: intoInternals(outside.filter((c) => c.to.kind === 'server')).length,
    featureEdges: [...pairs(client)].sort(),
    featureImports: client.length,
    featureEdgesIntoInternals: pairs(intoInternals(client)).size,
    featureImportsIntoInternals: intoInternals(client).length,
  };
}

export function printFigures(label, f) {
  console.log(`${label}:`);
  console.log(
    `  server modules: ${f.serverEdges} edges over ${f.serverImports} imports; into internals ${f.serverEdgesIntoInternals} edges, ${f.serverImportsIntoInternals} imports`,
  );
  console.log(
    `  server outside the modules (app.ts, compose.ts, http/, db/): ${f.outsideImportsIntoServerInternals} imports into internals (route plugins not counted)`,
  );
  console.log(
    `  client features: ${f.featureEdges.length} feature-to-feature edges over ${f.featureImports} imports; into internals ${f.featureEdgesIntoInternals} edges, ${f.featureImportsIntoInternals} imports (stylesheets and import() not counted)`,
  );
  for (const edge of f.featureEdges) console.log(`    ${edge}`);
}

/** name → { file, name } that an existing index re-exports, so imports already going through it keep working. */
function indexEntries(index) {
  const entries = new Map();
  if (!fs.existsSync(path.join(repo, index))) return entries;
  for (const imp of importsOf(index)) for (const s of imp.specifiers) entries.set(s.local, { file: imp.target, name: s.imported });
  return entries;
}

/** For `import * as ns`: the members used (ns.x, ns.X in types) and the local name each gets. */
function namespaceMembers(file, ns) {
  const { ast } = parseFile(file);
  const uses = [];
  let other = 0;
  traverse(ast, {
    Identifier(p) {
      if (p.node.name !== ns || p.parentPath.isImportNamespaceSpecifier()) return;
      const parent = p.parent;
      if (parent.type === 'MemberExpression' && parent.object === p.node && !parent.computed)
        uses.push({ node: parent, member: parent.property.name, scope: p.scope });
      else if (parent.type === 'TSQualifiedName' && parent.left === p.node) uses.push({ node: parent, member: parent.right.name, scope: p.scope });
      else if (!(parent.type === 'MemberExpression' && parent.property === p.node) && !(parent.type === 'ObjectProperty' && parent.key === p.node)) other++;
    },
  });
  if (other > 0) throw new Error(`${file}: namespace ${ns} is used as a whole; name its members instead`);
  const clash = uses.some((u) => u.scope.hasBinding(u.member));
  const local = (member) => (clash ? `${ns}${member[0].toUpperCase()}${member.slice(1)}` : member);
  return {
    uses: uses.map((u) => ({ ...u, local: local(u.member) })),
    members: [...new Set(uses.map((u) => u.member))].map((m) => ({ imported: m, local: local(m) })),
  };
}

function specifierTo(fromFile, unit, withJs) {
  let spec = path.posix.relative(path.posix.dirname(fromFile), unit.dir);
  if (!spec.startsWith('.')) spec = spec === '' ? '.' : `./${spec}`;
  return `${spec}/index${withJs ? '.js' : ''}`;
}

const list = (specs) => specs.map((s) => `${s.type ? 'type ' : ''}${s.imported === s.local ? s.imported : `${s.imported} as ${s.local}`}`).join(', ');

function run() {
  const files = sourceFiles();
  const before = crossings(files);
  const units = new Map();
  for (const file of files) {
    const unit = unitOf(file);
    if (unit && !units.has(unit.dir)) units.set(unit.dir, unit);
  }

  // 1. What each index must export: unit → public name → { file, name, kind }.
  const surface = new Map([...units.keys()].map((id) => [id, new Map()]));
  const problems = [];
  const namespaceUses = new Map();
  const want = (unit, publicName, file, name, where) => {
    const kind = exportsOf(file).get(name);
    if (!kind) return problems.push(`${where}: ${file} exports no ${name}`);
    const known = surface.get(unit.dir).get(publicName);
    if (known && (known.file !== file || known.name !== name)) return problems.push(`${unit.id}: ${publicName} comes from ${known.file} and ${file}`);
    surface.get(unit.dir).set(publicName, { file, name, kind });
  };
  const entriesOf = new Map();
  for (const c of before.filter(routable)) {
    for (const s of c.specifiers) {
      if (c.intoIndex) {
        if (!entriesOf.has(c.to.dir)) entriesOf.set(c.to.dir, indexEntries(c.target));
        const entry = entriesOf.get(c.to.dir).get(s.imported);
        if (entry) want(c.to, s.imported, entry.file, entry.name, c.file);
        else problems.push(`${c.file}: ${indexOf(c.to)} has no ${s.imported}`);
      } else if (s.kind === 'namespace') {
        const found = namespaceMembers(c.file, s.local);
        namespaceUses.set(c, found);
        for (const m of found.members) want(c.to, m.imported, c.target, m.imported, c.file);
      } else want(c.to, s.imported, c.target, s.imported, c.file);
    }
  }
  if (problems.length > 0) {
    console.error(`codemod: cannot build the indexes:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--report')) return printFigures('Now', figures(before));

  // 2. Write each index.ts: grouped by source file, values and types apart (isolatedModules wants export type).
  const changed = new Set();
  const original = new Map();
  const write = (file, text) => {
    const full = path.join(repo, file);
    if (!original.has(file)) original.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null);
    fs.writeFileSync(full, text);
    changed.add(file);
  };
  for (const [dir, names] of surface) {
    const unit = units.get(dir);
    const byFile = new Map();
    for (const [publicName, entry] of names) {
      const group = byFile.get(entry.file) ?? { value: [], type: [] };
      group[entry.kind].push(entry.name === publicName ? publicName : `${entry.name} as ${publicName}`);
      byFile.set(entry.file, group);
    }
    const ext = unit.kind === 'server' ? '.js' : '';
    const lines = [...byFile.keys()].sort().flatMap((file) => {
      const spec = `./${path.posix.relative(unit.dir, file).replace(/\.tsx?$/, ext)}`;
      const { value, type } = byFile.get(file);
      return [
        ...(value.length ? [`export { ${value.sort().join(', ')} } from '${spec}';`] : []),
        ...(type.length ? [`export type { ${type.sort().join(', ')} } from '${spec}';`] : []),
      ];
    });
    const text = `${HEADER(unit)}${GENERATED}${lines.length ? lines.join('\n') : 'export {};'}\n`;
    const index = indexOf(unit);
    const full = path.join(repo, index);
    if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text) write(index, text);
  }

  // 3. Rewrite each importer: its imports from one unit become one import (and one `import type`) of the index.
  const byImporter = new Map();
  for (const c of before.filter(routable)) byImporter.set(c.file, [...(byImporter.get(c.file) ?? []), c]);
  for (const [file, imports] of byImporter) {
    const { code } = parseFile(file);
    const edits = [];
    const byUnit = new Map();
    for (const c of imports) {
      if (c.form === 'export') {
        if (!c.intoIndex) edits.push({ start: c.source.start, end: c.source.end, text: `'${specifierTo(file, c.to, c.specifier.endsWith('.js'))}'` });
        continue;
      }
      byUnit.set(c.to.dir, [...(byUnit.get(c.to.dir) ?? []), c]);
    }
    for (const group of byUnit.values()) {
      if (group.every((c) => c.intoIndex) && group.length === 1) continue;
      const value = [];
      const type = [];
      for (const c of group) {
        const into = c.typeOnly ? type : value;
        for (const s of c.specifiers) {
          if (s.kind === 'namespace') {
            const found = namespaceUses.get(c);
            for (const m of found.members) into.push({ imported: m.imported, local: m.local, type: false });
            for (const u of found.uses) edits.push({ start: u.node.start, end: u.node.end, text: u.local });
          } else into.push({ imported: s.imported, local: s.local, type: !c.typeOnly && s.typeOnly });
        }
      }
      const dedupe = (specs) => [...new Map(specs.map((s) => [`${s.local}|${s.type}`, s])).values()];
      const spec = specifierTo(
        file,
        group[0].to,
        group.some((c) => c.specifier.endsWith('.js')),
      );
      const text = [
        ...(value.length ? [`import { ${list(dedupe(value))} } from '${spec}';`] : []),
        ...(type.length ? [`import type { ${list(dedupe(type))} } from '${spec}';`] : []),
      ].join('\n');
      const [first, ...rest] = group.sort((a, b) => a.node.start - b.node.start);
      edits.push({ start: first.node.start, end: first.node.end, text });
      for (const c of rest) edits.push({ start: c.node.start, end: code[c.node.end] === '\n' ? c.node.end + 1 : c.node.end, text: '' });
    }
    if (edits.length === 0) continue;
    let out = code;
    for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    if (out !== code) {
      write(file, out);
      forget(file);
    }
  }

  if (changed.size > 0) execFileSync(path.join(repo, 'node_modules/.bin/biome'), ['format', '--write', ...changed], { cwd: repo, stdio: 'ignore' });
  for (const file of changed) forget(file);
  const written = [...changed].filter((file) => fs.readFileSync(path.join(repo, file), 'utf8') !== original.get(file));
  console.log(`codemod: ${written.length} files changed, ${surface.size} index files`);
  printFigures('Before', figures(before));
  printFigures('After', figures(crossings(sourceFiles())));
}

run();
