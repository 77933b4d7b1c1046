/**
 * The documentation stays true to the product (issue 43): links in README.md and docs/ lead to a file and
 * heading that exist, the operator guide's configuration reference names every environment variable the
 * server reads and every setting with its default, and every page of the back office's sidebar has its page
 * in the staff handbook (which the in-app help shows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { HANDBOOK_INDEX, HANDBOOK_PAGES, handbookPageFor } from '../../src/client/features/help/handbook-pages';
import { SIDEBAR, type SidebarLink } from '../../src/client/features/admin-layout/sidebar-items';
import { headingSlugger } from '../../src/shared/domain/heading-slug';
import { CONFIG_SECTIONS } from '../../src/shared/domain/shop-config-fields';
import { settingRowStart } from '../helpers/settings-reference';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const HANDBOOK = path.join(DOCS, 'handbuch');

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}
const DOCUMENTS = [path.join(ROOT, 'README.md'), ...markdownFiles(DOCS)];

/** Where marked keeps the tokens inside a token: inline text, list items, table cells. */
interface Nested {
  tokens?: Token[];
  items?: Token[];
  header?: Array<{ tokens: Token[] }>;
  rows?: Array<Array<{ tokens: Token[] }>>;
}

/** Every token of a document, tables and lists included. */
function* allTokens(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const nested = token as unknown as Nested;
    if (nested.tokens) yield* allTokens(nested.tokens);
    if (nested.items) yield* allTokens(nested.items);
    if (nested.header) for (const cell of nested.header) yield* allTokens(cell.tokens);
    if (nested.rows) for (const row of nested.rows) for (const cell of row) yield* allTokens(cell.tokens);
  }
}

const tokensOf = (file: string) => new Lexer({ gfm: true }).lex(fs.readFileSync(file, 'utf8'));
const plainText = (tokens: readonly Token[]): string =>
  tokens.map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? String(token.text) : '')).join('');

/** The anchors GitHub gives the headings of a Markdown file. */
function anchorsOf(file: string): Set<string> {
  const slug = headingSlugger();
  return new Set(
    [...allTokens(tokensOf(file))].filter((token): token is Tokens.Heading => token.type === 'heading').map((heading) => slug(plainText(heading.tokens))),
  );
}

/** Links and pictures of a document that point into the repository (web addresses are left out). */
function localLinks(file: string): string[] {
  return [...allTokens(tokensOf(file))]
    .filter((token): token is Tokens.Link | Tokens.Image => token.type === 'link' || token.type === 'image')
    .map((token) => token.href)
    .filter((href) => !/^(https?:|mailto:|tel:)/.test(href));
}

/** What is wrong with one link of `from`, or null. */
function brokenLink(from: string, href: string): string | null {
  const [target, anchor] = href.split('#') as [string, string | undefined];
  const file = target ? path.resolve(path.dirname(from), decodeURI(target)) : from;
  if (!fs.existsSync(file)) return `${href}: Datei fehlt`;
  if (anchor === undefined) return null;
  if (!file.endsWith('.md')) return `${href}: Anker in einer Datei ohne Überschriften`;
  return anchorsOf(file).has(decodeURIComponent(anchor)) ? null : `${href}: Überschrift fehlt`;
}

/** The names the server reads from its environment: process.env.X, env.X, env['X'] and config.ts's readers. */
function serverEnvironment(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|mjs)$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = fs.readFileSync(file, 'utf8');
        const patterns = [/\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)/g, /\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g, /\(env, '([A-Z][A-Z0-9_]+)'/g];
        for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]);
      }
    }
  };
  walk(path.join(ROOT, 'src/server'));
  return names;
}

/** The text of a level-2 section of a Markdown file, up to the next level-2 heading. */
function section(file: string, heading: string): string {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

const sidebarLinks = (): SidebarLink[] => SIDEBAR.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));

describe('the documentation', () => {
  it('keeps the README short, with the commands and the deviations findable', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(70);
    for (const text of ['npm install', 'npm start', 'npm test', 'npm run test:pg', 'npm run test:e2e', 'Abweichungen von der Spezifikation']) {
      expect(readme).toContain(text);
    }
  });

  it('links only to files and headings that exist', () => {
    const broken = DOCUMENTS.flatMap((file) =>
      localLinks(file)
        .map((href) => brokenLink(file, href))
        .filter((problem) => problem !== null)
        .map((problem) => `${path.relative(ROOT, file)}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('names every environment variable the server reads in the configuration reference', () => {
    const reference = section(path.join(DOCS, 'betrieb.md'), 'Konfiguration');
    const names = [...serverEnvironment()];
    // The scan must find what config.ts reads, or it proves nothing.
    expect(names).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'PAYPAL_TIMEOUT_MS', 'SKIP_CLIENT_BUILD']));
    expect(names.filter((name) => !reference.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every setting of the configuration page with its default', () => {
    const reference = section(path.join(DOCS, 'betrieb.md'), 'Konfiguration');
    const missing = CONFIG_SECTIONS.flatMap((part) => part.fields).filter((field) => !reference.includes(settingRowStart(field)));
    // After a change: npx tsx tests/helpers/settings-reference.ts prints the tables for docs/betrieb.md.
    expect(missing.map(settingRowStart)).toEqual([]);
  });

  it('has a handbook page for every page of the sidebar', () => {
    const links = sidebarLinks();
    expect(links.length).toBeGreaterThan(20);
    const without = links.filter((link) => {
      const page = handbookPageFor(link.to);
      return page === HANDBOOK_INDEX || !fs.existsSync(path.join(HANDBOOK, `${page}.md`));
    });
    expect(without.map((link) => `${link.label} (${link.to})`)).toEqual([]);
  });

  it('has a file for every handbook page the help names, and the table of contents links each', () => {
    const index = fs.readFileSync(path.join(HANDBOOK, 'README.md'), 'utf8');
    for (const page of HANDBOOK_PAGES) {
      expect(fs.existsSync(path.join(HANDBOOK, `${page.slug}.md`)), page.slug).toBe(true);
      expect(index, page.slug).toContain(`](${page.slug}.md`);
    }
  });

  it('shows every picture of the handbook somewhere', () => {
    const shown = new Set(
      markdownFiles(HANDBOOK).flatMap((file) =>
        localLinks(file)
          .filter((href) => href.startsWith('bilder/'))
          .map((href) => href.slice('bilder/'.length)),
      ),
    );
    const pictures = fs.readdirSync(path.join(HANDBOOK, 'bilder'));
    expect(pictures.length).toBeGreaterThan(20);
    expect(pictures.filter((picture) => !shown.has(picture))).toEqual([]);
  });
});
