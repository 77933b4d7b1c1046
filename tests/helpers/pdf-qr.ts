import zlib from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

function streamText(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'))?.toString();
  const bytes = Buffer.from(stream.contents);
  return (filter === '/FlateDecode' ? zlib.inflateSync(bytes) : bytes).toString('latin1');
}

/** Paints the rectangles of one /QR marked-content block onto a white RGBA canvas, `scale` px per point. */
export function rasterize(block: string, scale = 4): { data: Uint8ClampedArray; width: number; height: number } | null {
  const rects = [...block.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number));
  if (rects.length === 0) return null;
  const unit = Math.min(...rects.map((r) => r[3]));
  const minX = Math.min(...rects.map((r) => r[0])) - 4 * unit;
  const minY = Math.min(...rects.map((r) => r[1])) - 4 * unit;
  const maxX = Math.max(...rects.map((r) => r[0] + r[2])) + 4 * unit;
  const maxY = Math.max(...rects.map((r) => r[1] + r[3])) + 4 * unit;
  const width = Math.ceil((maxX - minX) * scale);
  const height = Math.ceil((maxY - minY) * scale);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    const left = Math.round((x - minX) * scale);
    const top = Math.round((maxY - (y + h)) * scale);
    for (let row = top; row < top + Math.round(h * scale); row++) {
      for (let col = left; col < left + Math.round(w * scale); col++) {
        const at = (row * width + col) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return { data, width, height };
}

/** The content of each /QR marked-content block of a PDF, page by page: the vector rectangles of its QR codes. */
export async function qrBlocksInPdf(bytes: Uint8Array): Promise<{ pages: number; blocks: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const blocks: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const text = refs
      .map((ref) => doc.context.lookup(ref as PDFRef))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map(streamText)
      .join('\n');
    for (const block of text.matchAll(/\/QR BMC([\s\S]*?)EMC/g)) blocks.push(block[1]);
  }
  return { pages: doc.getPageCount(), blocks };
}

/**
 * Reads each page's QR code back out of a ticket PDF — the vector rectangles of its /QR block, painted
 * onto a bitmap — and decodes it with jsQR, a different library than the one that made it.
 */
export async function qrCodesInPdf(bytes: Uint8Array): Promise<{ pages: number; codes: string[] }> {
  const { pages, blocks } = await qrBlocksInPdf(bytes);
  const codes: string[] = [];
  for (const block of blocks) {
    const image = rasterize(block);
    const found = image && jsQR(image.data, image.width, image.height);
    if (found) codes.push(found.data);
  }
  return { pages, codes };
}

/** The first PDF attachment of a raw MIME message (base64 part), or null. */
export function pdfAttachment(raw: string): Uint8Array | null {
  const match = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n(?:--|\r?\n)/.exec(raw);
  return match ? new Uint8Array(Buffer.from(match[1].replace(/\s+/g, ''), 'base64')) : null;
}
