// The import graph of src as the walls see it: which unit (a server module, a client feature) each file belongs
// to, what each file imports and what it exports, read with babel's parser because this repository's
// TypeScript 7 has no JavaScript compiler API.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@babel/core';

export const repo = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

/** Repository-relative posix path. */
export const rel = (file) => path.relative(repo, file).split(path.sep).join('/');

export const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');

/** The unit a file belongs to: { id, dir, kind } or null for files outside modules and features. */
export function unitOf(file) {
  // A server module is one unit with its sub-folders (orders/hold, orders/capture, …): they are its rooms,
  // and orders/index.ts is what the rest of the server may use of all of them.
  const server = file.match(/^src\/server\/modules\/([^/]+)\//);
  if (server) return { id: server[1], dir: `src/server/modules/${server[1]}`, kind: 'server' };
  const client = file.match(/^src\/client\/features\/([^/]+)\//);
  if (client) return { id: client[1], dir: `src/client/features/${client[1]}`, kind: 'client' };
  return null;
}

export const indexOf = (unit) => `${unit.dir}/index.ts`;

export function sourceFiles(dir = path.join(repo, 'src')) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel(full)] : [];
  });
}

/** Resolves a relative specifier the way Vite and tsx do here (".js" names the ".ts" file). */
export function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`]) {
    const full = path.join(repo, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return base;
}

const parsed = new Map();
export function parseFile(file) {
  if (!parsed.has(file)) {
    const code = fs.readFileSync(path.join(repo, file), 'utf8');
    const ast = parseSync(code, {
      filename: file,
      configFile: false,
      babelrc: false,
      parserOpts: { sourceType: 'module', plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
    });
    parsed.set(file, { code, ast });
  }
  return parsed.get(file);
}
export const forget = (file) => parsed.delete(file);

/** Every import of a file: static imports, re-exports, dynamic import() and typeof import() alike. */
export function importsOf(file) {
  const { ast } = parseFile(file);
  const found = [];
  const add = (node, source, extra) => found.push({ file, node, specifier: source.value, source, target: resolve(file, source.value), ...extra });
  for (const node of ast.program.body) {
    if (node.type === 'ImportDeclaration') {
      add(node, node.source, {
        form: 'import',
        typeOnly: node.importKind === 'type',
        specifiers: node.specifiers.map((s) => ({
          kind: s.type === 'ImportSpecifier' ? 'named' : s.type === 'ImportDefaultSpecifier' ? 'default' : 'namespace',
          imported: s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : null,
          local: s.local.name,
          typeOnly: node.importKind === 'type' || s.importKind === 'type',
        })),
      });
    } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
      add(node, node.source, {
        form: node.type === 'ExportAllDeclaration' ? 'export-all' : 'export',
        typeOnly: node.exportKind === 'type',
        specifiers: (node.specifiers ?? []).map((s) => ({
          kind: s.type === 'ExportNamespaceSpecifier' ? 'namespace' : 'named',
          imported: s.local?.name ?? s.local?.value ?? null,
          local: s.exported.name ?? s.exported.value,
          typeOnly: node.exportKind === 'type' || s.exportKind === 'type',
        })),
      });
    }
  }
  // import('…') and typeof import('…') anywhere in the file.
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') {
      add(node, node.arguments[0], { form: 'dynamic', typeOnly: false, specifiers: [] });
    }
    if (node.type === 'TSImportType') {
      const literal = node.argument?.type === 'StringLiteral' ? node.argument : node.argument?.literal;
      if (literal) add(node, literal, { form: 'type-import', typeOnly: true, specifiers: [] });
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value.type === 'string') walk(value);
    }
  };
  walk(ast.program);
  return found;
}

/** What a file exports: name → 'type' | 'value' (a name that is both counts as a value), following re-exports. */
export function exportsOf(file, seen = new Set()) {
  const names = new Map();
  if (seen.has(file) || !SOURCE.test(file) || !fs.existsSync(path.join(repo, file))) return names;
  seen.add(file);
  const { ast } = parseFile(file);
  const put = (name, kind) => names.set(name, names.get(name) === 'value' ? 'value' : kind);
  const localKinds = new Map();
  const importedFrom = new Map();
  for (const node of ast.program.body) {
    const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (!decl) continue;
    if (decl.type === 'TSTypeAliasDeclaration' || decl.type === 'TSInterfaceDeclaration') localKinds.set(decl.id.name, localKinds.get(decl.id.name) ?? 'type');
    else if (decl.type === 'VariableDeclaration') for (const d of decl.declarations) for (const n of bindingNames(d.id)) localKinds.set(n, 'value');
    else if (decl.id?.name && /Function|Class|Enum|TSModule|TSDeclareFunction/.test(decl.type)) localKinds.set(decl.id.name, 'value');
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers) importedFrom.set(s.local.name, { node, s });
    }
  }
  const kindOfLocal = (name) => {
    if (localKinds.has(name)) return localKinds.get(name);
    const imported = importedFrom.get(name);
    if (!imported) return 'value';
    if (imported.node.importKind === 'type' || imported.s.importKind === 'type') return 'type';
    if (imported.s.type !== 'ImportSpecifier') return 'value';
    const target = resolve(file, imported.node.source.value);
    return target ? (exportsOf(target, seen).get(imported.s.imported.name) ?? 'value') : 'value';
  };
  for (const node of ast.program.body) {
    if (node.type === 'ExportDefaultDeclaration') put('default', 'value');
    if (node.type === 'ExportAllDeclaration' && !node.exported) {
      const target = resolve(file, node.source.value);
      for (const [n, k] of exportsOf(target, seen)) if (n !== 'default') put(n, node.exportKind === 'type' ? 'type' : k);
    }
    if (node.type === 'ExportAllDeclaration' && node.exported) put(node.exported.name, 'value');
    if (node.type !== 'ExportNamedDeclaration') continue;
    const wholeType = node.exportKind === 'type';
    if (node.declaration) {
      const d = node.declaration;
      if (d.type === 'VariableDeclaration') for (const v of d.declarations) for (const n of bindingNames(v.id)) put(n, 'value');
      else if (d.id?.name) put(d.id.name, wholeType || d.type === 'TSTypeAliasDeclaration' || d.type === 'TSInterfaceDeclaration' ? 'type' : 'value');
    }
    const target = node.source ? resolve(file, node.source.value) : null;
    for (const s of node.specifiers ?? []) {
      const exported = s.exported.name ?? s.exported.value;
      if (s.type === 'ExportNamespaceSpecifier') put(exported, 'value');
      else if (wholeType || s.exportKind === 'type') put(exported, 'type');
      else if (target) put(exported, exportsOf(target, seen).get(s.local.name) ?? 'value');
      else put(exported, kindOfLocal(s.local.name));
    }
  }
  return names;
}

function bindingNames(id) {
  if (id.type === 'Identifier') return [id.name];
  if (id.type === 'ObjectPattern') return id.properties.flatMap((p) => bindingNames(p.type === 'RestElement' ? p.argument : p.value));
  if (id.type === 'ArrayPattern') return id.elements.filter(Boolean).flatMap((e) => bindingNames(e.type === 'RestElement' ? e.argument : e));
  if (id.type === 'AssignmentPattern') return bindingNames(id.left);
  return [];
}

/** Imports from one unit into another unit (or from outside any unit into one), tests left out. */
export function crossings(files = sourceFiles()) {
  const out = [];
  for (const file of files) {
    if (isTest(file)) continue;
    const from = unitOf(file);
    for (const imp of importsOf(file)) {
      const to = imp.target && unitOf(imp.target);
      if (!to || (from && from.dir === to.dir)) continue;
      out.push({ ...imp, from, to, intoIndex: imp.target === indexOf(to) });
    }
  }
  return out;
}
