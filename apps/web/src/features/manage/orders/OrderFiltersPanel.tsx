import { ORDER_PAYMENT_PROVIDERS, ORDER_STATUSES } from '@admit/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { boundOfDay, dayOf, type OrderListFilters } from './order-filters.ts';

const STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], string> = {
  PAID: 'Paid',
  RESERVED: 'Reserved (not paid yet)',
  PARTIALLY_REFUNDED: 'Partially refunded',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};
const PROVIDER_LABELS: Record<(typeof ORDER_PAYMENT_PROVIDERS)[number], string> = {
  STRIPE: 'Card (Stripe)',
  SIMULATED: 'Card (test mode)',
  FREE: 'Free',
};

type Change = (next: OrderListFilters) => void;

/** A group of checkboxes for a list filter: none ticked means "any". */
function Choices<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  chosen: readonly T[] | null | undefined;
  onChange: (next: T[] | null) => void;
}) {
  const set = new Set(chosen ?? []);
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-1">{legend}</legend>
      {options.map((o) => (
        <Form.Check
          key={o.value}
          id={`filter-${legend}-${o.value}`}
          label={o.label}
          checked={set.has(o.value)}
          onChange={(e) => {
            const next = options.map((x) => x.value).filter((v) => (v === o.value ? e.target.checked : set.has(v)));
            onChange(next.length ? next : null);
          }}
        />
      ))}
    </fieldset>
  );
}

/** Yes, no, or either: checked in, has refunds. */
function Tristate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean | null | undefined;
  onChange: (v: boolean | null) => void;
}) {
  const id = `filter-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label className="fw-semibold mb-1">{label}</Form.Label>
      <Form.Select
        value={value === true ? 'yes' : value === false ? 'no' : ''}
        onChange={(e) => onChange(e.target.value === 'yes' ? true : e.target.value === 'no' ? false : null)}
      >
        <option value="">Either</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Form.Select>
    </Form.Group>
  );
}

function Fields({
  filters,
  onChange,
  ticketTypes,
  timeZone,
}: {
  filters: OrderListFilters;
  onChange: Change;
  ticketTypes: { id: string; name: string }[];
  timeZone: string;
}) {
  const set = (patch: Partial<OrderListFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="row row-cols-1 row-cols-lg-3 g-lg-3 w-100">
      <div className="col">
        <Choices
          legend="Status"
          options={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          chosen={filters.statuses}
          onChange={(statuses) => set({ statuses })}
        />
      </div>
      <div className="col">
        <Choices
          legend="Ticket type"
          options={ticketTypes.map((t) => ({ value: t.id, label: t.name }))}
          chosen={filters.ticketTypeIds}
          onChange={(ticketTypeIds) => set({ ticketTypeIds })}
        />
        <Choices
          legend="Payment"
          options={ORDER_PAYMENT_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] }))}
          chosen={filters.paymentProviders}
          onChange={(paymentProviders) => set({ paymentProviders })}
        />
      </div>
      <div className="col">
        <Form.Group controlId="filter-paid-from" className="mb-3">
          <Form.Label className="fw-semibold mb-1">Paid from</Form.Label>
          <Form.Control
            type="date"
            value={dayOf(filters.paidFrom, timeZone)}
            onChange={(e) => set({ paidFrom: boundOfDay(e.target.value, timeZone, false) })}
          />
        </Form.Group>
        <Form.Group controlId="filter-paid-to" className="mb-3">
          <Form.Label className="fw-semibold mb-1">Paid until</Form.Label>
          <Form.Control
            type="date"
            value={dayOf(filters.paidTo, timeZone)}
            onChange={(e) => set({ paidTo: boundOfDay(e.target.value, timeZone, true) })}
          />
        </Form.Group>
        <Tristate label="Checked in" value={filters.checkedIn} onChange={(checkedIn) => set({ checkedIn })} />
        <Tristate label="Has refunds" value={filters.hasRefunds} onChange={(hasRefunds) => set({ hasRefunds })} />
      </div>
    </div>
  );
}

/**
 * The list's filters. On a laptop they sit above the table; on a phone the same fields open in a panel from the
 * side (Bootstrap's responsive offcanvas: one set of fields, shown inline from `lg` up).
 */
export function OrderFiltersPanel({
  show,
  onHide,
  onClear,
  ...fields
}: {
  show: boolean;
  onHide: () => void;
  onClear: () => void;
  filters: OrderListFilters;
  onChange: Change;
  ticketTypes: { id: string; name: string }[];
  timeZone: string;
}) {
  return (
    <Offcanvas show={show} onHide={onHide} responsive="lg" placement="end" aria-labelledby="order-filters-title">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="order-filters-title">Filters</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column">
        <Fields {...fields} />
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" size="sm" onClick={onClear}>
            Clear filters
          </Button>
          <Button variant="primary" size="sm" className="d-lg-none ms-auto" onClick={onHide}>
            Show orders
          </Button>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
