/**
 * The order's reference, as the confirmation mail gives it: what the buyer quotes to the organizer. The order's
 * short code (six characters, coming next) takes this place; until then it is the order's id.
 */
export function OrderReference({ orderId }: { orderId: string }) {
  return (
    <p className="small mb-3">
      Order reference{' '}
      <span className="font-monospace text-break" data-testid="order-reference">
        {orderId}
      </span>
    </p>
  );
}
