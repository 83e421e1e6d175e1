import { z } from 'zod';
import {
  BattlePass,
  ChallengePrize,
  ChallengePrizeParams,
  EventBanner,
  EventCase,
  EventCasesQuery,
  EventMaxPrice,
  EventFreeCase,
  EventFreeCaseParams,
  EventSettings,
  FreeCaseGiftView,
  InfoPopup,
  PersonalProgress,
  PersonalProgressQuery,
  RaffleEntrants,
  RaffleResult,
  RaffleResultQuery,
  levelForExp,
} from '@tastydrop/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.js';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { claimChallengeLevel } from './claim-challenge-level.js';
import { claimEventFreeCase } from './claim-event-free-case.js';
import { eventUserStats, findEventBySlug, presentEventSettings, requireCurrentEvent } from './current-event.js';
import { getBattlePass } from './get-battle-pass.js';
import { getInfoPopup } from './get-info-popup.js';
import { getPersonalProgress } from './get-personal-progress.js';
import { getRaffleEntrants } from './get-raffle-entrants.js';
import { getRaffleResult } from './get-raffle-result.js';
import { listEventCases } from './list-event-cases.js';
import { listEventFreeCases } from './list-event-free-cases.js';

const SlugParams = z.object({ slug: z.string().min(1).max(64) });

/** Events, the battle pass and raffles. Guests get settings, cases and an empty pass. */
export function eventsRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const { db } = deps;

  app.get('/api/v1/event/current', { onRequest: deps.optionalAuth, schema: { response: { 200: EventSettings } } }, async (req) => {
    const event = await requireCurrentEvent(db);
    if (!req.auth) return presentEventSettings(event, null);
    const stats = await eventUserStats(db, event.id, req.auth.userId);
    const [user] = await db.select({ experience: users.experience }).from(users).where(eq(users.id, req.auth.userId));
    return presentEventSettings(event, { ...stats, level: levelForExp(user?.experience ?? 0) });
  });

  app.get('/api/v1/event/banners', { onRequest: deps.optionalAuth, schema: { response: { 200: z.array(EventBanner) } } }, async () => {
    const event = await requireCurrentEvent(db);
    return event.look.banners.map((b, i) => ({ id: i + 1, ...b, gradient: event.look.gradient }));
  });

  app.get('/api/v1/event/cases', { onRequest: deps.optionalAuth, schema: { querystring: EventCasesQuery, response: { 200: z.array(EventCase) } } }, async (req) =>
    listEventCases(catalog, await requireCurrentEvent(db), req.query.count),
  );

  app.get('/api/v1/event/cases/max-price', { onRequest: deps.optionalAuth, schema: { response: { 200: EventMaxPrice } } }, async () => {
    const list = await listEventCases(catalog, await requireCurrentEvent(db));
    return { maxPrice: list.filter((c) => c.priceData.currency === 'GOLD').reduce((max, c) => Math.max(max, c.priceData.price), 0) };
  });

  app.get('/api/v1/event/free-cases', { onRequest: deps.optionalAuth, schema: { response: { 200: z.array(EventFreeCase) } } }, async (req) =>
    listEventFreeCases(db, deps.config.GAME, await requireCurrentEvent(db), req.auth?.userId ?? null),
  );

  app.post(
    '/api/v1/event/free-cases/:index/claim',
    { onRequest: deps.requireAuth, schema: { params: EventFreeCaseParams, response: { 200: FreeCaseGiftView } } },
    async (req) => claimEventFreeCase(db, deps.config.GAME, await requireCurrentEvent(db), authOf(req).userId, req.params.index),
  );

  app.get(
    '/api/v1/event/personal-progress',
    { onRequest: deps.requireAuth, schema: { querystring: PersonalProgressQuery, response: { 200: PersonalProgress } } },
    async (req) => getPersonalProgress(db, catalog, await requireCurrentEvent(db), authOf(req).userId, req.query.caseName),
  );

  app.get(
    '/api/v1/event/raffle-result/:slug',
    { onRequest: deps.optionalAuth, schema: { params: SlugParams, querystring: RaffleResultQuery, response: { 200: RaffleResult } } },
    async (req) => getRaffleResult(db, await findEventBySlug(db, req.params.slug), req.auth?.userId ?? null, req.query.page),
  );

  app.get('/api/v1/event/raffle-entrants/:slug', { onRequest: deps.optionalAuth, schema: { params: SlugParams, response: { 200: RaffleEntrants } } }, async (req) =>
    getRaffleEntrants(await findEventBySlug(db, req.params.slug)),
  );

  app.post(
    '/api/v1/event/challenge/prize/:slug',
    { onRequest: deps.requireAuth, schema: { params: ChallengePrizeParams, response: { 200: ChallengePrize } } },
    async (req) => {
      const userId = authOf(req).userId;
      const prize = await claimChallengeLevel(db, await requireCurrentEvent(db), userId, req.params.slug);
      return prize;
    },
  );

  app.get('/api/v1/challenge', { onRequest: deps.optionalAuth, schema: { response: { 200: BattlePass } } }, async (req) =>
    getBattlePass(db, await requireCurrentEvent(db), req.auth?.userId ?? null),
  );

  app.get('/api/v1/popup/info', { onRequest: deps.requireAuth, schema: { response: { 200: InfoPopup } } }, (req) =>
    getInfoPopup(db, deps.config.GAME, authOf(req).userId),
  );
}
