import { ErrorCode, EXPORTS_PATH } from '@admit/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { constants } from 'node:zlib';
import { DomainError, rateLimitedMessage } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import type { CopyCsvOut } from '../../db/copy-out.ts';
import { logErrorAnswer } from '../../http/request-id.ts';
import { addressKey, WHAT } from '../../rate-limits/attempts.ts';
import type { RateLimiter } from '../../rate-limits/limiter.ts';
import type { QueryParams } from './params.ts';
import { prepareExport } from './service.ts';

/**
 * Exports running at once on this instance. Each holds a database connection while its client downloads, so
 * more would take the pool from everyone else; one over the limit is asked to try again shortly.
 */
const MAX_RUNNING_EXPORTS = 3;
/** A download that has not moved for this long is given up. */
const STALLED_CLIENT_MS = 60_000;
/**
 * A CSV is compressed at the fastest levels, not the defaults the app's pages get (gzip 6, brotli 4): 150 MiB of
 * CSV took 2.1 s of CPU at gzip 6 and 0.9 s at gzip 1 (brotli: 2.7 s at 4, 0.7 s at 1), for a file 15 % larger,
 * on two cores that the database, the writer and zlib share. (XLSX is a zip already and is not compressed again.)
 */
const EXPORT_COMPRESSION = {
  // Each piece written is flushed to the client as it is compressed: the header line leaves at once, before the
  // database has sorted the first row (a whole event's orders are sorted before COPY sends any: 2–3 s for a million).
  zlibOptions: { level: 1, flush: constants.Z_SYNC_FLUSH },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 }, flush: constants.BROTLI_OPERATION_FLUSH },
};

const STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.RATE_LIMITED]: 429,
};

/** A refusal as JSON with its stable code (and, for bad input, the parameter named): never cached. */
function refuse(req: FastifyRequest, reply: FastifyReply, status: number, body: Record<string, unknown>) {
  logErrorAnswer(req, { operation: null, codes: [body['code']] });
  return reply
    .status(status)
    .header('cache-control', 'private, no-store')
    .send({ ...body, requestId: req.id });
}

function refuseDomainError(req: FastifyRequest, reply: FastifyReply, error: DomainError) {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.field) Object.assign(body, { field: error.field, fields: error.fields });
  return refuse(req, reply, STATUS[error.code] ?? 400, body);
}

/**
 * GET /exports/events/:eventId/{orders,attendees,checkins}.{csv,xlsx}: the back office's exports, signed in
 * with the same Firebase ID token as /graphql (Authorization: Bearer). Checked in full before the answer starts;
 * then streamed from the database as the client reads (docs/exports.md).
 */
export function registerExportRoutes(
  app: FastifyInstance,
  scopeOf: (req: FastifyRequest) => RequestScope,
  limits: RateLimiter,
  copyCsvOut: CopyCsvOut | null,
): void {
  let running = 0;
  app.get<{ Params: { eventId: string; file: string }; Querystring: QueryParams }>(
    `${EXPORTS_PATH}/:eventId/:file`,
    { compress: EXPORT_COMPRESSION },
    async (req, reply) => {
      const wait = await limits.consume('requestWithToken', addressKey(req.ip));
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return refuse(req, reply, 429, {
          code: ErrorCode.RATE_LIMITED,
          message: rateLimitedMessage(wait, WHAT.requestWithToken),
        });
      }
      let prepared;
      try {
        prepared = await prepareExport(scopeOf(req), { ...req.params, query: req.query }, copyCsvOut);
      } catch (error) {
        if (error instanceof DomainError) return refuseDomainError(req, reply, error);
        throw error;
      }
      if (!prepared) return refuse(req, reply, 404, { code: ErrorCode.NOT_FOUND, message: 'No such export.' });
      if (running >= MAX_RUNNING_EXPORTS) {
        reply.header('retry-after', '10');
        const message = 'Other exports are being made. Try again in a few seconds.';
        return refuse(req, reply, 503, { code: ErrorCode.RATE_LIMITED, message });
      }
      running += 1;
      const out = new PassThrough();
      // A client gone before the end (a cancelled download) leaves `out` unread, not closed: end the export, so its
      // transaction ends and its connection goes back to the pool.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) out.destroy();
      });
      // A client that stops reading without leaving would hold its connection and transaction for good.
      reply.raw.setTimeout(STALLED_CLIENT_MS, () => reply.raw.destroy());
      prepared
        .write(out)
        .catch((error: unknown) => {
          // The answer has started: all that is left is to cut it short, so the client sees a failed download.
          if (!out.destroyed) req.log.error({ err: error }, 'export failed');
          out.destroy(error instanceof Error ? error : new Error('export failed'));
        })
        .finally(() => {
          running -= 1;
        });
      return reply
        .header('content-type', prepared.contentType)
        .header('content-disposition', `attachment; filename="${prepared.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(out);
    },
  );
}
