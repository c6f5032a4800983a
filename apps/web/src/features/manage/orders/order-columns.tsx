import { formatEventDateTime, formatPrice } from '@admit/shared';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { EventOrderSearchQuery } from '../gql/graphql.ts';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { SelectAllBox, SelectRowBox } from './SelectBoxes.tsx';

export type OrderRow = EventOrderSearchQuery['eventOrderSearch']['nodes'][number];

const PROVIDER_LABELS = { STRIPE: 'Card (Stripe)', SIMULATED: 'Card (test mode)' } as const;

/** Who took the payment, in words: an order with nothing to pay was free. */
export const paymentLabel = (o: OrderRow): string =>
  o.paymentProvider ? PROVIDER_LABELS[o.paymentProvider] : o.totalMinor === 0 ? 'Free' : '—';

/** The attendees' names, the first two and how many more: who a row is about, beside who paid. */
export function attendeesOf(o: OrderRow): string {
  const names = o.tickets.map((t) => t.attendeeName).filter(Boolean);
  if (names.length <= 2) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} +${names.length - 2}`;
}

/** The columns a person may hide, and their names in the column chooser. */
export const HIDEABLE_COLUMNS = {
  buyer: 'Buyer',
  status: 'Status',
  tickets: 'Tickets',
  totalMinor: 'Total',
  payment: 'Payment',
  createdAt: 'Ordered',
  paidAt: 'Paid',
} as const;
export type HideableColumn = keyof typeof HIDEABLE_COLUMNS;

const column = createColumnHelper<OrderRow>();

/**
 * The orders table's columns. Sorting is the server's (by date or total, across every page): these only declare
 * which columns sort; the table reports a click, and the address changes.
 */
export function orderColumns(timeZone: string): ColumnDef<OrderRow, unknown>[] {
  const columns = [
    column.display({
      id: 'select',
      enableHiding: false,
      header: ({ table }) => <SelectAllBox table={table} />,
      cell: ({ row }) => <SelectRowBox row={row} />,
    }),
    column.accessor('code', {
      header: 'Order',
      enableHiding: false,
      // The order's own page (its details, history and actions); the list keeps its filters in the address.
      cell: ({ getValue }) => (
        <Link to={encodeURIComponent(getValue())} className="font-monospace fw-semibold" data-testid="order-code-link">
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('buyerEmail', {
      id: 'buyer',
      header: 'Buyer',
      cell: ({ row }) => (
        <span className="text-break">
          <span className="d-block">{row.original.buyerEmail ?? 'No email given'}</span>
          <span className="d-block small text-body-secondary">{attendeesOf(row.original)}</span>
        </span>
      ),
    }),
    column.accessor('status', { header: 'Status', cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
    column.accessor((o) => o.tickets.length, { id: 'tickets', header: 'Tickets' }),
    column.accessor('totalMinor', {
      header: 'Total',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="text-nowrap">
          {formatPrice(row.original.totalMinor, row.original.currency)}
          {row.original.refundedMinor > 0 && (
            <span className="d-block small text-body-secondary">
              {formatPrice(row.original.refundedMinor, row.original.currency)} refunded
            </span>
          )}
        </span>
      ),
    }),
    column.accessor(paymentLabel, { id: 'payment', header: 'Payment' }),
    column.accessor('createdAt', {
      header: 'Ordered',
      enableSorting: true,
      cell: ({ getValue }) => <span className="small">{formatEventDateTime(getValue(), timeZone)}</span>,
    }),
    column.accessor('paidAt', {
      header: 'Paid',
      cell: ({ getValue }) => {
        const paidAt = getValue();
        return <span className="small">{paidAt ? formatEventDateTime(paidAt, timeZone) : '—'}</span>;
      },
    }),
    column.display({
      id: 'open',
      enableHiding: false,
      header: () => <span className="visually-hidden">Quick view</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary text-nowrap"
          aria-expanded={row.getIsExpanded()}
          aria-controls={`order-${row.id}`}
          aria-label={`${row.getIsExpanded() ? 'Close' : 'Open'} order ${row.original.code} here`}
          onClick={row.getToggleExpandedHandler()}
        >
          {row.getIsExpanded() ? 'Close' : 'Open'}
        </button>
      ),
    }),
  ];
  // Each column has its own value type; the table takes them as one list.
  return columns as unknown as ColumnDef<OrderRow, unknown>[];
}
