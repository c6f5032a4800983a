import type { FastifyRequest } from 'fastify';

/**
 * What the API's log lines may carry. Logs are read by operators and shipped to log services, so they hold no
 * secrets and as little personal data as an operator needs:
 * - a request is its method, path and GraphQL operation name; never the query string, which on a GraphQL GET
 *   carries the variables (unlock codes, searches), and never the client's address or headers (tokens);
 * - an error keeps its type, code, stack and the SQL text of a failed query, but never the query's parameters or
 *   the values PostgreSQL quotes back (emails, names, codes);
 * - a field named like a secret or a contact detail is censored wherever a log call puts it, as a second net.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        'authorization',
        '*.authorization',
        'headers',
        '*.headers',
        'variables',
        '*.variables',
        'token',
        '*.token',
        'idToken',
        '*.idToken',
        'password',
        '*.password',
        'email',
        '*.email',
        'phoneNumber',
        '*.phoneNumber',
        'params',
        '*.params',
      ],
      censor: '[withheld]',
    },
  };
}

export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  const [path = '', search = ''] = req.url.split('?', 2);
  const operation = new URLSearchParams(search).get('operationName');
  return { method: req.method, url: path, ...(operation ? { operation } : {}) };
}

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  originalError?: unknown;
  // Drizzle's DrizzleQueryError
  query?: unknown;
  params?: unknown;
  // node-postgres's and PGlite's DatabaseError
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
};

/** PostgreSQL messages that quote the offending value: keep the words, withhold the value. */
const VALUE_IN_MESSAGE = /^(invalid input (?:syntax|value) for [^:]+):.*$/s;

function safeMessage(error: ErrorLike): string {
  const message = typeof error.message === 'string' ? error.message : '';
  // Drizzle's message is "Failed query: <sql>\nparams: <values>"; the values stay out.
  if (typeof error.query === 'string') return `Failed query: ${error.query}`;
  return message.replace(VALUE_IN_MESSAGE, '$1: (value withheld)');
}

/** The stack's frames, headed by the safe message instead of the original (which a stack repeats). */
function safeStack(error: ErrorLike, type: string, message: string): string {
  if (typeof error.stack !== 'string') return '';
  const frames = error.stack.indexOf('\n    at ');
  return `${type}: ${message}${frames >= 0 ? error.stack.slice(frames) : ''}`;
}

/** Pino's shape for a logged error (type, message, stack), plus what helps and cannot leak. */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const e = error as ErrorLike;
  const type = (error.constructor as { name?: string } | undefined)?.name ?? 'Error';
  const message = safeMessage(e);
  const out: SerializedError = { type, message, stack: safeStack(e, type, message) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out['code'] = e.code;
  if (typeof e.statusCode === 'number') out['statusCode'] = e.statusCode;
  if (Array.isArray(e.params)) out['paramCount'] = e.params.length;
  for (const key of ['severity', 'table', 'column', 'constraint', 'routine'] as const) {
    if (typeof e[key] === 'string') out[key] = e[key];
  }
  const cause = e.cause ?? e.originalError;
  if (cause && depth < 3) out['cause'] = serializeError(cause, depth + 1);
  return out;
}
