import type { IncomingMessage, ServerResponse } from 'node:http';
import { STREAM_REFUSAL_HEADERS, type StreamReply, type StreamRequest } from './place-stream.ts';

/** The stream's request and reply over Node's own HTTP server (the API's route, its reply taken over from Fastify). */
export function overNodeHttp(
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
): { request: StreamRequest; reply: StreamReply & { readonly opened: boolean } } {
  const request: StreamRequest = {
    method: req.method ?? '',
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    body,
  };
  // An error on a visitor's socket ends their stream, never the process.
  res.on('error', () => undefined);
  const reply = {
    get opened() {
      return res.headersSent;
    },
    refuse: (status: number, json: string) => void res.writeHead(status, STREAM_REFUSAL_HEADERS).end(json),
    open: (headers: Record<string, string>) => void res.writeHead(200, headers),
    // A round may still be writing as the visitor leaves: nothing is written to an answer already over.
    write: (text: string) => void (res.writableEnded || res.destroyed || res.write(text)),
    end: (text: string) => void (res.writableEnded || res.destroyed || res.end(text)),
    onClose: (listener: () => void) => void res.once('close', listener),
  };
  return { request, reply };
}
