import { PassThrough } from 'node:stream';

/** Every line a server logs, as an operator's log service would receive it: a stream to hand the server, and reads. */
export function logLines() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
