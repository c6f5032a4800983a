import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The response header that names the request, as the log lines' `reqId` does. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id: 12 hex digits, short enough for a person to read out to support, random so that ids from many
 * instances and restarts do not collide as Fastify's counter ("req-1") would. Never taken from the client: a
 * chosen id could pass one request off as another in the logs.
 */
export function newRequestId(): string {
  return randomBytes(6).toString('hex');
}

/** Every answer names its request, so a failure the person sees can be found in the log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}

/**
 * One log line per error answer on the GraphQL path: its codes, the fields they came from and the operation. A
 * signed-in request is logged at warn (someone with an account was refused or let down, and the next "could not
 * load" must explain itself from the log); a visitor's at info (a missing page, a flood). No message, variable or
 * token: the codes say what happened without personal data.
 */
export function logErrorAnswer(
  req: FastifyRequest,
  answer: { operation: string | null; codes: readonly unknown[]; paths?: readonly (string | null)[] },
): void {
  const line = { operation: answer.operation, codes: answer.codes, ...(answer.paths ? { paths: answer.paths } : {}) };
  if (req.headers.authorization) req.log.warn(line, 'answered a signed-in request with errors');
  else req.log.info(line, 'answered with errors');
}
