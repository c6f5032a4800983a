import { formatAmount } from '@admit/shared';
import { LiveHeading } from '../live/LiveHeading.tsx';
import { DailyChart } from './DailyChart.tsx';
import { useOrganizationDashboard, type LiveOrganizationDashboard as Dashboard } from './use-organization-dashboard.ts';

type Revenue = NonNullable<Dashboard['revenue']>;

/** Money per currency (never added across currencies): for owners and managers only, so none when null. */
function RevenueTable({ revenue }: { revenue: Revenue | null | undefined }) {
  if (!revenue || revenue.length === 0) return null;
  return (
    <table className="table table-sm small mb-3" data-testid="organization-dashboard-revenue">
      <caption className="visually-hidden">Revenue per currency</caption>
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col" className="text-end">
            Gross
          </th>
          <th scope="col" className="text-end">
            Refunds
          </th>
          <th scope="col" className="text-end">
            Net
          </th>
        </tr>
      </thead>
      <tbody>
        {revenue.map((r) => (
          <tr key={r.currency}>
            <th scope="row">{r.currency}</th>
            <td className="text-end">{formatAmount(r.grossMinor, r.currency)}</td>
            <td className="text-end">{formatAmount(r.refundedMinor, r.currency)}</td>
            <td className="text-end fw-semibold">{formatAmount(r.netMinor, r.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SalesChart({ days }: { days: Dashboard['days'] }) {
  if (days.length === 0) return <p className="text-body-secondary">No sales yet</p>;
  return (
    <DailyChart
      caption="Orders and tickets per day (UTC)"
      days={days.map((d) => d.day)}
      series={[
        { label: 'Tickets', values: days.map((d) => d.tickets), color: '#0d6efd' },
        { label: 'Orders', values: days.map((d) => d.orders), color: '#198754' },
      ]}
    />
  );
}

function Headline({ dashboard }: { dashboard: Dashboard }) {
  return (
    <dl className="row mb-2">
      <dt className="col-6 fw-normal text-body-secondary">Tickets sold</dt>
      <dd className="col-6 text-end mb-1" data-testid="organization-dashboard-tickets-sold">
        {dashboard.ticketsSold} / {dashboard.capacity}
      </dd>
      <dt className="col-6 fw-normal text-body-secondary">Orders</dt>
      <dd className="col-6 text-end mb-1" data-testid="organization-dashboard-orders">
        {dashboard.orders}
      </dd>
    </dl>
  );
}

/**
 * The organization's live dashboard, over all its events: tickets sold against capacity, orders, the money per
 * currency for those who may see it, and orders and tickets per day, following every sale as it happens
 * (useOrganizationDashboard). Each event's own figures are in the events list below it, so they are not repeated.
 * Figures change in place; only the connection's state is announced to screen readers.
 */
export function OrganizationDashboard({ organizationId }: { organizationId: string }) {
  const { dashboard, status } = useOrganizationDashboard(organizationId);
  return (
    <section aria-labelledby="organization-dashboard-heading" className="mb-4" data-testid="organization-dashboard">
      <LiveHeading
        id="organization-dashboard-heading"
        level={2}
        title="Dashboard"
        status={status}
        statusTestId="organization-dashboard-status"
      />
      {dashboard && (
        <>
          <Headline dashboard={dashboard} />
          <RevenueTable revenue={dashboard.revenue} />
          <SalesChart days={dashboard.days} />
        </>
      )}
    </section>
  );
}
