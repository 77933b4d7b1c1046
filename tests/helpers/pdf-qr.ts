import zlib from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/**
 * Reads every page's images back out of a PDF (pdf-lib stores embedded PNGs as deflated RGB) and
 * decodes them with jsQR — a different library than the one that drew them.
 */
export async function qrCodesInPdf(bytes: Uint8Array): Promise<{ pages: number; codes: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const codes: string[] = [];
  for (const page of doc.getPages()) {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    for (const ref of xobjects?.values() ?? []) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
      const width = (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
      const height = (stream.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
      const rgb = zlib.inflateSync(Buffer.from(stream.contents));
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let i = 0; i < width * height; i++) {
        rgba[i * 4] = rgb[i * 3];
        rgba[i * 4 + 1] = rgb[i * 3 + 1];
        rgba[i * 4 + 2] = rgb[i * 3 + 2];
        rgba[i * 4 + 3] = 255;
      }
      const found = jsQR(rgba, width, height);
      if (found) codes.push(found.data);
    }
  }
  return { pages: doc.getPageCount(), codes };
}
