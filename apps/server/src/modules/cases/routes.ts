import { z } from 'zod';
import {
  CaseDetails,
  CaseDrop,
  CaseOpenRequest,
  CaseOpenResponse,
  CaseRtp,
  CaseRtpStats,
  LiveDrop,
  LiveDropRequest,
  roundedPercent,
  SectionsQuery,
} from '@tastydrop/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrecompressed, type Precompressed } from '../../platform/http/precompressed.js';
import { isPooled } from '../../platform/db/raw.js';
import { configuredBatcher, sharedBatchOptions, type Batcher } from '../../platform/db/request-batcher.js';
import { cachedValue } from '../../platform/cached-value.js';
import { caseUserOpens, cases } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { authOf, publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from './case-catalog.js';
import { createSectionsResponseCache, SectionList } from './sections-response.js';
import { createCaseDetailsResponseCache } from './case-details-response.js';
import { countArcanes, listLiveDrops } from './live-drops.js';
import { createOpenAnnouncer } from './announce-open.js';
import { assertOpenable, openCaseChecked, type OpenedCase } from './open-case.js';
import { retryOnCaseChange } from './case-changed.js';
import { marketReturn } from './market-return.js';
import { runOpenBatch } from './open-case-batch.js';
import type { OpenRequest } from './open-case-plan.js';
import { presentCaseDetails } from './present-case.js';
import { realisedRtp } from './case-rtp.js';
import { createCaseStats } from './case-stats.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How case opens run (batched on PostgreSQL); tests and the benchmark read its counts. */
    caseOpener: Batcher<OpenRequest, OpenedCase>;
  }
}

const CaseParams = z.object({ id: z.string().min(1).max(64) });

/** A body that may be left out (no body, or an empty one): the schema's defaults apply (one open, the latest drops). */
const orDefaults = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

export function casesRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const { db } = deps;
  const announceOpen = createOpenAnnouncer(deps);
  const sectionsResponse = { response: { 200: SectionList } };
  const config = deps.config;
  const opener = configuredBatcher<OpenRequest, OpenedCase>(
    config.OPEN_BATCH,
    isPooled(db),
    { runBatch: (requests) => runOpenBatch(db, requests), runSingle: (r) => openCaseChecked(db, r.userId, r.c, r.opens) },
    sharedBatchOptions(config, app.log, 'opens', deps.metrics),
  );
  app.decorate('caseOpener', opener);
  app.addHook('onClose', () => opener.drain());

  async function findCase(id: string) {
    const c = await catalog.get(id);
    if (!c) throw new AppError('caseNotFound');
    return c;
  }

  const sectionsCache = createSectionsResponseCache(catalog);
  const sendSections = (req: FastifyRequest, reply: FastifyReply, body: Precompressed) => sendPrecompressed(req, reply.type('application/json; charset=utf-8'), body);
  app.get('/api/v2/case/sections/with-cases', { onRequest: publicRoute, schema: { querystring: SectionsQuery, ...sectionsResponse } }, async (req, reply) =>
    sendSections(req, reply, await sectionsCache.body(req.query)),
  );
  for (const url of ['/api/v1/sections', '/api/v1/sections/']) {
    app.get(url, { onRequest: publicRoute, schema: sectionsResponse }, async (req, reply) => sendSections(req, reply, await sectionsCache.body({})));
  }
  app.get('/api/v1/sections-main', { onRequest: publicRoute, schema: sectionsResponse }, async (req, reply) =>
    sendSections(req, reply, await sectionsCache.body({ main: true })),
  );

  const arcanes = cachedValue(() => countArcanes(db, config.GAME), config.COUNTERS_TTL_MS);
  app.get('/api/v1/cases/arcane/count', { onRequest: publicRoute, schema: { response: { 200: z.object({ count: z.number().int() }) } } }, async () => ({
    count: await arcanes.get(),
  }));

  const caseBodies = createCaseDetailsResponseCache(db, config.COUNTERS_TTL_MS);
  app.get('/api/v1/cases/:id', { onRequest: deps.optionalAuth, schema: { params: CaseParams, response: { 200: CaseDetails } } }, async (req, reply) => {
    const c = await findCase(req.params.id);
    // Only a case with a free every-N open shows the viewer's own count; every other answer is shared.
    if (!(req.auth && c.row.everyNOpenFree)) return sendPrecompressed(req, reply.type('application/json; charset=utf-8'), await caseBodies.body(c));
    const [fresh] = await db.select({ openedCount: cases.openedCount }).from(cases).where(eq(cases.id, c.row.id));
    const [row] = await db
      .select({ opened: caseUserOpens.opened })
      .from(caseUserOpens)
      .where(and(eq(caseUserOpens.userId, req.auth.userId), eq(caseUserOpens.caseId, c.row.id)));
    return presentCaseDetails(c, fresh?.openedCount ?? c.row.openedCount, row?.opened ?? 0);
  });

  app.get('/api/v1/cases/:id/rtp', { onRequest: publicRoute, schema: { params: CaseParams, response: { 200: CaseRtp } } }, async (req) => {
    const c = await findCase(req.params.id);
    // The same figure as the public statistics page: every paid opening of the case.
    const realised = (await realisedRtp(db, [c.row.id], 'all')).get(c.row.id)!;
    return {
      expected: presentCaseDetails(c, 0, 0).rtp,
      realised: realised.rtp === null ? null : roundedPercent(realised.rtp),
      openings: realised.opens,
      market: await marketReturn(db, c),
    };
  });

  app.get(
    '/api/v1/cases/:id/:x',
    { onRequest: publicRoute, schema: { params: CaseParams.extend({ x: z.string().max(32) }), response: { 200: z.array(CaseDrop) } } },
    async (req) => presentCaseDetails(await findCase(req.params.id), 0, 0).drops,
  );

  app.post(
    '/api/v1/cases/:id/open',
    {
      onRequest: deps.requireAuth,
      config: { rateLimit: { max: deps.config.OPEN_RATE_LIMIT, timeWindow: 1000 } },
      schema: { params: CaseParams, body: orDefaults(CaseOpenRequest), response: { 200: CaseOpenResponse } },
    },
    async (req) => {
      const opens = req.body?.multiOpen ?? 1;
      const { c, opened } = await retryOnCaseChange(catalog, async () => {
        const found = await findCase(req.params.id);
        assertOpenable(found, new Date());
        return { c: found, opened: await opener.submit({ userId: authOf(req).userId, c: found, opens }) };
      });
      announceOpen(c, opened, req.log);
      return opened.response;
    },
  );

  const caseStats = createCaseStats(deps.db, catalog, deps.config.CATALOG_TTL_MS === 0 ? 0 : undefined);
  app.get('/api/v1/stats/cases', { onRequest: publicRoute, schema: { response: { 200: CaseRtpStats } } }, () => caseStats());
  app.post('/api/v1/live_drop', { onRequest: publicRoute, schema: { body: orDefaults(LiveDropRequest), response: { 200: z.array(LiveDrop) } } }, (req) =>
    listLiveDrops(db, req.body?.isTop ?? false),
  );
}
