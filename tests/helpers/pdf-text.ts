import zlib from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text drawn on each page, read back from the page content streams (pdf-lib writes text as hex
 * strings in WinAnsi): enough to check what a ticket prints.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let text = '';
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(stream.contents);
      const source = stream.dict.toString().includes('FlateDecode') ? zlib.inflateSync(raw).toString('latin1') : raw.toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) text += `${Buffer.from(match[1], 'hex').toString('latin1')}\n`;
    }
    return text;
  });
}
