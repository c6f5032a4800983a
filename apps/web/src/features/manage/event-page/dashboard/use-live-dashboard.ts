import { print } from 'graphql';
import { useEffect, useState } from 'react';
import { DEFAULT_GRAPHQL_PATH } from '../../../../lib/apollo.ts';
import { sessionStore } from '../../../../lib/session/session.ts';
import { graphql } from '../../gql/index.ts';
import type { LiveDashboardSubscription } from '../../gql/graphql.ts';

export const LiveDashboardSubscriptionDocument = graphql(`
  subscription LiveDashboard($eventId: ID!) {
    eventDashboardChanged(eventId: $eventId) {
      eventId
      currency
      timeZone
      ticketsSold
      capacity
      orders
      grossMinor
      refundedMinor
      netMinor
      ticketTypes {
        ticketTypeId
        name
        ticketsSold
        capacity
      }
      hours {
        hour
        orders
        tickets
        netMinor
      }
      checkInLists {
        listId
        name
        checkedIn
        hours {
          hour
          arrivals
        }
      }
    }
  }
`);

export type LiveDashboard = LiveDashboardSubscription['eventDashboardChanged'];

/** live: connected and current; paused: the tab is hidden, nothing is sent; refused: an error retrying cannot mend. */
export type LiveStatus = 'connecting' | 'live' | 'paused' | 'reconnecting' | 'refused';

type Message = { event: string; data: string };
type Payload = { data?: LiveDashboardSubscription | null; errors?: { message: string }[] };

/** The events of a Server-Sent Events body as they arrive (graphql-yoga's "distinct connections" mode). */
async function readEvents(body: ReadableStream<Uint8Array>, onMessage: (m: Message) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
      onMessage({ event, data });
    }
  }
}

const MAX_RETRY_MS = 30_000;

/** The subscription asked for over SSE (graphql-yoga's), signed in as the session is. */
async function subscribe(body: string, signal: AbortSignal): Promise<Response> {
  const token = await sessionStore.getIdToken();
  return fetch(DEFAULT_GRAPHQL_PATH, {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
}

/**
 * An event's dashboard, kept current by the API's subscription over Server-Sent Events while the tab is visible:
 * the first message is the dashboard now, each next one follows a change (a sale, a refund, a check-in) on any
 * instance. Nothing polls. A hidden tab closes the stream; showing it again opens a new one, whose first message
 * catches up. A dropped stream is opened again after a growing wait; a refusal (FORBIDDEN) is final.
 */
export function useLiveDashboard(eventId: string): { dashboard: LiveDashboard | null; status: LiveStatus } {
  const [dashboard, setDashboard] = useState<LiveDashboard | null>(null);
  const [status, setStatus] = useState<LiveStatus>(() =>
    typeof document !== 'undefined' && document.visibilityState === 'hidden' ? 'paused' : 'connecting',
  );

  useEffect(() => {
    let stream: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let refused = false;
    const body = JSON.stringify({
      operationName: 'LiveDashboard',
      query: print(LiveDashboardSubscriptionDocument),
      variables: { eventId },
    });

    const onMessage = ({ event, data }: Message) => {
      if (event !== 'next' || !data) return;
      const payload = JSON.parse(data) as Payload;
      if (payload.errors?.length || !payload.data) {
        refused = true;
        setStatus('refused');
        return;
      }
      failures = 0;
      setDashboard(payload.data.eventDashboardChanged);
      setStatus('live');
    };

    const open = async () => {
      clearTimeout(retry);
      if (refused || document.visibilityState === 'hidden') return;
      stream?.abort();
      const controller = (stream = new AbortController());
      try {
        const res = await subscribe(body, controller.signal);
        if (res.body && res.headers.get('content-type')?.startsWith('text/event-stream')) {
          await readEvents(res.body, onMessage);
        } else if (res.status === 403) {
          refused = true;
          setStatus('refused');
        }
      } catch {
        // A closed tab's abort, or the network: the stream is opened again below while the tab is visible.
      }
      if (controller.signal.aborted || refused) return;
      failures += 1;
      setStatus('reconnecting');
      retry = setTimeout(() => void open(), Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(failures, 5)));
    };

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(retry);
        stream?.abort();
        if (!refused) setStatus('paused');
      } else {
        void open();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    void open();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(retry);
      stream?.abort();
    };
  }, [eventId]);

  return { dashboard, status };
}
