import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventCancellationDocument } from '../gql/graphql.ts';
import { CancellationProgress } from './CancellationProgress.tsx';
import { subscriptionStream } from '../../../test/sse-stream.ts';

/** The event's cancellation as the API answers it: a running one, or one finished with refused refunds. */
function cancellation(over: { status: 'RUNNING' | 'DONE'; refunded: number; failed: number }) {
  const failures = Array.from({ length: over.failed }, (_, i) => ({
    __typename: 'CancellationFailure' as const,
    orderId: `o${i}`,
    orderCode: `ABC${i}`,
    amountMinor: 2500,
    message: 'The payment provider refused: insufficient balance',
  }));
  return {
    data: {
      event: {
        __typename: 'Event' as const,
        id: 'e1',
        cancellation: {
          __typename: 'EventCancellation' as const,
          total: 40,
          skipped: 0,
          currency: 'GBP',
          failures,
          ...over,
        },
      },
    },
  };
}

vi.mock('../../../lib/session/session.ts', () => ({
  sessionStore: { getIdToken: () => Promise.resolve('token') },
}));

/** The API's Server-Sent Events answer: these states of the cancellation, then left open. */
const streamOf = (...states: ReturnType<typeof cancellation>['data']['event']['cancellation'][]) =>
  subscriptionStream('eventCancellationChanged', ...states);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(result: ReturnType<typeof cancellation>) {
  const mocks = [{ request: { query: EventCancellationDocument, variables: { slug: 'night' } }, result }];
  render(
    <MockedProvider mocks={mocks}>
      <CancellationProgress eventSlug="night" />
    </MockedProvider>,
  );
}

describe('a cancelled event’s refunds on its overview', () => {
  it('shows how many are refunded, with a progress bar while they run', async () => {
    renderWith(cancellation({ status: 'RUNNING', refunded: 10, failed: 0 }));
    expect((await screen.findByRole('status')).textContent).toContain('Refunding: 10 of 40 orders refunded.');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('button', { name: 'Retry failed refunds' })).toBeNull();
  });

  it('moves as the refunds go, over its stream, and stops listening once they are done', async () => {
    const running = cancellation({ status: 'RUNNING', refunded: 10, failed: 0 });
    const c = running.data.event.cancellation;
    fetchMock.mockResolvedValue(streamOf({ ...c, refunded: 30 }, { ...c, status: 'DONE', refunded: 40 }));
    renderWith(running);
    expect((await screen.findByText(/40 of 40 orders refunded/)).textContent).not.toContain('Refunding');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(String(init.body)).toContain('eventCancellationChanged');
  });

  it('lists the refunds the provider refused, with a button to retry them', async () => {
    renderWith(cancellation({ status: 'DONE', refunded: 38, failed: 2 }));
    // Done: no stream is opened.
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await screen.findByRole('status')).textContent).toContain('38 of 40 orders refunded, 2 failed.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('failed-refunds').textContent).toContain('ABC0 · £25.00 · The payment provider refused');
    expect(screen.getByRole('button', { name: 'Retry failed refunds' }).hasAttribute('disabled')).toBe(false);
  });
});
