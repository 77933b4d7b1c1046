import type { VerdictTone } from '../../../shared/domain/checkin-verdict';

/**
 * A sound and a vibration per verdict, so the door hears the answer without looking: one high beep for
 * 'Gültig', two middle ones for the wrong night, a low buzz for every refusal.
 */
const PATTERNS: Record<VerdictTone, { tones: Array<[hz: number, ms: number]>; wave: OscillatorType; vibrate: number[] }> = {
  green: { tones: [[1320, 140]], wave: 'sine', vibrate: [80] },
  amber: {
    tones: [
      [660, 140],
      [660, 140],
    ],
    wave: 'triangle',
    vibrate: [120, 80, 120],
  },
  red: { tones: [[196, 450]], wave: 'square', vibrate: [350, 120, 350] },
};

let audio: AudioContext | null = null;

/** Browsers allow sound only after a gesture: call this from a click (sign-in, start). */
export function unlockAudio(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

export function signal(tone: VerdictTone): void {
  const pattern = PATTERNS[tone];
  navigator.vibrate?.(pattern.vibrate);
  if (!audio) return;
  let at = audio.currentTime;
  for (const [hz, ms] of pattern.tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = pattern.wave;
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += ms / 1000 + 0.06;
  }
}
