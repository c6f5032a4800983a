import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ErrorCode } from '@admit/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailedAlert } from './LoadFailedAlert.tsx';

const refused = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Your session has expired.',
      extensions: { code: ErrorCode.UNAUTHENTICATED, requestId: '9f3a1c0b2d4e' },
    },
  ],
});

describe('a screen whose data did not arrive', () => {
  it('says what is missing, offers to try again, and gives the reference the API logged the failure under', () => {
    const retry = vi.fn();
    render(
      <LoadFailedAlert error={refused} onRetry={retry}>
        We could not load your account.
      </LoadFailedAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('We could not load your account. Try againReference: 9f3a1c0b2d4e');
    fireEvent.click(screen.getByText('Try again'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('reads the reference from the header of an answer that was not GraphQL', () => {
    const response = new Response('Bad gateway', { status: 502, headers: { 'x-request-id': '0123456789ab' } });
    render(
      <LoadFailedAlert error={new ServerError('502', { response, bodyText: 'Bad gateway' })}>
        We could not load the team.
      </LoadFailedAlert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Reference: 0123456789ab');
  });

  it('says the page needs the network when no answer came (offline), instead of that loading failed', () => {
    const retry = vi.fn();
    render(
      <LoadFailedAlert error={new TypeError('Failed to fetch')} onRetry={retry}>
        We could not load the events.
      </LoadFailedAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("You're offline; this page needs the network.");
    expect(alert.textContent).not.toContain('could not load');
    expect(alert.textContent).not.toContain('Reference');
    fireEvent.click(screen.getByText('Try again'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('gives no reference for an answer that named no request, nor one that is not an id', () => {
    const response = new Response('Bad gateway', { status: 502 });
    const { unmount } = render(
      <LoadFailedAlert error={new ServerError('502', { response, bodyText: 'Bad gateway' })}>
        We could not load the events.
      </LoadFailedAlert>,
    );
    expect(screen.getByRole('alert').textContent).toBe('We could not load the events.');
    unmount();
    const odd = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { requestId: '<script>' } }] });
    render(<LoadFailedAlert error={odd}>We could not load the events.</LoadFailedAlert>);
    expect(screen.getByRole('alert').textContent).not.toContain('Reference');
  });
});
