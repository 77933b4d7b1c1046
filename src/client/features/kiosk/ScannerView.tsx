import type { Html5Qrcode } from 'html5-qrcode';
import { useEffect, useId, useRef, useState } from 'react';
import { cameraWanted, setCameraWanted } from './device';
import { kioskDb } from './kiosk-db';

/** The same code in front of the camera again within this time is the same guest, not a new scan. */
export const REPEAT_COOLDOWN_MS = 5000;

/** html5-qrcode labels its pause overlay in English; the kiosk speaks German. */
function germanPausedLabel(elementId: string) {
  for (const element of document.getElementById(elementId)?.querySelectorAll('div') ?? []) {
    if (element.childElementCount === 0 && element.textContent === 'Scanner paused') element.textContent = 'Kamera pausiert';
  }
}

type CameraState = 'starting' | 'running' | 'stopped' | 'failed';

interface Props {
  /** Paused while a verdict shows. */
  paused: boolean;
  onCode: (code: string) => void;
}

/**
 * The camera through html5-qrcode, loaded only here (dynamic import): the back camera first, the torch
 * where the camera has one. Decoding stops while a verdict shows and resumes by itself.
 */
export function ScannerView({ paused, onCode }: Props) {
  const elementId = `kiosk-camera-${useId().replace(/[^\w-]/g, '')}`;
  const scanner = useRef<Html5Qrcode | null>(null);
  const last = useRef<{ code: string; at: number }>({ code: '', at: 0 });
  const handler = useRef(onCode);
  handler.current = onCode;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const [state, setState] = useState<CameraState>('starting');
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({ supported: false, on: false });
  const [wanted, setWanted] = useState<boolean | null>(null);

  useEffect(() => {
    void cameraWanted(kioskDb).then(setWanted);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let instance: Html5Qrcode | null = null;
    setState('starting');
    void (async () => {
      try {
        const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
        if (cancelled) return;
        // Where the browser has a native barcode detector (Chrome on Android) it decodes, far cheaper than JavaScript.
        instance = new Html5Qrcode(elementId, {
          formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
          experimentalFeatures: { useBarCodeDetectorIfSupported: true },
          verbose: false,
        });
        await instance.start(
          { facingMode: 'environment' },
          // A ticket held to the back camera is never mirrored: no second, flipped decode per frame.
          { fps: 10, disableFlip: true, qrbox: (width, height) => ({ width: Math.floor(Math.min(width, height) * 0.8), height: Math.floor(Math.min(width, height) * 0.8) }) },
          (text) => {
            if (pausedRef.current) return;
            const now = Date.now();
            if (text === last.current.code && now - last.current.at < REPEAT_COOLDOWN_MS) return;
            last.current = { code: text, at: now };
            handler.current(text);
          },
          () => {},
        );
        if (cancelled) {
          await instance.stop().catch(() => {});
          return;
        }
        scanner.current = instance;
        germanPausedLabel(elementId);
        setState('running');
        try {
          setTorch({ supported: instance.getRunningTrackCameraCapabilities().torchFeature().isSupported(), on: false });
        } catch {
          setTorch({ supported: false, on: false });
        }
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      scanner.current = null;
      if (instance?.isScanning) void instance.stop().catch(() => {});
    };
  }, [elementId, wanted]);

  useEffect(() => {
    const current = scanner.current;
    if (!current || state !== 'running') return;
    // Only decoding pauses; the video keeps running, so resuming never waits on the video to play again.
    try {
      if (paused) current.pause(false);
      else current.resume();
    } catch {
      // pause/resume throw when the scanner is already in that state
    }
    // The verdict was for this code: its cooldown starts when the door is ready again.
    if (!paused) last.current = { ...last.current, at: Date.now() };
  }, [paused, state]);

  async function toggleTorch() {
    const current = scanner.current;
    if (!current) return;
    const on = !torch.on;
    try {
      await current.getRunningTrackCameraCapabilities().torchFeature().apply(on);
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false });
    }
  }

  return (
    <section className="kiosk-camera" aria-label="Kamera">
      <div id={elementId} className="kiosk-camera__view" />
      <p className="kiosk-camera__status" role="status">
        {state === 'starting' && wanted && 'Kamera wird gestartet …'}
        {state === 'running' && (paused ? 'Kamera pausiert' : 'QR-Code vor die Kamera halten')}
        {state === 'failed' && 'Keine Kamera verfügbar – Handscanner oder Code-Eingabe nutzen.'}
        {wanted === false && 'Kamera aus'}
      </p>
      <div className="kiosk-camera__actions">
        {torch.supported && (
          <button type="button" className="kiosk-button kiosk-button--ghost" aria-pressed={torch.on} onClick={toggleTorch}>
            {torch.on ? 'Licht aus' : 'Licht an'}
          </button>
        )}
        <button
          type="button"
          className="kiosk-button kiosk-button--ghost"
          disabled={wanted === null}
          onClick={() => {
            const next = !wanted;
            setWanted(next);
            void setCameraWanted(kioskDb, next);
            if (!next) setState('stopped');
          }}
        >
          {wanted ? 'Kamera aus' : 'Kamera an'}
        </button>
      </div>
    </section>
  );
}
