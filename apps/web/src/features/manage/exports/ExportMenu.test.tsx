import { ErrorCode } from '@admit/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportMenu } from './ExportMenu.tsx';

vi.mock('../../../lib/session/session.ts', () => ({
  sessionStore: { getIdToken: vi.fn(async (refresh: boolean) => (refresh ? 'fresh-token' : 'id-token')) },
}));

const fetchMock = vi.fn<typeof fetch>();
const saved: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  saved.length = 0;
});

async function choose(label: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByRole('button', { name: label }));
  // Done when the menu's button is back (it says "Exporting…" meanwhile).
  await screen.findByRole('button', { name: 'Export' });
}

describe('ExportMenu', () => {
  it('downloads the file with the ID token and the list’s filters, and saves it under the API’s name', async () => {
    fetchMock.mockResolvedValue(
      new Response('order_code\r\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="summer-orders-2026-06-01.csv"' },
      }),
    );
    render(<ExportMenu eventId="e1" kind="orders" query="?statuses=PAID" />);
    await choose(/CSV/);
    expect(fetchMock).toHaveBeenCalledWith('/exports/events/e1/orders.csv?statuses=PAID', {
      headers: { authorization: 'Bearer id-token' },
      credentials: 'same-origin',
    });
    expect(saved).toEqual(['summer-orders-2026-06-01.csv']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the API’s refusal and the reference to quote', async () => {
    const refusal = {
      code: ErrorCode.FORBIDDEN,
      message: 'Only owners and managers can see orders and revenue.',
      requestId: 'abc123',
    };
    fetchMock.mockResolvedValue(Response.json(refusal, { status: 403 }));
    render(<ExportMenu eventId="e1" kind="attendees" />);
    await choose(/Excel/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/exports/events/e1/attendees.xlsx');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only owners and managers can see orders and revenue.');
    expect(alert.textContent).toContain('abc123');
    expect(saved).toEqual([]);
  });

  it('tries once more with a fresh token when the first has expired', async () => {
    fetchMock
      .mockResolvedValueOnce(
        Response.json({ code: ErrorCode.UNAUTHENTICATED, message: 'Sign in to continue.' }, { status: 401 }),
      )
      .mockResolvedValueOnce(new Response('x', { status: 200 }));
    render(<ExportMenu eventId="e1" kind="checkins" />);
    await choose(/CSV/);
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({
      headers: { authorization: 'Bearer fresh-token' },
      credentials: 'same-origin',
    });
    expect(saved).toEqual(['checkins.csv']);
  });
});
