import { z } from 'zod';
import { CaseOpenResponse, DailyCase, DailyCasesInfo, FreeCase, FreeCaseOpenParams } from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { createOpenAnnouncer } from '../cases/announce-open.js';
import { listFreeCases, openFreeCase } from './free-cases.js';
import { getDailyCases, getDailyInfo } from './get-daily-cases.js';
import { openDailyCase } from './open-daily-case.js';

const DailyParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Daily (level) cases and free cases: listed, counted down and opened at no cost. */
export function dailyCasesRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const { db, requireAuth } = deps;
  const game = deps.config.GAME;
  const announceOpen = createOpenAnnouncer(deps);
  const openLimit = { config: { rateLimit: { max: deps.config.OPEN_RATE_LIMIT, timeWindow: 1000 } } };

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
      const { c, opened } = await openDailyCase(db, catalog, game, authOf(req).userId, req.params.id);
      announceOpen(c, opened, req.log);
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
      const { c, opened } = await openFreeCase(db, catalog, authOf(req).userId, req.params.grantId);
      announceOpen(c, opened, req.log);
      return opened.response;
    },
  );
}
