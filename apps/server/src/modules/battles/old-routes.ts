import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BATTLE_MAX_ROUNDS,
  Battle,
  BattleActionResponse,
  BattleBalanceResponse,
  BattleCasesResponse,
  BattleEmojiRequest,
  BattleEmojiResponse,
  BattleListQuery,
  BattleListResponse,
  BattleQuery,
  BattleSpectatorsResponse,
  BattleStatistics,
  BattleUlidRequest,
  BattleUserStatus,
  BattleWatchRequest,
  CreateBattleRequest,
  CreateBattleResponse,
  JoinBattleRequest,
  SellBattleResponse,
  toWire,
} from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import { errorBody, toAppError } from '../../platform/http/error-handler.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { publishSale } from '../inventory/publish-sale.js';
import { battleSections } from './battle-cases.js';
import { battleStatusOf, publishBattle } from './battle-events.js';
import { requireBattleAccess } from './battle-access.js';
import { findBattle, loadBattle, loadBattleRow } from './battle-rows.js';
import { battleStatistics, lastBattleCases } from './battle-statistics.js';
import { createBattle } from './create-battle.js';
import { joinBattle } from './join-battle.js';
import { cancelBattle, leaveBattle } from './leave-battle.js';
import { listBattles } from './list-battles.js';
import { presentBattle } from './present-battle.js';
import { sellBattleWinnings } from './sell-battle.js';
import { sendEmoji } from './send-emoji.js';
import { setSpectating } from './spectate-battle.js';
import { startBattle } from './start-battle.js';

/** Old-API POST errors come back as data, the catalogue body inside `data` with no debug detail. */
function oldApiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error, request);
  const body = errorBody(appError);
  const payload = request.method === 'POST' ? { data: body } : body;
  void reply.status(appError.status).type('application/json').send(JSON.stringify(payload));
}

/** The old battles API under /api/old. */
export function oldBattleRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const { db, config, realtime } = deps;
  const schedule = { countdownMs: config.BATTLE_COUNTDOWN_MS, roundIntervalMs: config.BATTLE_ROUND_MS };
  const events = { db, realtime, schedule, log: app.log };

  void app.register(async (parent) => {
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    scope.setErrorHandler(oldApiErrorHandler);

    scope.get('/api/old/battles', { onRequest: deps.optionalAuth, schema: { querystring: BattleListQuery, response: { 200: BattleListResponse } } }, (req) =>
      listBattles(db, req.auth?.userId ?? null, req.query),
    );

    scope.get('/api/old/battle', { onRequest: deps.optionalAuth, schema: { querystring: BattleQuery, response: { 200: Battle } } }, async (req) => {
      const battle = await findBattle(db, req.query.ulid);
      await requireBattleAccess(db, battle, req.auth?.userId ?? null, req.query.invite);
      return presentBattle(await loadBattleRow(db, battle), schedule);
    });

    scope.get('/api/old/cases', { onRequest: deps.optionalAuth, schema: { response: { 200: BattleCasesResponse } } }, async (req) => ({
      lastCases: await lastBattleCases(db, req.auth?.userId ?? null),
      maxRounds: BATTLE_MAX_ROUNDS,
      sections: await battleSections(catalog),
    }));

    scope.get('/api/old/statistics', { onRequest: deps.requireAuth, schema: { response: { 200: BattleStatistics } } }, (req) =>
      battleStatistics(db, authOf(req).userId),
    );

    scope.get('/api/old/status', { onRequest: deps.optionalAuth, schema: { response: { 200: BattleUserStatus } } }, (req) =>
      req.auth ? battleStatusOf(db, req.auth.userId) : { activeBattleUlid: null, inBattle: false, fetched: true },
    );

    const playLimit = { config: { rateLimit: { max: config.OPEN_RATE_LIMIT, timeWindow: 1000 } } };

    scope.post('/api/old/battles', { onRequest: deps.requireAuth, ...playLimit, schema: { body: CreateBattleRequest, response: { 200: CreateBattleResponse } } }, async (req) => {
      const userId = authOf(req).userId;
      const created = await createBattle(db, catalog, userId, req.body);
      await publishBattle(events, created.ulid, { userIds: [userId] });
      return { battleUlid: created.ulid, balance: toWire(created.balance) };
    });

    scope.post('/api/old/join', { onRequest: deps.requireAuth, ...playLimit, schema: { body: JoinBattleRequest, response: { 200: BattleBalanceResponse } } }, async (req) => {
      const userId = authOf(req).userId;
      const joined = await joinBattle(db, userId, req.body, config.BATTLE_COUNTDOWN_MS);
      const battle = await loadBattle(db, req.body.ulid);
      await publishBattle(events, req.body.ulid, { userIds: joined.started ? battle.members.filter((m) => !m.isBot).map((m) => m.userId) : [userId] });
      return { balance: toWire(joined.balance) };
    });

    scope.post('/api/old/leave', { onRequest: deps.requireAuth, schema: { body: BattleUlidRequest, response: { 200: BattleBalanceResponse } } }, async (req) => {
      const userId = authOf(req).userId;
      const left = await leaveBattle(db, userId, req.body.ulid);
      await publishBattle(events, req.body.ulid, { userIds: [userId] });
      return { balance: toWire(left.balance) };
    });

    scope.post('/api/old/start', { onRequest: deps.requireAuth, schema: { body: BattleUlidRequest, response: { 200: BattleActionResponse } } }, async (req) => {
      const started = await startBattle(db, authOf(req).userId, req.body.ulid, config.BATTLE_COUNTDOWN_MS);
      const battle = await loadBattle(db, req.body.ulid);
      await publishBattle(events, req.body.ulid, { userIds: battle.members.filter((m) => !m.isBot).map((m) => m.userId) });
      return { battleUlid: req.body.ulid, status: started.status };
    });

    scope.post('/api/old/cancel_start', { onRequest: deps.requireAuth, schema: { body: BattleUlidRequest, response: { 200: BattleActionResponse } } }, async (req) => {
      const cancelled = await cancelBattle(db, authOf(req).userId, req.body.ulid);
      await publishBattle(events, req.body.ulid, { userIds: cancelled.memberIds });
      return { battleUlid: req.body.ulid, status: cancelled.status };
    });

    const viewerOf = (req: FastifyRequest, invite: string | undefined) => ({
      userId: req.auth?.userId ?? null,
      key: req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`,
      invite,
    });
    for (const [path, watching] of [
      ['/api/old/open', true],
      ['/api/old/close', false],
    ] as const) {
      scope.post(path, { onRequest: deps.optionalAuth, schema: { body: BattleWatchRequest, response: { 200: BattleSpectatorsResponse } } }, async (req) => {
        const { spectators } = await setSpectating(db, req.body.ulid, viewerOf(req, req.body.invite), watching);
        await publishBattle(events, req.body.ulid, { counts: false });
        return { spectators };
      });
    }

    scope.post('/api/old/sell', { onRequest: deps.requireAuth, schema: { body: BattleUlidRequest, response: { 200: SellBattleResponse } } }, async (req) => {
      const userId = authOf(req).userId;
      const sale = await sellBattleWinnings(db, userId, req.body.ulid);
      await publishSale(realtime, req.log, userId, sale);
      return { balance: toWire(sale.balance), soldCount: sale.soldIds.length, soldAmount: toWire(sale.price) };
    });

    scope.post(
      '/api/old/emoji',
      {
        onRequest: deps.requireAuth,
        // A few emoji per player every few seconds, counted per account (rateLimitKey).
        config: { rateLimit: { max: 3, timeWindow: 5000 } },
        schema: { body: BattleEmojiRequest, response: { 200: BattleEmojiResponse } },
      },
      (req) => sendEmoji(db, realtime, authOf(req).userId, req.body.ulid, req.body.content),
    );
  });
}
