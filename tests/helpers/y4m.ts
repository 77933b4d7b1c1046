import fs from 'node:fs';
import QRCode from 'qrcode';

/**
 * A fake camera's video: the QR code of `text` on white, as grey YUV 4:2:0 frames in a Y4M file, which
 * Chromium plays (looping) with --use-file-for-fake-video-capture.
 */
export function writeQrY4m(file: string, text: string, options: { width?: number; height?: number; frames?: number } = {}) {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 5;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  // A phone held up to the camera fills part of the picture, not all of it: the code with its quiet zone
  // takes 60 % of the height, well inside the scanner's 80 % box.
  const scale = Math.floor((Math.min(width, height) / (size + 2 * quiet)) * 0.6);
  const side = (size + 2 * quiet) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const offset = (top + (row + quiet) * scale + y) * width + left + (col + quiet) * scale;
        luma.fill(0, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}
