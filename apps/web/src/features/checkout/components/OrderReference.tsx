/**
 * The order's code, as the mails give it: what the buyer quotes to the organizer ("order K7QX2M"), six characters
 * without look-alikes, so it can be read out over the phone.
 */
export function OrderReference({ code }: { code: string }) {
  return (
    <p className="small mb-3">
      Order{' '}
      <span className="font-monospace fw-semibold" data-testid="order-reference">
        {code}
      </span>
    </p>
  );
}
