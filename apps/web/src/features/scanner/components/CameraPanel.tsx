import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useCamera } from '../use-camera.ts';

type Props = {
  /** A code seen, once per showing, with its frame's time. */
  onCode: (code: string, frameAt: number) => void;
  /** The camera button: a gesture, which sound needs. */
  onStart: () => void;
};

/** The back camera, decoding QR codes until stopped; a torch where the camera has one. */
export function CameraPanel({ onCode, onStart }: Props) {
  const { video, running, error, torch, start, stop, toggleTorch } = useCamera(onCode);
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
          <Button
            variant="primary"
            size="lg"
            onClick={() => {
              onStart();
              void start();
            }}
          >
            Start camera
          </Button>
        )}
        {torch && (
          <Button variant="outline-secondary" aria-pressed={torch.on} onClick={() => toggleTorch(torch)}>
            {torch.on ? 'Torch off' : 'Torch on'}
          </Button>
        )}
      </div>
    </section>
  );
}
