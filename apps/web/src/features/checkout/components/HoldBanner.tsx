import { formatCountdown } from '../../../lib/hold-countdown.ts';

/** The last minute: the buyer is warned, once, as it starts. */
export const WARN_AT_SECONDS = 60;

/**
 * The hold's countdown, fixed above the phone's tab bar on every checkout step, so the time left is always in
 * sight. The ticking time is not announced (a timer), the one-minute warning is (an alert).
 */
export function HoldBanner({ secondsLeft }: { secondsLeft: number }) {
  const warning = secondsLeft <= WARN_AT_SECONDS;
  return (
    <div
      className={`position-fixed start-0 end-0 border-top shadow-sm px-3 py-2 ${warning ? 'bg-warning-subtle' : 'bg-white'}`}
      style={{
        bottom: 'calc(var(--admit-bottom-tab-bar-height) + env(safe-area-inset-bottom))',
        zIndex: 1020,
      }}
      role="region"
      aria-label="Your hold"
    >
      <div className="mx-auto small" style={{ maxWidth: 960 }}>
        <span className="fw-semibold">
          Tickets held for{' '}
          <span role="timer" aria-live="off" data-testid="hold-countdown">
            {formatCountdown(secondsLeft)}
          </span>
        </span>
        {warning && (
          <span role="alert" className="d-block">
            Less than a minute left: finish now, or the tickets go back on sale.
          </span>
        )}
      </div>
    </div>
  );
}

/** Room at the end of the page, so the banner never covers the last button. */
export function HoldBannerSpacer() {
  return <div aria-hidden="true" style={{ height: 64 }} />;
}
