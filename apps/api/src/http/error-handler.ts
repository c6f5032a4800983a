import type { FastifyInstance } from 'fastify';

export const SERVER_ERROR_BODY = { error: 'Something went wrong on our side. Try again in a moment.' };

/**
 * The one answer to an error outside GraphQL (Yoga answers its own): /media, the /e/:slug page, the web app,
 * uploads refused before they are read. Fastify's default handler would send the error's message, and a database
 * error's message holds its SQL and parameters. A client's mistake (a 4xx Fastify or our code raised on purpose)
 * keeps its words; anything else is logged in full (through the redacting serializers) and answered generically.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ error: (error as { message?: string }).message ?? 'Bad request' });
    }
    req.log.error({ err: error, req }, 'request failed');
    return reply.status(500).header('cache-control', 'no-store').send(SERVER_ERROR_BODY);
  });
}
