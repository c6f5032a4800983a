import { useEffect, useRef, useState } from 'react';
import { createQrDetector, startDecodeLoop, torchOf } from './camera.ts';
import { createSameCodeGate } from './same-code-gate.ts';

type Torch = { set: (on: boolean) => Promise<void>; on: boolean };

function cameraError(e: unknown): string {
  return e instanceof DOMException && e.name === 'NotAllowedError'
    ? 'Camera access was refused. Allow it in the browser’s settings, or type codes in below.'
    : 'The camera could not start. Type codes in below, or use a handheld scanner.';
}

/**
 * The back camera in a video element, decoding QR codes until stopped (a code held in view counts once); a torch
 * where the camera has one. Stopped when the component goes.
 */
export function useCamera(onCode: (code: string, frameAt: number) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [torch, setTorch] = useState<Torch | null>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => () => stopRef.current(), []);

  const start = async () => {
    setError(null);
    try {
      const [stream, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        createQrDetector(),
      ]);
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play();
      const gate = createSameCodeGate();
      const stopLoop = startDecodeLoop(element, detector, (code, frameAt) => {
        if (gate.admit(code, performance.now())) onCodeRef.current(code, frameAt);
      });
      const set = torchOf(stream);
      setTorch(set ? { set, on: false } : null);
      stopRef.current = () => {
        stopLoop();
        for (const track of stream.getTracks()) track.stop();
        element.srcObject = null;
      };
      setRunning(true);
    } catch (e) {
      setError(cameraError(e));
    }
  };

  const stop = () => {
    stopRef.current();
    stopRef.current = () => undefined;
    setRunning(false);
    setTorch(null);
  };

  const toggleTorch = (current: Torch) =>
    void current.set(!current.on).then(() => setTorch({ ...current, on: !current.on }));

  return { video, running, error, torch, start, stop, toggleTorch };
}
