import { formatEventDateTime } from '@admit/shared';
import { useEffect, useLayoutEffect } from 'react';
import { headline } from '../door-state.ts';
import type { DoorFeedback } from '../door-screen.ts';
import './scanner.css';

const COLOUR = { ADMITTED: 'good', EXITED: 'good', ALREADY_CHECKED_IN: 'warn', REJECTED: 'bad' } as const;
const SHOW_MS = 2500;

type Props = {
  feedback: DoorFeedback | null;
  timeZone: string;
  onDismiss: () => void;
  onShown: (kind: 'good' | 'warn' | 'bad') => void;
};

/**
 * The whole screen turns green, amber or red the moment a scan is decided, readable at arm's length, with the
 * attendee and their ticket type. Tap or wait to go back to scanning. The time from the camera frame to the
 * painted feedback is recorded as a User Timing measure ('scan-feedback'), which the benchmark reads.
 */
export function ScanFeedback({ feedback, timeZone, onDismiss, onShown }: Props) {
  const nonce = feedback?.result.nonce;
  const outcome = feedback?.result.outcome;

  useLayoutEffect(() => {
    if (!feedback || !outcome) return;
    onShown(COLOUR[outcome]);
    const { frameAt } = feedback;
    if (frameAt === null) return;
    // The frame after this render is the one that shows it.
    requestAnimationFrame(() => {
      performance.measure('scan-feedback', { start: frameAt, end: performance.now() });
    });
  }, [nonce]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!nonce) return;
    const timer = setTimeout(onDismiss, SHOW_MS);
    return () => clearTimeout(timer);
  }, [nonce, outcome, onDismiss]);

  if (!feedback) return null;
  const { result } = feedback;
  return (
    <button
      type="button"
      className={`scan-feedback scan-feedback--${COLOUR[result.outcome]}`}
      data-testid="scan-feedback"
      data-outcome={result.outcome}
      onClick={onDismiss}
      aria-live="assertive"
    >
      <span className="scan-feedback__headline">{headline(result)}</span>
      {result.attendeeName && <span className="scan-feedback__name">{result.attendeeName}</span>}
      {result.ticketTypeName && <span className="scan-feedback__type">{result.ticketTypeName}</span>}
      {result.outcome !== 'REJECTED' &&
        result.notes.map((note, i) => (
          <span key={i} className="scan-feedback__detail" data-testid="door-note">
            {note}
          </span>
        ))}
      {result.first && (
        <span className="scan-feedback__detail">
          First scanned {formatEventDateTime(result.first.at, timeZone)} on {result.first.deviceName}
        </span>
      )}
      {result.offline && <span className="scan-feedback__detail">Checked on this device</span>}
      <span className="visually-hidden">Tap to scan the next ticket</span>
    </button>
  );
}
