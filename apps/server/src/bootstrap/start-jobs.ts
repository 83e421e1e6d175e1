import type { Config } from '../platform/config.js';
import type { Db } from '../platform/db/index.js';
import { battleJobHandlers } from '../modules/battles/battle-jobs.js';
import { EXPIRE_JOB } from '../modules/battles/expire-battles.js';
import { resumeBattles } from '../modules/battles/resume-battles.js';
import { engagementJobHandlers, ENGAGEMENT_JOBS } from './engagement-jobs.js';
import { HISTORY_PARTITIONS_JOB, historyJobHandlers } from './history-jobs.js';
import { partnerProgramme } from '../modules/partners/programme.js';
import { startFeedWaker } from '../modules/activity/feed-waker.js';
import { createMarketTradeProvider, createTradeProvider } from '../modules/withdrawals/create-trade-provider.js';
import { withdrawalJobHandlers } from '../modules/withdrawals/withdrawal-jobs.js';
import { SYNC_JOB } from '../modules/withdrawals/withdrawal-limits.js';
import { createChannelSenders } from '../modules/notifications/channel-senders.js';
import { ANALYTICS_PRUNE_JOB, analyticsJobHandlers } from '../modules/analytics/prune-events.js';
import { DAILY_NOTIFY_SCAN_JOB, NOTIFICATION_OUTBOX_JOB, dailyNotifyJobHandlers } from '../modules/notifications/daily-notify-jobs.js';
import { queueStatementReminder } from '../modules/notifications/notification-outbox.js';
import { createMailer } from '../platform/mail/mailer.js';
import { STATEMENT_REMINDER_JOB, statementReminderJobHandlers } from '../modules/responsible-play/statement-reminder-job.js';
import { createPushSender } from '../modules/notifications/push-sender.js';
import { supportJobHandlers } from '../modules/support/reply-mail.js';
import { repriceBounds, repriceFromMarket } from '../modules/admin/market-reprice.js';
import { configuredSources, createPriceFeeds } from '../modules/prices/price-feeds.js';
import { PRICES_PULL_JOB, pricesJobHandlers } from '../modules/prices/pull-prices.js';
import type { Broker } from '../platform/realtime/broker.js';
import { createRealtime } from '../platform/realtime/hub.js';
import { createJobRunner, type JobLogger } from '../platform/jobs/job-runner.js';
import { ensureRecurringJob } from '../platform/jobs/job-store.js';
import { IDENTITY_PURGE_JOB, identityJobHandlers } from '../modules/identity/purge-files.js';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** A battle step is a short transaction; a worker that dies mid-step is replaced this soon. */
const BATTLE_LEASE_MS = 10_000;

/** Starts this node's job workers (the withdrawal queue and its sync, the engagement loop, daily-case notifications, market prices, battle reveals); every node may run them. */
export async function startJobs(deps: { config: Config; db: Db; broker: Broker; log: JobLogger }): Promise<BackgroundJobs> {
  const { config, db, log } = deps;
  // Publishing only; the broker's owner closes it.
  const realtime = createRealtime(deps.broker, (err) => log.warn({ err }, 'realtime publish failed'));
  const provider = await createTradeProvider(config, db, log);
  const market = createMarketTradeProvider(config, db);
  const mailer = createMailer(config, log);
  const senders = createChannelSenders(config, mailer, createPushSender(db, config));
  const priceFeeds = createPriceFeeds(config);
  const handlers = {
    ...withdrawalJobHandlers({ db, provider, ...(market ? { market } : {}), game: config.GAME, realtime, log }),
    ...engagementJobHandlers({ db, realtime, partners: partnerProgramme(config) }),
    ...dailyNotifyJobHandlers({ db, senders, baseUrl: config.publicBaseUrl, log }),
    ...statementReminderJobHandlers({ db, queueReminder: queueStatementReminder }),
    ...analyticsJobHandlers({ db }),
    ...historyJobHandlers({ db, config }),
    ...identityJobHandlers({ db, retentionDays: config.IDENTITY_RETENTION_DAYS }),
    ...supportJobHandlers({ db, mailer, baseUrl: config.publicBaseUrl }),
    ...pricesJobHandlers({
      db,
      feeds: priceFeeds,
      log,
      intervalMs: config.PRICES_INTERVAL_MS,
      staleAfterMs: config.PRICES_STALE_AFTER_MS,
      outlierRatio: config.PRICES_OUTLIER_RATIO,
      ...(config.PRICES_REPRICE === 'on' ? { afterTake: () => repriceFromMarket(db, config.GAME, repriceBounds(config), config.ADMIN_RTP_CEILING) } : {}),
    }),
  };
  const runner = createJobRunner({ db, log, handlers });
  // The activity feed runs as soon as play is committed on any node; the recurring job is its fallback.
  const feed = startFeedWaker({ db, realtime, broker: deps.broker, log });
  await ensureRecurringJob(db, SYNC_JOB, new Date());
  await ensureRecurringJob(db, DAILY_NOTIFY_SCAN_JOB, new Date());
  await ensureRecurringJob(db, NOTIFICATION_OUTBOX_JOB, new Date());
  await ensureRecurringJob(db, STATEMENT_REMINDER_JOB, new Date());
  await ensureRecurringJob(db, ANALYTICS_PRUNE_JOB, new Date());
  await ensureRecurringJob(db, HISTORY_PARTITIONS_JOB, new Date());
  await ensureRecurringJob(db, IDENTITY_PURGE_JOB, new Date());
  // Without a configured feed the catalog keeps its own prices and no pull is scheduled.
  if (configuredSources(priceFeeds).length > 0) await ensureRecurringJob(db, PRICES_PULL_JOB, new Date());
  // Battles reveal rounds every few seconds: their own worker polls often and holds short leases.
  const battles = createJobRunner({
    db,
    log,
    pollMs: config.BATTLE_POLL_MS,
    leaseMs: BATTLE_LEASE_MS,
    batch: 20,
    handlers: battleJobHandlers({
      db,
      realtime,
      log,
      countdownMs: config.BATTLE_COUNTDOWN_MS,
      roundMs: config.BATTLE_ROUND_MS,
      maxWaitMs: config.BATTLE_MAX_WAIT_MS,
      activity: { written: feed.wake },
    }),
  });
  await resumeBattles(db, new Date());
  await ensureRecurringJob(db, EXPIRE_JOB, new Date());
  for (const type of ENGAGEMENT_JOBS) await ensureRecurringJob(db, type, new Date());
  runner.start();
  battles.start();
  return {
    async stop() {
      await battles.stop();
      await runner.stop();
      await feed.stop();
      await provider.close();
    },
  };
}
