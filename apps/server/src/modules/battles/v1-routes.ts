import {
  BattleHistoryQuery,
  BattleHistoryResponse,
  BattleStatistics,
  BattleUserQuery,
  BattleWinrate,
  BestBattlesResponse,
} from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { FastifyRequest } from 'fastify';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { battleHistory, battleStatistics, battleWinrate, bestBattles } from './battle-statistics.js';

/** The player a statistics call is about: `userId` when given, else the signed-in player. */
function subject(req: FastifyRequest, userId: number | undefined): number {
  const id = userId ?? req.auth?.userId;
  if (!id) throw new AppError('authentication');
  return id;
}

/** The /v1 battle statistics calls. */
export function v1BattleRoutes(app: App, deps: ModuleDeps): void {
  const { db } = deps;

  app.get('/api/v1/battles/statistic', { onRequest: deps.optionalAuth, schema: { querystring: BattleUserQuery, response: { 200: BattleStatistics } } }, (req) =>
    battleStatistics(db, subject(req, req.query.userId)),
  );

  app.get('/api/v1/battles', { onRequest: deps.optionalAuth, schema: { querystring: BattleHistoryQuery, response: { 200: BattleHistoryResponse } } }, (req) =>
    battleHistory(db, subject(req, req.query.userId), req.auth?.userId ?? null, req.query.page, req.query.perPage),
  );

  app.get('/api/v1/battles/best', { onRequest: deps.optionalAuth, schema: { response: { 200: BestBattlesResponse } } }, async () => ({
    battles: await bestBattles(db),
  }));

  app.get('/api/v1/battles/winrate', { onRequest: deps.optionalAuth, schema: { querystring: BattleUserQuery, response: { 200: BattleWinrate } } }, (req) =>
    battleWinrate(db, subject(req, req.query.userId)),
  );
}
