import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type OperationDefinitionNode } from 'graphql';
import { useEffect, useState } from 'react';
import { takeSseEvents, type SseEvent } from '@admit/shared';
import { DEFAULT_GRAPHQL_PATH } from './apollo.ts';
import { sessionStore } from './session/session.ts';

/** live: connected and current; paused: the tab is hidden, nothing is sent; refused: an error retrying cannot mend. */
export type LiveStatus = 'connecting' | 'live' | 'paused' | 'reconnecting' | 'refused';

type Payload<TData> = { data?: TData | null; errors?: { message: string }[] };

/** The events of a Server-Sent Events body as they arrive (graphql-yoga's "distinct connections" mode). */
async function readEvents(body: ReadableStream<Uint8Array>, onMessage: (m: SseEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const taken = takeSseEvents(text + decoder.decode(value, { stream: true }));
    text = taken.rest;
    taken.events.forEach(onMessage);
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

/** The request's body: the operation by name, its text and its variables. */
function bodyOf<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): string {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return JSON.stringify({ operationName: operation?.name?.value, query: print(document), variables });
}

const initialStatus = (): LiveStatus =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden' ? 'paused' : 'connecting';

type Options<TData> = {
  /** False: no stream (not yet, or no longer). */
  enabled?: boolean;
  /** Whether a message is the last worth waiting for (a job done): the stream then closes for good. Keep it stable. */
  isFinal?: (data: TData) => boolean;
};

/**
 * A subscription of the API kept open over Server-Sent Events while the tab is visible (and `enabled`): the first
 * message is the state now, each next one follows a change on whichever instance. Nothing polls. A hidden tab closes
 * the stream; showing it again opens a new one, whose first message catches up. A dropped stream is opened again
 * after a growing wait; a refusal (FORBIDDEN, or errors in a message) is final, and so is a message `isFinal` says is.
 */
export function useSseSubscription<TData, TVariables>(
  subscription: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { enabled = true, isFinal }: Options<TData> = {},
): { data: TData | null; status: LiveStatus } {
  const [data, setData] = useState<TData | null>(null);
  const [status, setStatus] = useState<LiveStatus>(initialStatus);
  const body = bodyOf(subscription, variables);

  useEffect(() => {
    if (!enabled) return;
    let stream: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let refused = false;
    let finished = false;

    const refuse = () => {
      refused = true;
      setStatus('refused');
    };

    const onMessage = ({ event, data: text }: SseEvent) => {
      if (event !== 'next' || !text) return;
      const payload = JSON.parse(text) as Payload<TData>;
      if (payload.errors?.length || !payload.data) return refuse();
      failures = 0;
      setData(payload.data);
      setStatus('live');
      if (isFinal?.(payload.data)) {
        finished = true;
        stream?.abort();
      }
    };

    const open = async () => {
      clearTimeout(retry);
      if (refused || finished || document.visibilityState === 'hidden') return;
      stream?.abort();
      const controller = (stream = new AbortController());
      try {
        const res = await subscribe(body, controller.signal);
        if (res.body && res.headers.get('content-type')?.startsWith('text/event-stream')) {
          await readEvents(res.body, onMessage);
        } else if (res.status === 403) {
          refuse();
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
        if (!refused && !finished) setStatus('paused');
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
  }, [body, enabled, isFinal]);

  return { data, status };
}
