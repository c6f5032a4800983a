import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveDashboard } from './LiveDashboard.tsx';
import type { LiveDashboard as Dashboard } from './use-live-dashboard.ts';
import { subscriptionStream } from '../../../../test/sse-stream.ts';

// happy-dom has no canvas: uPlot is a stand-in, so a chart made after a test's checks cannot throw.
vi.mock('uplot', () => import('../../../../test/fake-uplot.ts'));

vi.mock('../../../../lib/session/session.ts', () => ({
  sessionStore: { getIdToken: () => Promise.resolve('token') },
}));

const EMPTY: Dashboard = {
  eventId: 'e1',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  ticketsSold: 0,
  capacity: 100,
  orders: 0,
  grossMinor: 0,
  refundedMinor: 0,
  netMinor: 0,
  ticketTypes: [{ ticketTypeId: 't1', name: 'Standing', ticketsSold: 0, capacity: 100 }],
  hours: [],
  checkInLists: [],
};

/** The API's answer: a Server-Sent Events stream holding these dashboards, left open as a live one is. */
const streamOf = (...dashboards: Dashboard[]) => subscriptionStream('eventDashboardChanged', ...dashboards);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LiveDashboard', () => {
  it('says "No sales yet" rather than drawing an empty axis, and asks once over SSE', async () => {
    fetchMock.mockResolvedValue(streamOf(EMPTY));
    render(<LiveDashboard eventId="e1" />);
    expect(await screen.findByText('No sales yet')).toBeTruthy();
    expect(screen.getByTestId('dashboard-status').textContent).toBe('Live');
    expect(screen.getByTestId('dashboard-tickets-sold').textContent).toBe('0 / 100');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['accept']).toBe('text/event-stream');
  });

  it('gives each chart a table for screen readers, and follows the stream without asking again', async () => {
    const hours = [
      { hour: '2031-03-14T18:00:00.000Z', orders: 3, tickets: 5, netMinor: 10000 },
      { hour: '2031-03-14T19:00:00.000Z', orders: 1, tickets: 2, netMinor: 4000 },
    ];
    fetchMock.mockResolvedValue(
      streamOf(EMPTY, { ...EMPTY, ticketsSold: 7, orders: 4, grossMinor: 14000, netMinor: 14000, hours }),
    );
    render(<LiveDashboard eventId="e1" />);
    const table = await screen.findByRole('table', { name: 'Orders and tickets per hour' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Tickets, then orders, of the first hour, labelled in the event's zone (Berlin: 7 PM for 18:00 UTC, in the browser's words).
    const first = rows[1] ?? table;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '3']);
    expect(within(first).getByRole('rowheader').textContent).toMatch(/7:00|19:00/);
    expect(screen.getByTestId('dashboard-tickets-sold').textContent).toBe('7 / 100');
    // Gross and net alike, nothing refunded.
    expect(screen.getAllByText('€140.00')).toHaveLength(2);
    // Money refunded is an amount, even when it is none: never the price word "Free".
    expect(screen.getByText('€0.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows door staff the counts and no money', async () => {
    fetchMock.mockResolvedValue(streamOf({ ...EMPTY, grossMinor: null, refundedMinor: null, netMinor: null }));
    render(<LiveDashboard eventId="e1" />);
    await screen.findByText('No sales yet');
    expect(screen.queryByText('Gross')).toBeNull();
    expect(screen.queryByText('Net')).toBeNull();
  });
});
