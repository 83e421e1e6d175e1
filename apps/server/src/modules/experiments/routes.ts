import type { FastifyReply, FastifyRequest } from 'fastify';
import { ExposureBatch, ExposureBatchResponse, FlagValues, Vardata } from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { readFlags, readVariants } from './read-assignments.js';
import { recordExposures } from './record-exposures.js';
import { resolveVisitor, type Visitor } from './visitor.js';
import { ensureDeviceId } from '../../platform/http/device-id.js';

/** Answers depend on who asks: only the asker's browser may keep them, briefly, and never for another session. */
const PER_VISITOR_CACHE = { 'cache-control': 'private, max-age=60', vary: 'Cookie, Authorization' };

/** The request's visitor; a browser without a device id gets one, kept in a long-lived cookie. */
async function visitorOf(deps: ModuleDeps, request: FastifyRequest, reply: FastifyReply): Promise<Visitor> {
  return resolveVisitor(deps.db, request.auth?.userId ?? null, ensureDeviceId(request, reply));
}

/**
 * The site's experiment calls (docs/decisions/048-experiments.md), open to guests: the variants and flags of the
 * visitor, and the exposures the site reports from its queue.
 */
export function experimentsRoutes(app: App, deps: ModuleDeps): void {
  app.get('/api/sdk/v2/vardata', { onRequest: deps.optionalAuth, schema: { response: { 200: Vardata } } }, async (req, reply) => {
    const visitor = await visitorOf(deps, req, reply);
    void reply.headers(PER_VISITOR_CACHE);
    return readVariants(deps.db, visitor, new Date());
  });
  app.get('/api/sdk/v2/flags', { onRequest: deps.optionalAuth, schema: { response: { 200: FlagValues } } }, async (req, reply) => {
    const visitor = await visitorOf(deps, req, reply);
    void reply.headers(PER_VISITOR_CACHE);
    return readFlags(deps.db, visitor, new Date());
  });
  app.post(
    '/api/sdk/v2/exposures',
    {
      onRequest: deps.optionalAuth,
      config: { rateLimit: { max: deps.config.ANALYTICS_RATE_LIMIT, timeWindow: 60_000 } },
      schema: { body: ExposureBatch, response: { 200: ExposureBatchResponse } },
    },
    async (req, reply) => recordExposures(deps.db, await visitorOf(deps, req, reply), req.body.exposures, new Date()),
  );
}
