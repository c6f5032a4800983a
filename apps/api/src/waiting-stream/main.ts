import '../runtime/require-supported-node.js';
import { pathToFileURL } from 'node:url';
import { PLACE_STREAM_PATH } from '@admit/shared/browser-key';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { openWaitingLine } from '../modules/waiting-room/open-line.ts';
import { PlaceFeed } from '../modules/waiting-room/place-feed.ts';
import { roomSecret } from '../modules/waiting-room/secrets.ts';
import { servePlaceStream, type PlaceStreamDeps } from './place-stream.ts';
import { createRawHttpServer, requestOf, SocketReply } from './raw-http.ts';

/*
 * The waiting room's stream process (`npm run start:waiting-stream`): for an on-sale with tens of thousands waiting,
 * the waiting page's streams (PLACE_STREAM_PATH) can be routed here instead of to the API. It loads the room's
 * reads, a feed and a bare HTTP/1.1 server (raw-http.ts), nothing else (no GraphQL schema, Fastify, Firebase, Stripe
 * or pages), so a visitor costs about their socket. It reads the same settings as the API (DATABASE_URL must be PostgreSQL, and
 * TICKET_KEY_SECRET the API's, to sign the same passes) and listens on WAITING_STREAM_PORT. Its npm script caps V8's
 * young generation at 1 MiB and its heap at 160 MiB: the crowd's records are small and long-lived, and each round's
 * garbage is collected early instead of swelling the process (docs/benchmarks.md).
 */

/** A request body as JSON, or undefined when it is not (the stream then refuses it as no query). */
function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export type WaitingStreamServer = { url: string; feed: PlaceFeed; close(): Promise<void> };

/** Opens the database and listens on `port` (0: a free port the system picks). */
export async function startWaitingStream(config: Config, port: number): Promise<WaitingStreamServer> {
  if (config.database.kind !== 'postgres') {
    throw new ConfigError(
      'The waiting stream process needs PostgreSQL (DATABASE_URL): with the embedded database the API serves the ' +
        'waiting page’s stream itself.',
    );
  }
  const database = await openDatabase(config.database);
  const logError = (error: unknown) => console.error('admit waiting stream:', error);
  const line = openWaitingLine(config.redisUrl, logError);
  const viewing = { db: database.db, line, passKey: roomSecret(config, 'pass') };
  const deps: PlaceStreamDeps = { ...viewing, feed: new PlaceFeed(viewing, logError) };
  const { server, close } = createRawHttpServer((request, socket) => {
    const reply = new SocketReply(socket);
    if (request.path === '/healthz') {
      const { rss, heapUsed } = process.memoryUsage();
      const [rssMiB, heapUsedMiB] = [rss, heapUsed].map((bytes) => Math.round(bytes / 1_048_576));
      return reply.refuse(200, JSON.stringify({ status: 'ok', following: deps.feed.following, rssMiB, heapUsedMiB }));
    }
    if (request.path !== PLACE_STREAM_PATH)
      return reply.refuse(404, JSON.stringify({ errors: [{ message: 'Not found' }] }));
    servePlaceStream(deps, requestOf(request, jsonOf(request.body)), reply, logError);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.host, () => resolve());
    });
  } catch (error) {
    // The port was taken: nothing else of this process may stay open.
    await line.close();
    await database.close();
    throw error;
  }
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${bound}`,
    feed: deps.feed,
    async close() {
      deps.feed.close();
      await close();
      await line.close();
      await database.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  Promise.resolve()
    .then(() => startWaitingStream(loadConfig(), Number(process.env['WAITING_STREAM_PORT'] ?? 3002)))
    .then((running) => {
      console.log(`Admit waiting stream ready at ${running.url} (${PLACE_STREAM_PATH})`);
      const stop = () => void running.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      // Not main.ts's exitOnStartupError: importing the API's entry would load everything this process leaves out.
      console.error(error instanceof ConfigError ? `admit: ${error.message}` : error);
      process.exit(1);
    });
}
