import { formatAmount } from '@admit/shared';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { LiveHeading } from '../../live/LiveHeading.tsx';
import { HourlyChart } from './HourlyChart.tsx';
import { useLiveDashboard, type LiveDashboard as Dashboard } from './use-live-dashboard.ts';

function Money({ dashboard }: { dashboard: Dashboard }) {
  const { grossMinor, refundedMinor, netMinor, currency } = dashboard;
  if (grossMinor == null || refundedMinor == null || netMinor == null) return null;
  return (
    <>
      <dt className="col-6 fw-normal text-body-secondary">Gross</dt>
      <dd className="col-6 text-end mb-1">{formatAmount(grossMinor, currency)}</dd>
      <dt className="col-6 fw-normal text-body-secondary">Refunds</dt>
      <dd className="col-6 text-end mb-1">{formatAmount(refundedMinor, currency)}</dd>
      <dt className="col-6 fw-normal text-body-secondary">Net</dt>
      <dd className="col-6 text-end mb-1 fw-semibold">{formatAmount(netMinor, currency)}</dd>
    </>
  );
}

function SalesCharts({ dashboard }: { dashboard: Dashboard }) {
  const { hours, timeZone } = dashboard;
  if (hours.length === 0) return <p className="text-body-secondary">No sales yet</p>;
  return (
    <HourlyChart
      caption="Orders and tickets per hour"
      timeZone={timeZone}
      hours={hours.map((h) => h.hour)}
      series={[
        { label: 'Tickets', values: hours.map((h) => h.tickets), color: '#0d6efd' },
        { label: 'Orders', values: hours.map((h) => h.orders), color: '#198754' },
      ]}
    />
  );
}

function Arrivals({ dashboard }: { dashboard: Dashboard }) {
  if (dashboard.checkInLists.length === 0) return null;
  return (
    <>
      <h4 className="h6 mt-3">Arrivals</h4>
      {dashboard.checkInLists.map((list) =>
        list.hours.length === 0 ? (
          <p key={list.listId} className="text-body-secondary">
            {list.name}: no check-ins yet
          </p>
        ) : (
          <HourlyChart
            key={list.listId}
            caption={`${list.name}: ${list.checkedIn} checked in, per hour`}
            timeZone={dashboard.timeZone}
            hours={list.hours.map((h) => h.hour)}
            series={[{ label: 'Check-ins', values: list.hours.map((h) => h.arrivals), color: '#6f42c1' }]}
          />
        ),
      )}
    </>
  );
}

/**
 * The overview's live dashboard: tickets sold against capacity (in total and per type), the money for those who
 * may see it, orders and tickets per hour, and each check-in list's arrivals, following every sale as it happens
 * (useLiveDashboard). Figures change in place; only the connection's state is announced to screen readers.
 */
export function LiveDashboard({ eventId }: { eventId: string }) {
  const { dashboard, status } = useLiveDashboard(eventId);
  return (
    <section aria-labelledby="dashboard-heading" className="mb-4" data-testid="live-dashboard">
      <LiveHeading id="dashboard-heading" level={3} title="Dashboard" status={status} statusTestId="dashboard-status" />
      {dashboard && (
        <>
          <dl className="row mb-2">
            <dt className="col-6 fw-normal text-body-secondary">Tickets sold</dt>
            <dd className="col-6 text-end mb-1" data-testid="dashboard-tickets-sold">
              {dashboard.ticketsSold} / {dashboard.capacity}
            </dd>
            <dt className="col-6 fw-normal text-body-secondary">Orders</dt>
            <dd className="col-6 text-end mb-1">{dashboard.orders}</dd>
            <Money dashboard={dashboard} />
          </dl>
          <ul className="list-unstyled mb-3" aria-label="Tickets sold by type">
            {dashboard.ticketTypes.map((t) => (
              <li key={t.ticketTypeId} className="mb-2">
                <div className="d-flex justify-content-between small">
                  <span className="text-break">{t.name}</span>
                  <span>
                    {t.ticketsSold} / {t.capacity}
                  </span>
                </div>
                <ProgressBar
                  now={t.capacity > 0 ? (100 * t.ticketsSold) / t.capacity : 0}
                  style={{ height: '0.4rem' }}
                  aria-label={`${t.name}: ${t.ticketsSold} of ${t.capacity} sold`}
                />
              </li>
            ))}
          </ul>
          <SalesCharts dashboard={dashboard} />
          <Arrivals dashboard={dashboard} />
        </>
      )}
    </section>
  );
}
