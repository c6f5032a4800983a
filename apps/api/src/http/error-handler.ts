import { ErrorCode } from '@admit/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors.ts';
import { domainErrorExtensions } from '../graphql/errors.ts';
import { logErrorAnswer } from './request-id.ts';

/** The HTTP status of a domain error refused outside Yoga (an upload refused before its body is read). */
const STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.RATE_LIMITED]: 429,
};

/**
 * A refusal on the GraphQL path answered before Yoga (a flood, an upload checked before its body), in GraphQL's
 * shape with its stable code. Its content type is GraphQL over HTTP's own when the client accepts it: Apollo
 * Client reads the errors of a non-2xx answer only in that type.
 */
export function sendGraphQLError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  extensions: Record<string, unknown>,
): FastifyReply {
  const retryAfter = extensions['retryAfter'];
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  logErrorAnswer(req, { operation: operationNameInUrl(req), codes: [extensions['code']] });
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type(
      req.headers.accept?.includes('application/graphql-response+json')
        ? 'application/graphql-response+json; charset=utf-8'
        : 'application/json; charset=utf-8',
    )
    .send(JSON.stringify({ errors: [{ message, extensions: { ...extensions, requestId: req.id } }] }));
}

/** A GET's operation name (its body, if any, is not read when these refusals are sent). */
function operationNameInUrl(req: FastifyRequest): string | null {
  const query = req.url.split('?', 2)[1];
  return query ? new URLSearchParams(query).get('operationName') : null;
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
      return sendGraphQLError(req, reply, STATUS[error.code] ?? 400, error.message, domainErrorExtensions(error));
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ error: (error as { message?: string }).message ?? 'Bad request' });
    }
    req.log.error({ err: error, req }, 'request failed');
    return reply.status(500).header('cache-control', 'no-store').send(SERVER_ERROR_BODY);
  });
}
