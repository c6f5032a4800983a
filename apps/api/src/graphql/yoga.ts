import { ErrorCode, isErrorCode } from '@admit/shared';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Context, ServerContext } from './context.ts';
import { useErrorReports } from './error-reports.ts';
import { usePublicAnswers } from './public-answers.ts';
import { domainErrorIn, domainErrorToGraphQL } from './errors.ts';
import { queryLimitPlugins } from './query-limits.ts';
import { useReadCache } from './response-cache.ts';
import type { ReadCache } from '../read-cache/read-cache.ts';
import { buildSchema } from './schema.ts';

/** Headers that prove a request was not a cross-site "simple" request. */
export const CSRF_HEADERS = ['apollo-require-preflight', 'x-admit-csrf'] as const;

/**
 * Yoga's own transport errors (parse, validation, CSRF, wrong method) carry an
 * HTTP status but no code. Clients switch on `extensions.code`, so give every
 * error one.
 */
function codeFor(error: GraphQLError): ErrorCode {
  const status = (error.extensions['http'] as { status?: number } | undefined)?.status;
  if (status === 405) return ErrorCode.METHOD_NOT_ALLOWED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (/^Syntax Error/.test(error.message)) return ErrorCode.GRAPHQL_PARSE_FAILED;
  if (variableErrorField(error.message)) return ErrorCode.BAD_USER_INPUT;
  if (status === 400 || !error.path) return ErrorCode.GRAPHQL_VALIDATION_FAILED;
  return ErrorCode.INTERNAL_SERVER_ERROR;
}

function codeOf(error: unknown): unknown {
  return (error as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
}

function hasHttpExtension(error: unknown): boolean {
  return typeof (error as { extensions?: { http?: unknown } } | undefined)?.extensions?.http === 'object';
}

function causeOf(error: unknown): unknown {
  return (error as { originalError?: unknown } | undefined)?.originalError;
}

/**
 * graphql-js's messages when a variable does not fit its type: 'Variable "$input" got invalid value 12.5 at
 * "input.priceMinor"; …', 'Variable "$id" got invalid value {…}; ID cannot represent value…', 'Variable "$id" of
 * required type "ID!" was not provided.', '… of non-null type "ID!" must not be null.'. They describe the
 * request, not our code: the field they name (inside an input, or the variable itself), or null for any other.
 */
export function variableErrorField(message: string): string | null {
  const variable = /^Variable "\$(\w+)" (?:got invalid value|of required type|of non-null type)/.exec(message);
  if (!variable) return null;
  const nested = /^Variable "\$\w+" got invalid value .*? at "\w+\.([\w.]+)"/s.exec(message);
  return nested?.[1] ?? variable[1] ?? null;
}

/** Requests whose answer carried errors: server.ts never lets a shared cache keep those. */
export const answeredWithErrors = new WeakSet<object>();

const useStableErrorCodes: Plugin = {
  onResultProcess({ result, serverContext }) {
    const results = Array.isArray(result) ? result : [result];
    for (const r of results) {
      const errors = (r as { errors?: readonly GraphQLError[] }).errors;
      const req = (serverContext as Partial<ServerContext> | undefined)?.req;
      if (errors?.length && req) answeredWithErrors.add(req);
      for (const error of errors ?? []) {
        if (error.extensions && !isErrorCode(error.extensions['code'])) {
          // extensions is frozen-by-convention but a plain object; assigning keeps http status intact.
          (error.extensions as Record<string, unknown>)['code'] = codeFor(error);
          // A wrongly typed variable names its field like a validation error does, so forms can show it.
          const field = variableErrorField(error.message);
          if (field) (error.extensions as Record<string, unknown>)['field'] = field;
        }
      }
    }
  },
};

export function buildYoga(options: {
  graphqlPath: string;
  logger: FastifyBaseLogger;
  context: (server: ServerContext) => Context;
  /** Off in production: the schema is no secret (the web app is built from it), but a map helps no attacker. */
  introspection: boolean;
  /** Anonymous answers kept until a write changes them; null to compute every one (READ_CACHE=off). */
  readCache: ReadCache | null;
}) {
  return createYoga<ServerContext, Context>({
    schema: buildSchema(),
    graphqlEndpoint: options.graphqlPath,
    logging: options.logger,
    // The web app is served from the same origin; no other site may call the API from a browser.
    cors: false,
    graphiql: false,
    landingPage: false,
    context: ({ req, reply }) => options.context({ req, reply }),
    maskedErrors: {
      maskError(error, message) {
        // Expected failures: the services' domain errors, with their code and fields.
        const domain = domainErrorIn(error);
        if (domain) {
          // An expected failure that came from an outage (the payment provider's) is told to the buyer, and the
          // outage to the operator.
          if (domain.cause) options.logger.warn({ err: domain.cause, code: domain.code }, 'a dependency failed');
          return domainErrorToGraphQL(domain, error as GraphQLError);
        }
        // Errors already carrying one of our codes pass on. Checked by shape,
        // not instanceof, so two copies of graphql cannot break it.
        if (isErrorCode(codeOf(error)) || isErrorCode(codeOf(causeOf(error)))) {
          return (isErrorCode(codeOf(error)) ? error : causeOf(error)) as GraphQLError;
        }
        // Yoga's own transport errors (CSRF, wrong method) are deliberate: keep their HTTP status.
        if (hasHttpExtension(error) && !causeOf(error)) return error as GraphQLError;
        // graphql-js's own request errors (a variable of the wrong type) describe the request, not our code.
        if (variableErrorField((error as { message?: string }).message ?? '')) {
          return error as GraphQLError;
        }
        options.logger.error({ err: causeOf(error) ?? error }, 'unexpected error in a resolver');
        const path = (error as { path?: readonly (string | number)[] }).path;
        return new GraphQLError(message, {
          extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
          ...(path ? { path } : {}),
        });
      },
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: [...CSRF_HEADERS] }),
      ...queryLimitPlugins(),
      ...(options.introspection ? [] : [useDisableIntrospection()]),
      useStableErrorCodes,
      useErrorReports(),
      usePublicAnswers(),
      // Last: it replaces the executor, which a later plugin could otherwise override.
      ...(options.readCache ? [useReadCache(options.readCache)] : []),
    ],
  });
}
