import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { createQrDetector, startDecodeLoop, torchOf } from '../camera.ts';
import { createSameCodeGate } from '../same-code-gate.ts';

type Props = {
  /** A code seen, once per showing, with its frame's time. */
  onCode: (code: string, frameAt: number) => void;
  /** The camera button: a gesture, which sound needs. */
  onStart: () => void;
};

/** The back camera, decoding QR codes until stopped; a torch where the camera has one. */
export function CameraPanel({ onCode, onStart }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [torch, setTorch] = useState<{ set: (on: boolean) => Promise<void>; on: boolean } | null>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => () => stopRef.current(), []);

  const start = async () => {
    onStart();
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
      setError(
        e instanceof DOMException && e.name === 'NotAllowedError'
          ? 'Camera access was refused. Allow it in the browser’s settings, or type codes in below.'
          : 'The camera could not start. Type codes in below, or use a handheld scanner.',
      );
    }
  };

  const stop = () => {
    stopRef.current();
    stopRef.current = () => undefined;
    setRunning(false);
    setTorch(null);
  };

  return (
    <section aria-label="Camera" className="mb-3">
      <video ref={video} className="scanner-video" muted playsInline aria-hidden="true" hidden={!running} />
      {error && (
        <Alert variant="warning" role="alert" className="mt-2">
          {error}
        </Alert>
      )}
      <div className="d-flex gap-2 mt-2">
        {running ? (
          <Button variant="outline-secondary" onClick={stop}>
            Stop camera
          </Button>
        ) : (
          <Button variant="primary" size="lg" onClick={() => void start()}>
            Start camera
          </Button>
        )}
        {torch && (
          <Button
            variant="outline-secondary"
            aria-pressed={torch.on}
            onClick={() => void torch.set(!torch.on).then(() => setTorch({ ...torch, on: !torch.on }))}
          >
            {torch.on ? 'Torch off' : 'Torch on'}
          </Button>
        )}
      </div>
    </section>
  );
}
