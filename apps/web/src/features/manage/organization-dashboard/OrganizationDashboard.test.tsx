import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawn } from '../../../test/fake-uplot.ts';
import { OrganizationDashboard } from './OrganizationDashboard.tsx';
import type { LiveOrganizationDashboard as Dashboard } from './use-organization-dashboard.ts';
import { openSubscriptionStream, subscriptionStream } from '../../../test/sse-stream.ts';

vi.mock('../../../lib/session/session.ts', () => ({
  sessionStore: { getIdToken: () => Promise.resolve('token') },
}));

vi.mock('uplot', () => import('../../../test/fake-uplot.ts'));

const EMPTY: Dashboard = {
  organizationId: 'o1',
  ticketsSold: 0,
  capacity: 250,
  orders: 0,
  revenue: [],
  days: [],
};

/** The API's answer: a Server-Sent Events stream holding these dashboards, left open as a live one is. */
const streamOf = (...dashboards: Dashboard[]) => subscriptionStream('organizationDashboardChanged', ...dashboards);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const SOLD: Dashboard = {
  ...EMPTY,
  ticketsSold: 9,
  orders: 5,
  revenue: [
    { currency: 'EUR', grossMinor: 15000, refundedMinor: 2000, netMinor: 13000 },
    { currency: 'USD', grossMinor: 4000, refundedMinor: 0, netMinor: 4000 },
  ],
  days: [
    { day: '2031-03-13', orders: 2, tickets: 3 },
    { day: '2031-03-14', orders: 3, tickets: 6 },
  ],
};

describe('OrganizationDashboard', () => {
  it('says "No sales yet" for an organization that sold nothing, and asks once over SSE', async () => {
    fetchMock.mockResolvedValue(streamOf(EMPTY));
    render(<OrganizationDashboard organizationId="o1" />);
    expect(await screen.findByText('No sales yet')).toBeTruthy();
    expect(screen.getByTestId('organization-dashboard-status').textContent).toBe('Live');
    expect(screen.getByTestId('organization-dashboard-tickets-sold').textContent).toBe('0 / 250');
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['accept']).toBe('text/event-stream');
    expect(JSON.parse(init.body as string)).toMatchObject({ variables: { organizationId: 'o1' } });
  });

  it('moves its figures when the stream pushes a new state, without asking again', async () => {
    const stream = openSubscriptionStream<Dashboard>('organizationDashboardChanged');
    fetchMock.mockResolvedValue(stream.response);
    render(<OrganizationDashboard organizationId="o1" />);
    stream.push(EMPTY);
    await screen.findByText('No sales yet');

    stream.push(SOLD);
    const chartTable = await screen.findByRole('table', { name: 'Orders and tickets per day (UTC)' });
    expect(screen.queryByText('No sales yet')).toBeNull();
    expect(screen.getByTestId('organization-dashboard-tickets-sold').textContent).toBe('9 / 250');
    expect(screen.getByTestId('organization-dashboard-orders').textContent).toBe('5');
    // The chart's table for screen readers: a row per UTC day, tickets then orders.
    const rows = within(chartTable).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const last = rows[2] ?? chartTable;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '3']);
    expect(within(last).getByRole('rowheader').textContent).toMatch(/14/);
    // Money per currency, never added together: gross, refunds, net.
    const revenue = screen.getByRole('table', { name: 'Revenue per currency' });
    const eur = within(revenue).getByRole('row', { name: /EUR/ });
    expect(
      within(eur)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€150.00', '€20.00', '€130.00']);
    expect(within(revenue).getByRole('row', { name: /USD/ }).textContent).toContain('$0.00');

    stream.push({ ...SOLD, ticketsSold: 11, orders: 6 });
    expect(await screen.findByText('11 / 250')).toBeTruthy();
    expect(screen.getByTestId('organization-dashboard-orders').textContent).toBe('6');
    // The chart itself: one bar per UTC day, tickets then orders.
    const [day1, day2] = [Date.UTC(2031, 2, 13) / 1000, Date.UTC(2031, 2, 14) / 1000];
    await waitFor(() =>
      expect(drawn.data).toEqual([
        [day1, day2],
        [3, 6],
        [2, 3],
      ]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows door staff the counts and no money', async () => {
    fetchMock.mockResolvedValue(streamOf({ ...SOLD, revenue: null }));
    render(<OrganizationDashboard organizationId="o1" />);
    await screen.findByRole('table', { name: 'Orders and tickets per day (UTC)' });
    expect(screen.queryByRole('table', { name: 'Revenue per currency' })).toBeNull();
    expect(screen.queryByText('Net')).toBeNull();
  });
});
