import Button from 'react-bootstrap/Button';
import { formatCountdown, useSecondsUntil } from '../../../lib/hold-countdown.ts';
import { FormError } from '../../../ui/FormMessages.tsx';

type Props = {
  orderId: string;
  expiresAt: number;
  releasing: boolean;
  releaseError: string | null;
  onStartAgain: () => void;
};

/**
 * Back on the event page with tickets still held here: continue that checkout, its countdown running, or start
 * again (the hold is let go first, so the buyer never holds two). Gone once the hold has run out.
 */
export function HeldTicketsNotice({ orderId, expiresAt, releasing, releaseError, onStartAgain }: Props) {
  const secondsLeft = useSecondsUntil(expiresAt);
  if (secondsLeft === 0) return null;
  return (
    <section className="alert alert-success mb-3" aria-labelledby="held-tickets-heading">
      <h2 id="held-tickets-heading" className="h6 mb-1">
        You have tickets held for this event
      </h2>
      <p className="small mb-2">
        Held for{' '}
        <span role="timer" aria-live="off" data-testid="held-countdown">
          {formatCountdown(secondsLeft)}
        </span>
        . Continue where you left off, or let them go and choose again.
      </p>
      <FormError message={releaseError} />
      <div className="d-flex flex-wrap gap-2">
        {/* A page of the client-rendered app: a plain link, as "Get tickets" goes there. */}
        <a href={`/checkout/${orderId}`} className="btn btn-primary btn-sm">
          Continue checkout
        </a>
        <Button variant="outline-secondary" size="sm" disabled={releasing} onClick={onStartAgain}>
          {releasing ? 'Letting them go…' : 'Start again'}
        </Button>
      </div>
    </section>
  );
}
