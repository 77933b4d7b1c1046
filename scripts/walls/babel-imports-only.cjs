// Babel configuration for dependency-cruiser (.dependency-cruiser.cjs): this repository's TypeScript 7 has no
// JavaScript compiler API, so dependency-cruiser reads TypeScript through babel. The preset alone would drop
// `import type` (and imports used only as types) before dependency-cruiser sees them, yet a type import into
// another module's internals climbs the wall as well. So this plugin, running before the preset, reduces each
// file to its dependencies: one plain `import '…'` per static import or re-export (type-only ones included,
// and `typeof import('…')`), one `import('…')` per dynamic import, so lazy routes stay recognisable as such.
const { types: t } = require('@babel/core');

/** Collects the specifiers of one file: `found.statics` and `found.dynamics` (babel visitor state). */
const collect = {
  ImportDeclaration(p, found) {
    found.statics.add(p.node.source.value);
  },
  ExportNamedDeclaration(p, found) {
    if (p.node.source) found.statics.add(p.node.source.value);
  },
  ExportAllDeclaration(p, found) {
    found.statics.add(p.node.source.value);
  },
  TSImportType(p, found) {
    const literal = p.node.argument.type === 'StringLiteral' ? p.node.argument : p.node.argument.literal;
    if (literal) found.statics.add(literal.value);
  },
  CallExpression(p, found) {
    const [first] = p.node.arguments;
    if (p.node.callee.type === 'Import' && first?.type === 'StringLiteral') found.dynamics.add(first.value);
  },
};

const visitor = {
  Program(path) {
    const found = { statics: new Set(), dynamics: new Set() };
    path.traverse(collect, found);
    path.node.body = [
      ...[...found.statics].map((source) => t.importDeclaration([], t.stringLiteral(source))),
      ...[...found.dynamics].map((source) => t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)]))),
    ];
    path.node.directives = [];
  },
};

module.exports = {
  babelrc: false,
  configFile: false,
  presets: [['@babel/preset-typescript', { allowDeclareFields: true }]],
  plugins: [() => ({ name: 'walls-imports-only', visitor })],
};
