/**
 * Every vitest suite loads this first: a test may talk to this machine only
 * (the API in-process, the Auth Emulator, PostgreSQL, the SMTP server), never
 * to the internet. Any socket opened to another host fails at once, and the
 * test that tried fails after it even if the error was caught on the way.
 *
 * It patches this process only. Child processes a suite starts (the Auth
 * Emulator, `npm start` in the scripts tests) run on their own; they are
 * started with loopback-only settings, and the machines CI runs on have no
 * route out besides.
 */
import net from 'node:net';
import { afterEach } from 'vitest';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;

const blocked: string[] = [];

/** Where a `socket.connect(...)` call is going: a host and port, or a local (Unix) socket path. */
function destination(args: unknown[]): { host: string; port: unknown } | null {
  const [first, second] = args;
  // net.connect() hands the socket its arguments already normalised, as one array.
  if (Array.isArray(first)) return destination(first);
  if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
    const options = first as { path?: unknown; host?: unknown; hostname?: unknown; port?: unknown };
    if (typeof options.path === 'string') return null;
    const host = [options.host, options.hostname].find((h): h is string => typeof h === 'string' && h !== '');
    return { host: host ?? 'localhost', port: options.port };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a socket path
  return { host: typeof second === 'string' ? second : 'localhost', port: first };
}

const connect = net.Socket.prototype.connect as (...args: unknown[]) => net.Socket;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const to = destination(args);
  if (to && !LOOPBACK.test(to.host.replace(/^\[|\]$/g, ''))) {
    const where = `${to.host}:${String(to.port)}`;
    blocked.push(where);
    throw new Error(`Tests may not reach beyond this machine: a connection to ${where} was blocked.`);
  }
  return connect.apply(this, args);
} as typeof net.Socket.prototype.connect;

/** The blocked destinations so far, forgotten once read (for the guard's own test). */
export function takeBlockedConnections(): string[] {
  return blocked.splice(0);
}

/** Throws if anything was blocked since the last check, even if the test caught the error on the way. */
export function assertNothingBlocked(): void {
  const attempts = takeBlockedConnections();
  if (attempts.length > 0) throw new Error(`This test tried to reach beyond this machine: ${attempts.join(', ')}`);
}

afterEach(assertNothingBlocked);
