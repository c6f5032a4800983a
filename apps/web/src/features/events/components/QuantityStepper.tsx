import Button from 'react-bootstrap/Button';

/** The next quantity up: from none straight to the type's minimum, then one at a time to its maximum. */
export function stepUp(quantity: number, min: number, max: number): number {
  return quantity === 0 ? Math.min(Math.max(min, 1), max) : Math.min(quantity + 1, max);
}

/** The next quantity down: below the type's minimum means none at all. */
export function stepDown(quantity: number, min: number): number {
  return quantity <= Math.max(min, 1) ? 0 : quantity - 1;
}

/** − and + around the quantity of one ticket type, within the type's per-order limits (none is always allowed). */
export function QuantityStepper({
  name,
  quantity,
  min,
  max,
  onChange,
}: {
  /** The ticket type's name, for the buttons' labels. */
  name: string;
  quantity: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="d-inline-flex align-items-center gap-2" role="group" aria-label={`${name} quantity`}>
      <Button
        variant="outline-primary"
        size="sm"
        aria-label={`Remove a ${name} ticket`}
        disabled={quantity === 0}
        onClick={() => onChange(stepDown(quantity, min))}
        style={{ minWidth: 44 }}
      >
        −
      </Button>
      <output
        className="fw-semibold text-center"
        style={{ minWidth: '2ch' }}
        aria-live="polite"
        aria-label={`${name} tickets chosen`}
      >
        {quantity}
      </output>
      <Button
        variant="outline-primary"
        size="sm"
        aria-label={`Add a ${name} ticket`}
        disabled={quantity >= max}
        onClick={() => onChange(stepUp(quantity, min, max))}
        style={{ minWidth: 44 }}
      >
        +
      </Button>
    </div>
  );
}
