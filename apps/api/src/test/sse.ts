import { takeSseEvents } from '@admit/shared';
import type { DocumentNode } from 'graphql';
import { csrfHeader, operationBody } from './test-api.ts';

/** The events of a Server-Sent Events answer, as they arrive. */
export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) {
    const taken = takeSseEvents(text + decoder.decode(chunk, { stream: true }));
    text = taken.rest;
    for (const event of taken.events) if (event.data) yield event;
  }
}

/** A subscription asked of `origin` over SSE (graphql-yoga's), as the web app asks it. */
export function subscribeOverSse(
  origin: string,
  document: string | DocumentNode,
  variables: object,
  token: string | null,
  signal: AbortSignal,
  headers: Record<string, string> = {},
  path = '/graphql',
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...csrfHeader,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(operationBody(document, { variables })),
  });
}

/**
 * The payloads of a subscription's `field` on an SSE answer, one per `next` event: each call waits for the following
 * one (and fails if the stream ends first).
 */
export function subscriptionPayloads<T>(body: ReadableStream<Uint8Array> | null, field: string): () => Promise<T> {
  const events = sseEvents(body ?? new ReadableStream());
  return async () => {
    for (;;) {
      const { value, done } = await events.next();
      if (done) throw new Error('the stream ended');
      if (value.event !== 'next') continue;
      const payload = (JSON.parse(value.data) as { data?: Record<string, T> }).data?.[field];
      if (payload === undefined) throw new Error(`a next event without ${field}: ${value.data}`);
      return payload;
    }
  };
}
