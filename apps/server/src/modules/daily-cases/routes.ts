import { z } from 'zod';
import { CaseOpenResponse, DailyCase, DailyCasesInfo, FreeCase, FreeCaseOpenParams, buildSiteConfig } from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { publishLiveDrops } from '../cases/live-drops.js';
import { listFreeCases, openFreeCase } from './free-cases.js';
import { getDailyCases, getDailyInfo } from './get-daily-cases.js';
import { openDailyCase } from './open-daily-case.js';
import type { FreeOpening } from './open-for-free.js';

const DailyParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Daily (level) cases and free cases: listed, counted down and opened at no cost. */
export function dailyCasesRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const { db, realtime, requireAuth } = deps;
  const game = deps.config.GAME;
  const liveChannel = buildSiteConfig({ game, baseUrl: deps.config.publicBaseUrl, authProviders: [] }).ws.liveDropChannel;
  const openLimit = { config: { rateLimit: { max: deps.config.OPEN_RATE_LIMIT, timeWindow: 1000 } } };

  async function afterOpen(caseId: number, opened: FreeOpening, warn: (err: unknown) => void) {
    deps.activity.written();
    const c = await catalog.get(caseId);
    if (!c) return;
    const drops = opened.rolled.map((r, i) => ({ openingId: opened.openingIds[i]!, item: r.drop.item }));
    await publishLiveDrops(realtime, liveChannel, opened.user, c, drops).catch(warn);
  }

  app.get('/api/v1/cases/daily', { onRequest: requireAuth, schema: { response: { 200: z.array(DailyCase) } } }, (req) =>
    getDailyCases(db, catalog, game, authOf(req).userId),
  );

  app.get('/api/v1/cases/daily/info', { onRequest: requireAuth, schema: { response: { 200: DailyCasesInfo } } }, (req) =>
    getDailyInfo(db, game, authOf(req).userId),
  );

  app.post(
    '/api/v1/cases/daily/:id/open',
    { onRequest: requireAuth, ...openLimit, schema: { params: DailyParams, response: { 200: CaseOpenResponse } } },
    async (req) => {
      const opened = await openDailyCase(db, catalog, game, authOf(req).userId, req.params.id);
      void afterOpen(req.params.id, opened, (err) => req.log.warn({ err }, 'live drop publish failed'));
      return opened.response;
    },
  );

  app.get('/api/v1/cases/free', { onRequest: requireAuth, schema: { response: { 200: z.array(FreeCase) } } }, (req) =>
    listFreeCases(db, catalog, authOf(req).userId),
  );

  app.post(
    '/api/v1/cases/free/:grantId/open',
    { onRequest: requireAuth, ...openLimit, schema: { params: FreeCaseOpenParams, response: { 200: CaseOpenResponse } } },
    async (req) => {
      const { caseId, opened } = await openFreeCase(db, catalog, authOf(req).userId, req.params.grantId);
      void afterOpen(caseId, opened, (err) => req.log.warn({ err }, 'live drop publish failed'));
      return opened.response;
    },
  );
}
