/** What decodes QR codes in a video frame: the browser's BarcodeDetector, or ZXing (WebAssembly) where it has none. */
export type QrDetector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

type DetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

/**
 * The native detector where the browser has one that reads QR codes (Android's Chrome, Safari 17+ on macOS);
 * elsewhere the barcode-detector ponyfill, loaded only here, with its WebAssembly served from Admit itself (the
 * package would fetch it from a CDN: there may be no network at the door, and the CSP allows no CDN).
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats: string[] = native ? await native.getSupportedFormats().catch(() => []) : [];
  if (native && formats.includes('qr_code')) {
    return new native({ formats: ['qr_code'] });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

type FrameMetadata = { presentationTime?: number };
type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: (now: number, metadata: FrameMetadata) => void) => number;
};

/**
 * Decodes frames as they arrive, one decode at a time (a slow phone skips frames rather than queueing them).
 * `onCode` gets each code with the time its frame was shown (performance.now()'s clock), so the page can measure
 * frame to feedback. Returns a function that stops the loop.
 */
export function startDecodeLoop(
  video: HTMLVideoElement,
  detector: QrDetector,
  onCode: (code: string, frameAt: number) => void,
): () => void {
  const v = video as VideoWithFrames;
  let stopped = false;
  let busy = false;
  const next = () => {
    if (stopped) return;
    if (v.requestVideoFrameCallback) v.requestVideoFrameCallback((now, meta) => frame(meta.presentationTime ?? now));
    else requestAnimationFrame(frame);
  };
  const frame = (frameAt: number) => {
    if (stopped) return;
    if (!busy && video.readyState >= 2) {
      busy = true;
      detector
        .detect(video)
        .then((codes) => {
          if (!stopped) for (const c of codes) onCode(c.rawValue, frameAt);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }
    next();
  };
  next();
  return () => {
    stopped = true;
  };
}

/** The torch, where the camera has one (most phones' back cameras). */
export function torchOf(stream: MediaStream): ((on: boolean) => Promise<void>) | null {
  const [track] = stream.getVideoTracks();
  const capabilities = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  if (!track || !capabilities?.torch) return null;
  return (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

/** A short beep and a buzz, where the browser allows them: a different tone for each colour. */
export function createSignal() {
  let audio: AudioContext | null = null;
  return {
    /** Call from a gesture (the camera button): browsers start audio only after one. */
    unlock() {
      try {
        audio ??= new AudioContext();
        void audio.resume();
      } catch {
        audio = null;
      }
    },
    play(kind: 'good' | 'warn' | 'bad') {
      navigator.vibrate?.(kind === 'good' ? 80 : kind === 'warn' ? [80, 60, 80] : [250]);
      if (!audio) return;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = kind === 'good' ? 880 : kind === 'warn' ? 520 : 220;
      gain.gain.value = 0.15;
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + (kind === 'bad' ? 0.35 : 0.12));
    },
  };
}
