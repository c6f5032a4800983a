import { ErrorCode } from '@admit/shared';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { StartPaymentDocument } from '../gql/graphql.ts';
import { PaymentStep } from './PaymentStep.tsx';

const UNREACHABLE =
  'The payment service could not be reached. Nothing was charged and your tickets are still held: try again in a moment.';
const variables = { id: 'o1', claimToken: null };
const started = {
  data: {
    startPayment: {
      __typename: 'PaymentSession' as const,
      provider: 'SIMULATED' as const,
      clientSecret: 'pi_sim_0123456789abcdef01234567_secret_x',
      publishableKey: null,
      order: {
        __typename: 'Order' as const,
        id: 'o1',
        status: 'RESERVED' as const,
        holdSecondsLeft: 540,
        paymentProvider: 'SIMULATED' as const,
      },
    },
  },
};

describe('the payment step when the payment provider cannot be reached', () => {
  // Guards (issue 24, the provider down during a rush): the buyer reads that nothing was charged and the tickets are
  // held, presses "Try again", and gets the card form once the provider answers; the hold is not given up.
  it('says so beside a Try again that asks again, then shows the card form', async () => {
    const onHoldEnded = vi.fn();
    const mocks = [
      {
        request: { query: StartPaymentDocument, variables },
        result: {
          errors: [new GraphQLError(UNREACHABLE, { extensions: { code: ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE } })],
        },
      },
      { request: { query: StartPaymentDocument, variables }, result: started },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <PaymentStep orderId="o1" claimToken={null} amount="£30.00" onPaid={vi.fn()} onHoldEnded={onHoldEnded} />
      </MockedProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNREACHABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onHoldEnded).not.toHaveBeenCalled();
  });
});
