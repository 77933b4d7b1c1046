import { useEffect, useRef, useState } from 'react';
import { NO_SIGHTING, seeCode } from '../../../shared/domain/camera-sightings';
import { NOTHING_IN_VIEW, SCAN_HINT, showsHint, watchFrame } from '../../../shared/domain/scan-hint';
import { cameraWanted, setCameraWanted } from './device';
import { kioskDb } from './kiosk-db';

/** Pause between two looks at the camera: about ten a second, less where decoding takes longer. */
const FRAME_GAP_MS = 60;

type CameraState = 'starting' | 'running' | 'stopped' | 'failed';

interface Props {
  /** A verdict shows: codes seen now start no scan. */
  paused: boolean;
  onCode: (code: string) => void;
}

/** The torch is a camera capability Chromium and Safari know but TypeScript's DOM types do not. */
function hasTorch(track: MediaStreamTrack): boolean {
  return Boolean((track.getCapabilities?.() as { torch?: boolean } | undefined)?.torch);
}

/**
 * The back camera, read frame by frame by the kiosk itself (issue 45): BarcodeDetector where the browser
 * has one, jsQR everywhere else (frame-decoder.ts), both loaded only here. The video keeps running while
 * a verdict shows, so a code still held up is recognised as the same guest and resuming never waits.
 */
export function ScannerView({ paused, onCode }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<MediaStreamTrack | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const [state, setState] = useState<CameraState>('starting');
  const [hint, setHint] = useState(false);
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({ supported: false, on: false });
  const [wanted, setWanted] = useState<boolean | null>(null);

  useEffect(() => {
    void cameraWanted(kioskDb).then(setWanted);
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    setState('starting');
    void (async () => {
      try {
        const { createFrameReader } = await import('./frame-reader');
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
        });
        const element = video.current;
        if (cancelled || !element) return;
        element.srcObject = stream;
        await element.play();
        if (cancelled) return;
        track.current = stream.getVideoTracks()[0] ?? null;
        setTorch({ supported: track.current ? hasTorch(track.current) : false, on: false });
        setState('running');
        const read = createFrameReader();
        let last = NO_SIGHTING;
        let watch = NOTHING_IN_VIEW;
        const look = async () => {
          if (cancelled) return;
          const found = await read(element).catch(() => null);
          if (cancelled) return;
          const now = Date.now();
          if (found?.code) {
            const seen = seeCode(last, found.code, now, pausedRef.current);
            last = seen.last;
            if (seen.scan) handler.current(found.code);
          }
          watch = pausedRef.current ? NOTHING_IN_VIEW : watchFrame(watch, { decoded: Boolean(found?.code), codeInView: found?.codeInView ?? false }, now);
          setHint(showsHint(watch, now));
          timer = window.setTimeout(() => void look(), FRAME_GAP_MS);
        };
        void look();
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      track.current = null;
      for (const each of stream?.getTracks() ?? []) each.stop();
      if (video.current) video.current.srcObject = null;
    };
  }, [wanted]);

  async function toggleTorch() {
    const current = track.current;
    if (!current) return;
    const on = !torch.on;
    try {
      await current.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false });
    }
  }

  const running = state === 'running' && wanted;
  return (
    <section className="kiosk-camera" aria-label="Kamera">
      <div className="kiosk-camera__view">{wanted && <video ref={video} muted playsInline aria-label="Kamerabild" />}</div>
      <p className={`kiosk-camera__status${running && hint && !paused ? ' kiosk-camera__status--hint' : ''}`} role="status">
        {state === 'starting' && wanted && 'Kamera wird gestartet …'}
        {running && (paused ? 'Kamera pausiert' : hint ? SCAN_HINT : 'QR-Code vor die Kamera halten')}
        {state === 'failed' && wanted && 'Keine Kamera verfügbar – Handscanner oder Code-Eingabe nutzen.'}
        {wanted === false && 'Kamera aus'}
      </p>
      <div className="kiosk-camera__actions">
        {torch.supported && running && (
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
            setHint(false);
            if (!next) setState('stopped');
          }}
        >
          {wanted ? 'Kamera aus' : 'Kamera an'}
        </button>
      </div>
    </section>
  );
}
