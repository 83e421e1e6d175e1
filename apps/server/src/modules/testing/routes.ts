import { z } from 'zod';
import { fromWire, moneyInput, toWire } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { addEventCoins } from '../activity/event-coins.js';
import { drainActivityFeed } from '../activity/run-activity-feed.js';
import { eventUserStats, requireCurrentEvent } from '../events/current-event.js';
import { drawEventRaffle } from '../events/draw-raffles.js';
import { closeLeaderboards, CLOSE_GRACE_MS } from '../leaderboards/close-leaderboards.js';
import { endLeaderboardAt } from '../leaderboards/end-leaderboard.js';
import { latestOutboxMessage } from '../../platform/mail/mailer.js';
import { credit } from '../wallet/wallet.js';
import { adminTestingRoutes } from './admin-fixtures.js';
import { playClock } from '../wallet/play-clock.js';
import { partnerProgramme } from '../partners/programme.js';

/**
 * Fixtures for end-to-end tests, registered only when TEST_FIXTURES=true
 * (the config refuses that in production): credit the signed-in player; add battle pass progress (event
 * coins earned) to them; end a leaderboard now; draw the current event's raffle now (the job draws it only
 * after the event's end); run the activity feed now; read the local outbox.
 */
export function testingRoutes(app: App, deps: ModuleDeps): void {
  adminTestingRoutes(app, deps);
  app.post(
    '/api/test/credit',
    {
      onRequest: deps.requireAuth,
      schema: { body: z.object({ amount: moneyInput(1_000_000), currency: z.enum(['money', 'coins']).default('money') }), response: { 200: z.object({ balance: z.number() }) } },
    },
    async (req) => {
      const userId = authOf(req).userId;
      const balance = await credit(deps.db, { userId, currency: req.body.currency, amount: fromWire(req.body.amount), reason: 'test_fixture' });
      return { balance: toWire(balance ?? 0) };
    },
  );

  app.post('/api/test/clock/advance', { schema: { body: z.object({ hours: z.number().min(0).max(24 * 400) }) } }, async (req) => {
    playClock.advance(req.body.hours * 3600_000);
    return { now: playClock.now().toISOString() };
  });

  app.post(
    '/api/test/leaderboards/close',
    { onRequest: deps.requireAuth, schema: { body: z.object({ id: z.number().int().min(1).max(2_147_483_647) }), response: { 200: z.object({ closed: z.number().int() }) } } },
    async (req) => {
      const endsAt = new Date(Date.now() - CLOSE_GRACE_MS - 1000);
      await endLeaderboardAt(deps.db, req.body.id, endsAt);
      return { closed: await closeLeaderboards(deps.db, deps.realtime) };
    },
  );

  app.post(
    '/api/test/event/coins',
    { onRequest: deps.requireAuth, schema: { body: z.object({ coins: z.number().int().positive().max(1_000_000) }), response: { 200: z.object({ coinsEarned: z.number() }) } } },
    async (req) => {
      const event = await requireCurrentEvent(deps.db);
      await addEventCoins(deps.db, event.id, authOf(req).userId, fromWire(req.body.coins));
      const stats = await eventUserStats(deps.db, event.id, authOf(req).userId);
      return { coinsEarned: toWire(stats.coinsEarned) };
    },
  );

  app.post('/api/test/raffle/draw', { onRequest: deps.requireAuth, schema: { response: { 200: z.object({ drawn: z.boolean() }) } } }, async () => {
    const event = await requireCurrentEvent(deps.db);
    await drainActivityFeed(deps.db, deps.realtime);
    return { drawn: await drawEventRaffle(deps.db, event.id) };
  });

  // The activity feed's job, run now: boards, events and the partner programme's accruals (at the site's programme).
  app.post('/api/test/activity/drain', { onRequest: deps.requireAuth, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => {
    await drainActivityFeed(deps.db, deps.realtime, undefined, partnerProgramme(deps.config));
    return { ok: true as const };
  });

  app.get(
    '/api/test/outbox',
    { onRequest: deps.optionalAuth, schema: { querystring: z.object({ to: z.string().max(254) }), response: { 200: z.object({ subject: z.string(), text: z.string() }) } } },
    async (req) => {
      const message = await latestOutboxMessage(deps.config, req.query.to);
      if (!message) throw new AppError('dataNotFound');
      return { subject: message.subject, text: message.text };
    },
  );
}
