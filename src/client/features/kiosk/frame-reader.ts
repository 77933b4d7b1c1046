import { codeInView, decodeFrame, frameSize } from './frame-decoder';

/** What one look at the camera found. */
export interface FrameRead {
  code: string | null;
  /** Something like a QR code was in view (for the hint when it does not read). */
  codeInView: boolean;
}

interface DetectedBarcode {
  rawValue: string;
}
interface NativeDetector {
  detect(source: ImageData): Promise<DetectedBarcode[]>;
}
type NativeDetectorClass = new (options: { formats: string[] }) => NativeDetector;

/** The browser's own detector (Chrome on Android, macOS): far cheaper than JavaScript, where it exists. */
function nativeDetector(): NativeDetector | null {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  try {
    return Detector ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * Reads frames of the video: draws the whole picture (at most FRAME_MAX_SIDE wide) onto one canvas and
 * decodes it with BarcodeDetector where the browser has one, else (and when it fails) with decodeFrame.
 */
export function createFrameReader() {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let detector = nativeDetector();
  return async (video: HTMLVideoElement): Promise<FrameRead | null> => {
    if (!context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    let code: string | null = null;
    if (detector) {
      try {
        code = (await detector.detect(frame)).find((found) => found.rawValue)?.rawValue ?? null;
      } catch {
        // A detector that cannot run here (no QR support on this device) is not asked again.
        detector = null;
      }
    }
    if (!detector) code = decodeFrame(frame);
    return { code, codeInView: code !== null || codeInView(frame) };
  };
}
