import net from 'node:net';
import { STATUS_CODES } from 'node:http';
import httpParser from 'http-parser-js';
import { STREAM_REFUSAL_HEADERS, type StreamReply, type StreamRequest } from './place-stream.ts';

/*
 * A minimal HTTP/1.1 server for the waiting stream process: one request per connection, parsed by http-parser-js,
 * then the socket alone carries the answer (closed-delimited, `connection: close`). Measured on this machine, Node's
 * own HTTP server keeps about 16 KiB per open response (its request, response, parser and their buffers) against
 * about 3.5 KiB for a bare socket (docs/benchmarks.md): the difference between 50,000 waiting phones in 300 MiB and
 * in a gigabyte. Anything but a small request with a declared length is refused.
 */

const { HTTPParser } = httpParser;
const MAX_HEAD_BYTES = 16 * 1024;
const MAX_BODY_BYTES = 16 * 1024;
/** A request must arrive whole this soon, however it trickles in (a slow sender holds a socket of ours for nothing). */
const REQUEST_TIMEOUT_MS = 10_000;

export type RawRequest = { method: string; path: string; headers: Map<string, string>; body: Buffer };

const head = (status: number, headers: Record<string, string>, extra = '') =>
  `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  `connection: close\r\n${extra}\r\n`;

/**
 * The stream's reply over a bare socket: a whole answer with its length, or an event stream ended by closing. A
 * class, so a crowd's replies share their methods rather than each holding closures.
 */
export class SocketReply implements StreamReply {
  opened = false;
  private readonly socket: net.Socket;

  constructor(socket: net.Socket) {
    this.socket = socket;
  }

  refuse(status: number, json: string): void {
    this.socket.end(head(status, STREAM_REFUSAL_HEADERS, `content-length: ${Buffer.byteLength(json)}\r\n`) + json);
  }

  open(headers: Record<string, string>): void {
    this.opened = true;
    this.socket.write(head(200, headers));
  }

  write(text: string): void {
    if (this.socket.writable) this.socket.write(text);
  }

  end(text: string): void {
    if (!this.socket.writableEnded) this.socket.end(text);
  }

  onClose(listener: () => void): void {
    this.socket.once('close', listener);
  }
}

/** A parsed request as the stream reads it, with its body already parsed as JSON. */
export const requestOf = (raw: RawRequest, body: unknown): StreamRequest => ({
  method: raw.method,
  header: (name) => raw.headers.get(name),
  body,
});

/** Thrown from the parser's callbacks to stop it at once: nothing after the one request is parsed. */
class StopParsing extends Error {}

/** Why a request's head cannot be taken (an HTTP status), or null when its body may be read. */
function refusalOfHead(method: string, headers: Map<string, string>): number | null {
  if (method !== 'POST') return null;
  if (headers.has('transfer-encoding')) return 411;
  const declared = headers.get('content-length');
  if (declared === undefined) return 411;
  // Digits only: a negative or odd length would send http-parser-js reading backwards for ever.
  if (!/^\d{1,9}$/.test(declared)) return 400;
  return Number(declared) > MAX_BODY_BYTES ? 413 : null;
}

/**
 * Reads one request from the socket, then stops parsing: the handler has the socket to itself. The whole request
 * must come within REQUEST_TIMEOUT_MS and MAX_HEAD_BYTES + MAX_BODY_BYTES, however slowly or in whatever pieces.
 */
function readRequest(socket: net.Socket, onRequest: (request: RawRequest) => void, onBad: (status: number) => void) {
  const parser = new HTTPParser(HTTPParser.REQUEST);
  parser.maxHeaderSize = MAX_HEAD_BYTES;
  let request: RawRequest | null = null;
  const chunks: Buffer[] = [];
  let received = 0;
  let done = false;
  const deadline = setTimeout(() => socket.destroy(), REQUEST_TIMEOUT_MS);
  deadline.unref();
  const finish = (then: () => void) => {
    done = true;
    // Nothing of the parsing may stay reachable from the socket: a waiting phone's stream lasts an hour.
    socket.off('data', onData);
    clearTimeout(deadline);
    chunks.length = 0;
    then();
  };
  const stop = (then: () => void): never => {
    if (!done) finish(then);
    throw new StopParsing();
  };
  parser[HTTPParser.kOnHeadersComplete] = (info) => {
    if (done) return stop(() => undefined);
    const headers = new Map<string, string>();
    for (let i = 0; i + 1 < info.headers.length; i += 2) {
      headers.set(String(info.headers[i]).toLowerCase(), String(info.headers[i + 1]));
    }
    const method = HTTPParser.methods[info.method] ?? '';
    const refused = refusalOfHead(method, headers);
    if (refused !== null) return stop(() => onBad(refused));
    request = { method, path: info.url.split('?')[0] ?? '', headers, body: Buffer.alloc(0) };
  };
  parser[HTTPParser.kOnBody] = (chunk, offset, length) => {
    if (done) return stop(() => undefined);
    chunks.push(Buffer.from(chunk.subarray(offset, offset + length)));
  };
  parser[HTTPParser.kOnMessageComplete] = () => {
    const whole = request && { ...request, body: Buffer.concat(chunks) };
    stop(() => (whole ? onRequest(whole) : onBad(400)));
  };
  const onData = (chunk: Buffer) => {
    if (done) return;
    received += chunk.length;
    if (received > MAX_HEAD_BYTES + MAX_BODY_BYTES) return finish(() => onBad(413));
    try {
      const result = parser.execute(chunk);
      if (result instanceof Error) finish(() => onBad(400));
    } catch (error) {
      if (!(error instanceof StopParsing)) finish(() => onBad(400));
    }
  };
  socket.on('data', onData);
}

/** A server that hands each connection's one request, and its socket, to `handle`; `close` ends every connection. */
export function createRawHttpServer(handle: (request: RawRequest, socket: net.Socket) => void): {
  server: net.Server;
  close(): Promise<void>;
} {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    // Keep-alive probes find a phone that went away without closing (a tunnel, a dead battery).
    socket.setKeepAlive(true, 60_000);
    readRequest(
      socket,
      (request) => handle(request, socket),
      (status) =>
        new SocketReply(socket).refuse(status, JSON.stringify({ errors: [{ message: STATUS_CODES[status] }] })),
    );
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
