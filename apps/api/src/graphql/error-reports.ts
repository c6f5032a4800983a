import type { FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { logErrorAnswer } from '../http/request-id.ts';
import type { ServerContext } from './context.ts';

type AnsweredError = Pick<GraphQLError, 'extensions' | 'path'>;

/**
 * Every error in an answer carries the request's id (`extensions.requestId`, also its X-Request-Id header and the
 * `reqId` of its log lines), so a person can quote it and an operator can find what happened. The answer is logged
 * with its codes, paths and operation name (at warn for a signed-in request: someone with an account was refused or
 * let down). Runs after the stable codes are set.
 */
export function useErrorReports(): Plugin<Record<string, unknown>, ServerContext> {
  // The operation's name as the client sent it, read once its parameters are parsed (GET or POST alike).
  const operationNames = new WeakMap<FastifyRequest, string>();
  return {
    onParams({ params, context }) {
      const req = (context as Partial<ServerContext> | undefined)?.req;
      if (req && params.operationName) operationNames.set(req, params.operationName);
    },
    onResultProcess({ result, serverContext }) {
      const req = (serverContext as Partial<ServerContext> | undefined)?.req;
      if (!req) return;
      const errors = (Array.isArray(result) ? result : [result]).flatMap(
        (r) => (r as { errors?: readonly AnsweredError[] }).errors ?? [],
      );
      if (errors.length === 0) return;
      for (const error of errors) {
        // extensions is frozen-by-convention but a plain object.
        (error.extensions as Record<string, unknown>)['requestId'] = req.id;
      }
      logErrorAnswer(req, {
        operation: operationNames.get(req) ?? null,
        codes: errors.map((e) => e.extensions['code']),
        paths: errors.map((e) => e.path?.join('.') ?? null),
      });
    },
  };
}
