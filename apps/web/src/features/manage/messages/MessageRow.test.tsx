import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageRow_MessageFragment as MessageFacts } from '../gql/graphql.ts';
import { MessageRow } from './MessageRow.tsx';
import { subscriptionStream } from '../../../test/sse-stream.ts';

vi.mock('../../../lib/session/session.ts', () => ({
  sessionStore: { getIdToken: () => Promise.resolve('token') },
}));

const SENDING: MessageFacts = {
  id: 'm1',
  kind: 'ORGANIZER',
  subject: 'Doors open early',
  audience: 'TICKET_TYPES',
  status: 'SENDING',
  recipientCount: 2,
  sent: 0,
  pending: 0,
  failed: 0,
  createdByName: 'Mara Manager',
  createdAt: '2031-03-14T18:00:00.000Z',
};

/** The API's answer: a Server-Sent Events stream holding these states of the message, left open. */
const streamOf = (...messages: MessageFacts[]) => subscriptionStream('messageChanged', ...messages);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const row = (listed: MessageFacts) =>
  render(
    <ul>
      <MessageRow listed={listed} timeZone="Europe/London" selected={false} onSelect={() => {}} />
    </ul>,
  );

describe('MessageRow', () => {
  it('follows a message being sent over its stream, once, until every mail is handed over', async () => {
    fetchMock.mockResolvedValue(
      streamOf({ ...SENDING, sent: 1, pending: 1 }, { ...SENDING, status: 'QUEUED', sent: 2, pending: 0 }),
    );
    row(SENDING);
    expect(await screen.findByText('2 / 2 sent')).toBeTruthy();
    expect(screen.getByText('0 pending · 0 failed')).toBeTruthy();
    // Settled: no connection state to tell, and nothing asked again.
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['accept']).toBe('text/event-stream');
  });

  it('opens no stream for a message already settled', () => {
    row({ ...SENDING, status: 'QUEUED', sent: 2 });
    expect(screen.getByText('2 / 2 sent')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
