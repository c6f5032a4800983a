import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventCancellationDocument } from '../gql/graphql.ts';
import { CancellationProgress } from './CancellationProgress.tsx';

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

  it('lists the refunds the provider refused, with a button to retry them', async () => {
    renderWith(cancellation({ status: 'DONE', refunded: 38, failed: 2 }));
    expect((await screen.findByRole('status')).textContent).toContain('38 of 40 orders refunded, 2 failed.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('failed-refunds').textContent).toContain('ABC0 · £25.00 · The payment provider refused');
    expect(screen.getByRole('button', { name: 'Retry failed refunds' }).hasAttribute('disabled')).toBe(false);
  });
});
