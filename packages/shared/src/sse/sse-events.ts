/** One event of a Server-Sent Events body (graphql-yoga's "distinct connections" mode sends `next` and `complete`). */
export type SseEvent = { event: string; data: string };

/**
 * The complete events at the front of a Server-Sent Events body read so far, and the text after them (an event
 * still arriving). One reading of the format for the web app's streams, the API's tests and the benchmarks' clients.
 */
export function takeSseEvents(text: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  let rest = text;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
    const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
    events.push({ event, data });
  }
  return { events, rest };
}
