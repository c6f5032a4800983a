/**
 * How many orders match: exact up to the API's cap, and "10,000+" above it (counting further would read every
 * matching order), with how many are shown so far.
 */
export function OrderTotal({ count, exact, shown }: { count: number; exact: boolean; shown: number }) {
  const format = new Intl.NumberFormat();
  const total = `${format.format(count)}${exact ? '' : '+'} ${count === 1 && exact ? 'order' : 'orders'}`;
  return (
    <p className="small text-body-secondary mb-2" aria-live="polite" data-testid="order-total">
      <strong className="text-body">{total}</strong>
      {shown < count && ` · ${format.format(shown)} shown`}
    </p>
  );
}
