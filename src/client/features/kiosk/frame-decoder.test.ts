// Pure computation on real rendered frames; jsdom (this project's environment) only stands by.
import { describe, expect, it } from 'vitest';
import { codeInView, decodeFrame } from './frame-decoder';
import { signTicketCode } from '../../../shared/domain/ticket-code';
import { filmLuma, pdfPictures, type Picture, rgbaFrame, ticketPagePicture, ticketPagePng } from '../../../../tests/helpers/qr-frames';
import { sweepSlice } from '../../../../tests/helpers/sweep';

/** Real signed ticket codes of a key that is not the server's: ids, performances and categories of all sizes. */
function ticketCodes(count: number): string[] {
  const secret = new Uint8Array(32).fill(45);
  return Array.from({ length: count }, (_, n) =>
    signTicketCode(
      { keyId: 1 + (n % 4), ticketId: 1 + ((n * 2_654_435_761) % 2_147_483_647), performanceId: 1 + ((n * 7) % 500), categoryId: 1 + (n % 9) },
      secret,
    ),
  );
}

const SIZES = Array.from({ length: 11 }, (_, k) => 0.3 + k * 0.025);

describe('the kiosk decodes camera frames of ticket codes without BarcodeDetector (issue 45)', { timeout: 600_000 }, () => {
  it("films the ticket page's own picture: what qrcode's toDataURL draws, pixel for pixel", async () => {
    for (const code of ticketCodes(3)) {
      const png = await ticketPagePng(code);
      const painted = ticketPagePicture(code);
      expect(painted.side).toBe(png.side);
      expect(Buffer.from(painted.luma).equals(Buffer.from(png.luma))).toBe(true);
    }
  });

  // A sweep (tests/helpers/sweep.ts): each run films a tenth of the thousand codes, npm run test:sweeps all of them.
  const sample = sweepSlice(
    'kiosk frames',
    ticketCodes(1000).map((code, n) => ({ code, n })),
    10,
  );
  it(`reads every one of 1,000 ticket codes from the ticket page's and the PDF's pictures, at 30–55 % of the frame, sharp and blurred: ${sample.label}`, async () => {
    const pdf = await pdfPictures(sample.items.map(({ code }) => code));
    const missed: string[] = [];
    const times: number[] = [];
    sample.items.forEach(({ code, n }, index) => {
      const shots: Array<[string, Picture, boolean]> = [
        ['Ticketseite', ticketPagePicture(code), n % 2 === 0],
        ['PDF', pdf[index], n % 2 === 1],
      ];
      shots.forEach(([source, picture, blur], k) => {
        // Every size with either picture, sharp and blurred; the picture a little off the frame's centre.
        const fill = SIZES[(n + k * 5) % SIZES.length];
        const frame = rgbaFrame(filmLuma(picture, { fill, blur, dx: ((n * 37) % 17) / 7 - 1.2, dy: ((n * 13) % 11) / 5 - 1 }));
        const start = performance.now();
        const text = decodeFrame(frame);
        times.push(performance.now() - start);
        if (text !== code) missed.push(`Nr. ${n} aus ${source}, ${Math.round(fill * 1000) / 10} % ${blur ? 'unscharf' : 'scharf'}: ${text ?? 'nicht gelesen'}`);
      });
    });
    times.sort((a, b) => a - b);
    console.log(`kiosk decoder: ${times.length - missed.length} of ${times.length} frames read, median ${times[times.length >> 1].toFixed(1)} ms per frame`);
    expect(missed).toEqual([]);
  });

  it('sees a code in view that does not read (glare over half of it), and no code in an empty view', () => {
    const [code] = ticketCodes(1);
    const picture = ticketPagePicture(code);
    const readable = rgbaFrame(filmLuma(picture, { fill: 0.4 }));
    expect(decodeFrame(readable)).toBe(code);
    expect(codeInView(readable)).toBe(true);
    const glare = rgbaFrame(filmLuma(picture, { fill: 0.4, glare: 0.5 }));
    expect(decodeFrame(glare)).toBeNull();
    expect(codeInView(glare)).toBe(true);
    // A scene without a code: the empty frame, and a page of text-like stripes.
    const blank = { luma: new Uint8ClampedArray(640 * 480).fill(190), width: 640, height: 480 };
    expect(codeInView(rgbaFrame(blank))).toBe(false);
    const stripes = { ...blank, luma: blank.luma.map((_, i) => ((i % 640) % 12 < 3 && Math.floor(i / 640) % 20 < 12 ? 40 : 200)) };
    expect(codeInView(rgbaFrame(stripes))).toBe(false);
  });
});
