import { BROWSER_KEY_HEADER, browserKeySchema } from '@admit/shared';
import type { FastifyRequest } from 'fastify';
import { createFreshness } from '../common/freshness.ts';
import type { Backends } from '../common/scope.ts';
import type { FirebaseIdentity } from '../modules/identity/firebase-identity.ts';
import { resolveViewer } from '../modules/identity/service.ts';
import type { Viewer } from '../modules/identity/viewer.ts';
import type { ViewerRows } from '../modules/identity/viewer-rows.ts';
import { createRoleLookup } from '../modules/organizations/loaders.ts';
import type { RateLimiter } from '../rate-limits/limiter.ts';
import type { Context } from './context.ts';
import { createLoaders } from './loaders.ts';

/** The browser's waiting-room key from its header, when it is one (anything else counts as none). */
function browserKeyOf(req: FastifyRequest): string | null {
  const parsed = browserKeySchema.safeParse(req.headers[BROWSER_KEY_HEADER]);
  return parsed.success ? parsed.data : null;
}

/**
 * One context per request, made on first use: the upload check before the body and Yoga share its viewer. The
 * viewer is lazy and memoised: a request that never asks pays nothing, one that asks twice pays once.
 */
export function requestContexts(deps: {
  backends: Backends;
  identity: FirebaseIdentity;
  limits: RateLimiter;
  /** This instance's kept rows of signed-in people (identity/viewer-rows.ts). */
  viewerRows: ViewerRows;
  /** Notes a committed write, which the read cache's next answer waits for (read-cache/write-settling.ts). */
  noteWrite: () => void;
}): (req: FastifyRequest) => Context {
  const { backends, identity, limits, viewerRows } = deps;
  const { config, db } = backends;
  const contexts = new WeakMap<FastifyRequest, Context>();
  return (req) => {
    const known = contexts.get(req);
    if (known) return known;
    let viewer: Promise<Viewer | null> | undefined;
    const getViewer = () => (viewer ??= resolveViewer({ db, config, viewerRows }, identity, req.headers.authorization));
    const context: Context = {
      ...backends,
      identity,
      viewerRows,
      viewer: getViewer,
      roles: createRoleLookup(db, getViewer),
      client: { address: req.ip, browserKey: browserKeyOf(req) },
      requestId: req.id,
      limits,
      loaders: createLoaders(db),
      freshness: createFreshness(),
      noteWrite: deps.noteWrite,
    };
    contexts.set(req, context);
    return context;
  };
}
