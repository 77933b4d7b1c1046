import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import {
  beginText,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  StandardFonts,
} from 'pdf-lib';
import type { Language } from '../../../shared/i18n/languages.js';

/**
 * How a ticket PDF writes text in the order's language (issue 53 item 6). German and English keep the
 * standard Helvetica, whose WinAnsi holds all their letters (German PDFs stay as they were). Turkish (ğ ş ı İ),
 * Ukrainian (Cyrillic) and Arabic are not in WinAnsi: they are written in Noto Sans, embedded as a subset,
 * a character in the first font of the language's chain that has it. Arabic is shaped by fontkit (joined
 * letter forms, lam-alef) and its runs are put in visual order by the Unicode bidi algorithm (bidi-js).
 */
export interface PdfText {
  /** Width in points of the text as drawn. */
  width(text: string, size: number): number;
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }): void;
  /** Prepared text for wrapping: what a word splitter may cut ('?' for what no font can write, in Helvetica). */
  clean(text: string): string;
}

export interface PdfTexts {
  regular: PdfText;
  bold: PdfText;
  rtl: boolean;
}

// The standard PDF fonts speak WinAnsi: German umlauts and ß are in, anything else becomes '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function printable(text: string): string {
  return [...text].map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char) ? char : '?')).join('');
}

function standardText(font: PDFFont): PdfText {
  return {
    width: (text, size) => font.widthOfTextAtSize(printable(text), size),
    draw: (page, text, { x, y, size, color }) => page.drawText(printable(text), { x, y, size, font, color }),
    clean: printable,
  };
}

const require = createRequire(import.meta.url);
type Subset = 'arabic' | 'latin' | 'latin-ext' | 'cyrillic';
/** Fontsource's files are one Unicode range each: a language needs a chain of them. */
const CHAINS: Partial<Record<Language, Subset[]>> = {
  tr: ['latin', 'latin-ext'],
  uk: ['latin', 'cyrillic', 'latin-ext'],
  ar: ['arabic', 'latin', 'latin-ext'],
};

interface FontFile {
  bytes: Uint8Array;
  /** The same font as the one embedded, to lay a run out with: its glyphs are those pdf-lib encodes. */
  face: fontkit.Font;
  covers: Set<number>;
}
const files = new Map<string, FontFile>();

/** A font file read once per process, with the code points it has. */
function fontFile(subset: Subset, weight: 400 | 700): FontFile {
  const name =
    subset === 'arabic'
      ? `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`
      : `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`;
  let file = files.get(name);
  if (!file) {
    const bytes = new Uint8Array(readFileSync(require.resolve(name)));
    const face = fontkit.create(bytes as Buffer);
    file = { bytes, face, covers: new Set(face.characterSet) };
    files.set(name, file);
  }
  return file;
}

const bidi = bidiFactory();
/** Direction marks and isolates steer the bidi algorithm; they have no glyph and are not drawn. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ARABIC = /\p{Script=Arabic}/u;

interface Run {
  text: string;
  font: PDFFont;
  file: FontFile;
}

/** A run's glyphs as pdf-lib encodes them (subset ids, 4 hex digits each) with fontkit's positions in points. */
function placedGlyphs(run: Run, size: number) {
  const hex = run.font.encodeText(run.text).asString();
  const { positions } = run.file.face.layout(run.text);
  const scale = size / run.file.face.unitsPerEm;
  return positions.map((position, index) => ({
    hex: hex.slice(index * 4, index * 4 + 4),
    dx: position.xOffset * scale,
    dy: position.yOffset * scale,
    advance: position.xAdvance * scale,
  }));
}

/** Each embedded font's name in a page's resources, added once per page. */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) {
    keys = new Map();
    fontKeys.set(page, keys);
  }
  let key = keys.get(font);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}

/** Noto Sans along a language's chain, each file embedded as a subset (only the glyphs drawn go in). */
async function notoText(pdf: PDFDocument, chain: Subset[], weight: 400 | 700, rtl: boolean): Promise<PdfText> {
  const chainFiles = chain.map((subset) => fontFile(subset, weight));
  const fonts = new Map<FontFile, PDFFont>();
  for (const file of chainFiles) fonts.set(file, await pdf.embedFont(file.bytes, { subset: true }));
  const fontOf = (file: FontFile) => fonts.get(file) as PDFFont;
  const fileFor = (char: string) => chainFiles.find((file) => file.covers.has(char.codePointAt(0) as number));

  /** The text's runs left to right as they stand on the page, each in one font and one direction. */
  const runs = (text: string): Run[] => {
    const levels = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
    const order = Array.from({ length: text.length }, (_, index) => index);
    // bidi-js counts UTF-16 units; the shop's scripts here have no characters beyond them.
    for (const [start, end] of bidi.getReorderSegments(text, levels)) order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
    const groups: Array<{ chars: string[]; file: FontFile | undefined; odd: boolean }> = [];
    for (const index of order) {
      const char = mirrored.get(index) ?? text[index];
      if (BIDI_CONTROLS.test(char)) continue;
      const file = fileFor(char);
      const odd = (levels.levels[index] & 1) === 1;
      const last = groups[groups.length - 1];
      if (last && last.file === file && last.odd === odd) last.chars.push(char);
      else groups.push({ chars: [char], file, odd });
    }
    return groups.map((group) => {
      const visual = group.file ? group.chars.join('') : '?'.repeat(group.chars.length);
      // fontkit lays Arabic out right to left itself (its glyphs come back in visual order): it gets the
      // run in logical order. Any other run is drawn as ordered.
      const file = group.file ?? chainFiles[0];
      return { text: ARABIC.test(visual) ? [...visual].reverse().join('') : visual, font: fontOf(file), file };
    });
  };
  const advance = (run: Run, size: number) => placedGlyphs(run, size).reduce((sum, glyph) => sum + glyph.advance, 0);
  return {
    width: (text, size) => runs(text).reduce((sum, run) => sum + advance(run, size), 0),
    // Glyph by glyph, where fontkit places each: pdf-lib's drawText would set every glyph at its plain advance
    // and lose the marks' positions (Noto Sans Arabic draws a letter's dots as marks on a dotless form).
    draw: (page, text, { x, y, size, color }) => {
      let pen = x;
      for (const run of runs(text)) {
        // ActualText: a reader copies (and a screen reader speaks) the run's own letters, not the glyphs' ones
        // (the dotless forms stand for several letters: س and ش share theirs).
        const operators = [
          pushGraphicsState(),
          PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`]),
          beginText(),
          setFillingColor(color),
          setFontAndSize(fontKey(page, run.font), size),
          // The run's baseline first, then each glyph where fontkit puts it.
          setTextMatrix(1, 0, 0, 1, pen, y),
        ];
        for (const glyph of placedGlyphs(run, size)) {
          operators.push(setTextMatrix(1, 0, 0, 1, pen + glyph.dx, y + glyph.dy), showText(PDFHexString.of(glyph.hex)));
          pen += glyph.advance;
        }
        operators.push(endText(), PDFOperator.of(PDFOperatorNames.EndMarkedContent), popGraphicsState());
        page.pushOperators(...operators);
      }
    },
    clean: (text) => text,
  };
}

/** The fonts a ticket PDF of the language writes with. */
export async function pdfTexts(pdf: PDFDocument, language: Language): Promise<PdfTexts> {
  const chain = CHAINS[language];
  if (!chain) {
    return {
      regular: standardText(await pdf.embedFont(StandardFonts.Helvetica)),
      bold: standardText(await pdf.embedFont(StandardFonts.HelveticaBold)),
      rtl: false,
    };
  }
  pdf.registerFontkit(fontkit);
  const rtl = language === 'ar';
  return { regular: await notoText(pdf, chain, 400, rtl), bold: await notoText(pdf, chain, 700, rtl), rtl };
}
