import zlib from 'node:zlib';
import { PDFArray, PDFDict, type PDFDocument as Doc, PDFDocument, PDFName, type PDFPage, PDFRawStream, type PDFRef } from 'pdf-lib';

const streamText = (stream: PDFRawStream) => {
  const raw = Buffer.from(stream.contents);
  return stream.dict.toString().includes('FlateDecode') ? zlib.inflateSync(raw).toString('latin1') : raw.toString('latin1');
};

/**
 * The page's embedded (Noto) fonts by resource name, each as its glyph ids ('00a4') to the characters
 * its ToUnicode map names. The standard fonts (WinAnsi, one byte a character) have none.
 */
function unicodeMaps(doc: Doc, page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const toUnicode = doc.context.lookup(font.get(PDFName.of('ToUnicode')));
    if (!(toUnicode instanceof PDFRawStream)) continue;
    const map = new Map<string, string>();
    for (const [, glyph, utf16] of streamText(toUnicode).matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(glyph.toLowerCase(), Buffer.from(utf16, 'hex').swap16().toString('utf16le'));
    }
    maps.set(name.asString().slice(1), map);
  }
  return maps;
}

/**
 * The text drawn on each page, read back from the page content streams: WinAnsi hex strings for the
 * standard fonts, an embedded font's run by its ActualText (else its glyph ids through the ToUnicode map).
 * One line per drawn text; the runs an embedded-font line is drawn in (one per font) are joined per baseline. `rightToLeft` reads each
 * line's runs from the right, so an Arabic line (drawn in visual order) comes back in the order it is written.
 */
export async function pdfPageTexts(bytes: Uint8Array, { rightToLeft = false } = {}): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const maps = unicodeMaps(doc, page);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const lines: string[][] = [];
    let font: Map<string, string> | undefined;
    // The baseline of the text about to be drawn, and of the embedded-font line being joined (null: none open).
    let y: number | null = null;
    let joining: { y: number | null; units: string[] } | null = null;
    // A marked-content span with ActualText (the Noto runs): its text, and whether its baseline was seen.
    let span: { text: string; placed: boolean } | null = null;
    const joined = (units: string[]) => {
      if (joining && joining.y === y) joining.units.push(...units);
      else {
        joining = { y, units: [...units] };
        lines.push(joining.units);
      }
    };
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = streamText(stream);
      const operators = /\/ActualText <([0-9A-Fa-f]*)>\s*>>\s*BDC|\bEMC\b|\/(\S+)\s+[\d.]+\s+Tf|\S+ \S+ \S+ \S+ \S+ (\S+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g;
      for (const match of source.matchAll(operators)) {
        if (match[1] !== undefined) span = { text: Buffer.from(match[1].slice(4), 'hex').swap16().toString('utf16le'), placed: false };
        else if (match[0] === 'EMC') {
          if (span) joined([span.text]);
          span = null;
        } else if (match[2] !== undefined) font = maps.get(match[2]);
        else if (match[3] !== undefined) {
          // Inside a span only its first matrix is the line's baseline; the others place single glyphs.
          if (span?.placed) continue;
          if (span) span.placed = true;
          y = Number(match[3]);
        } else if (!span) {
          const hex = match[4];
          if (font) joined([...Array(hex.length / 4).keys()].map((at) => font?.get(hex.slice(at * 4, at * 4 + 4).toLowerCase()) ?? '\ufffd'));
          else {
            // A standard font's text (drawn whole by drawText) is a line of its own, as table cells are.
            lines.push([...Buffer.from(hex, 'hex').toString('latin1')]);
            joining = null;
          }
        }
      }
    }
    return lines.map((line) => `${(rightToLeft ? [...line].reverse() : line).join('')}\n`).join('');
  });
}

/** How many glyphs of the first page's embedded fonts stand for each character: more than one for a shaped script's letter forms. */
export async function glyphsPerCharacter(bytes: Uint8Array): Promise<Map<string, number>> {
  const doc = await PDFDocument.load(bytes);
  const counts = new Map<string, number>();
  for (const map of unicodeMaps(doc, doc.getPages()[0]).values()) for (const text of map.values()) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
}
