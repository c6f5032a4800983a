/*
 * What the API's GraphQL-over-SSE endpoint answers a subscription with (graphql-sse's "distinct connections" mode:
 * one `next` event per payload), for tests that hand it to the app's fetch.
 */

const HEADERS = { 'content-type': 'text/event-stream' };

function nextEvent(field: string, payload: unknown): Uint8Array {
  return new TextEncoder().encode(`event: next\ndata: ${JSON.stringify({ data: { [field]: payload } })}\n\n`);
}

/** A stream that carries these payloads of the subscription's `field`, in order, and then stays open. */
export function subscriptionStream<T>(field: string, ...payloads: T[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const payload of payloads) controller.enqueue(nextEvent(field, payload));
    },
  });
  return new Response(body, { headers: HEADERS });
}

/** A stream left open whose next payloads the test pushes when it likes. */
export function openSubscriptionStream<T>(field: string): { response: Response; push: (payload: T) => void } {
  let push: (payload: T) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (payload) => controller.enqueue(nextEvent(field, payload));
    },
  });
  return { response: new Response(body, { headers: HEADERS }), push: (payload) => push(payload) };
}
