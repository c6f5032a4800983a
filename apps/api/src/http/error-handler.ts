import { ErrorCode } from '@admit/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors.ts';

/** The HTTP status of a domain error refused outside Yoga (an upload refused before its body is read). */
const STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.RATE_LIMITED]: 429,
};

/**
 * The content type of a GraphQL error answered outside Yoga: GraphQL over HTTP's own when the client accepts it
 * (Apollo Client does, and reads the errors of a non-2xx answer only in that type), JSON otherwise.
 */
export function graphqlErrorType(req: FastifyRequest): string {
  return req.headers.accept?.includes('application/graphql-response+json')
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

export const SERVER_ERROR_BODY = { error: 'Something went wrong on our side. Try again in a moment.' };

/**
 * The one answer to an error outside GraphQL (Yoga answers its own): /media, the /e/:slug page, the web app,
 * uploads refused before they are read. Fastify's default handler would send the error's message, and a database
 * error's message holds its SQL and parameters. A client's mistake (a 4xx Fastify or our code raised on purpose)
 * keeps its words, a domain error its GraphQL shape; anything else is logged in full (through the redacting serializers) and answered generically.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    // A refusal on the GraphQL path (an upload checked before its body): answered as GraphQL would, so the
    // client shows it like any other, with its stable code.
    if (error instanceof DomainError) {
      const extensions = { code: error.code, ...(error.fields ? { field: error.field, fields: error.fields } : {}) };
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply
        .status(STATUS[error.code] ?? 400)
        .type(graphqlErrorType(req))
        .send(JSON.stringify({ errors: [{ message: error.message, extensions }] }));
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ error: (error as { message?: string }).message ?? 'Bad request' });
    }
    req.log.error({ err: error, req }, 'request failed');
    return reply.status(500).header('cache-control', 'no-store').send(SERVER_ERROR_BODY);
  });
}
